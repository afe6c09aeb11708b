import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ADDRESS_SOURCES} from '@site/src/data/addressSources';
import {formatIsoDate} from '@site/src/lib/dates';
import ScrollTable from '@site/src/components/ScrollTable';
import InlineList from '@site/src/components/InlineList';
import styles from './styles.module.css';

const countries = [...new Set(ADDRESS_SOURCES.map((source) => source.country))];
const COLUMNS = ['Country', 'Coverage', 'Source', 'Licence', 'Via', 'Read on'];

/** The anchor of a country's first row: `address-sources-new-zealand`. */
const countryAnchor = (country: string): string =>
  `address-sources-${country
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * Every source of the addresses theme with its licence, as one table, with a line of countries that leads to
 * each one's rows. On a phone each row reads as a short block, its licence on a line of its own (styles.module.css).
 */
export default function AddressSourcesTable(): ReactNode {
  const brokenLinks = useBrokenLinks();
  countries.forEach((country) => brokenLinks.collectAnchor(countryAnchor(country)));
  const seen = new Set<string>();
  return (
    <>
      <p>
        {ADDRESS_SOURCES.length} sources in {countries.length} countries and territories. &ldquo;Via&rdquo; names the
        project that collects and republishes a source, where Overture does not read it directly.
      </p>
      <nav aria-label="Address sources by country" className={styles.countries}>
        Go to a country:{' '}
        <InlineList
          items={countries.map((country) => (
            <Link key={country} to={`#${countryAnchor(country)}`}>
              {country}
            </Link>
          ))}
        />
        .
      </nav>
      <ScrollTable
        label="Address sources"
        className={styles.table}
        caption="Address sources by country, with the licence each is published under"
        columns={COLUMNS}>
        <tbody>
          {ADDRESS_SOURCES.map((source) => {
            const first = !seen.has(source.country);
            seen.add(source.country);
            return (
              <tr
                key={`${source.country}/${source.area ?? ''}/${source.name}/${source.url}`}
                id={first ? countryAnchor(source.country) : undefined}>
                <td>{source.country}</td>
                <td>{source.area ?? 'Whole country'}</td>
                <td>
                  <a href={source.url}>{source.name}</a>
                </td>
                <td>{source.license}</td>
                <td>{source.distributor ?? 'Direct'}</td>
                <td>
                  <time className={styles.date} dateTime={source.accessed}>
                    {formatIsoDate(source.accessed)}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </>
  );
}
