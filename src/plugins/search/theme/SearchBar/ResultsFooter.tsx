import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {relaxedWords} from '../../client/relaxed';
import styles from './styles.module.css';

/** What DocSearch hands a results footer: the modal's state, of which the query and the hit count are read. */
export interface FooterState {
  query: string;
  context: {nbHits?: number};
}

/** DocSearch closes its modal on Escape, wherever the focus is. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
}

/**
 * The modal's footer in local mode: the theme's "See all N results" link to the search page, and above it, where no
 * page held every word of the query, which words the results leave out (the engine's optional words).
 */
export default function ResultsFooter({state}: {state: FooterState}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const left = relaxedWords(state.query);
  return (
    <>
      {left.length > 0 && (
        <p className={styles.relaxed} role="status">
          No page holds every word: these results leave out {left.map((word) => `“${word}”`).join(', ')}.
        </p>
      )}
      <Link to={createSearchLink(state.query)} onClick={closeModal}>
        <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}
