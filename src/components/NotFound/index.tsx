import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const SECTIONS = [
  {to: '/', label: 'Documentation', about: 'Getting the data, guides and examples'},
  {to: '/schema/', label: 'Schema reference', about: 'Every theme, type and field'},
  {to: '/release-calendar/', label: 'Releases', about: 'Current and past release ids'},
  {to: '/blog/', label: 'Engineering blog', about: 'Release notes and articles'},
  {to: '/community/', label: 'Community', about: 'Projects people made, questions and issues'},
];

/**
 * The not-found page: says plainly what happened and offers the ways on,
 * including a search form that works without JavaScript.
 */
export default function NotFoundContent({className}: {className?: string}): ReactNode {
  // A form's action is a plain URL: unlike Link, nothing adds the site's base path to it.
  const searchPage = useBaseUrl('/search/');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p>
            There is no page at this address. It may have moved when the site was reorganised, or the link that brought
            you here may have a typo.
          </p>
          <form className={styles.search} action={searchPage} method="get" role="search">
            <label htmlFor="not-found-search">Search the site</label>
            <div className={styles.searchRow}>
              <input
                className="form-control"
                id="not-found-search"
                name="q"
                type="search"
                maxLength={64}
                placeholder="e.g. building height"
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Or start from a section</Heading>
          <ul className={styles.sections}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>: {section.about}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
