import type {ComponentProps, ReactNode} from 'react';
import DocSearchBar from '@theme-search-algolia/SearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {installFocusAfterHit} from '../../client/focusAfterHit';
import {localSearchClient} from '../../client/localSearchClient';
import type {SearchPluginData} from '../../index';
import Hit from './Hit';
import ResultsFooter, {type FooterState} from './ResultsFooter';

type Props = ComponentProps<typeof DocSearchBar>;

if (typeof window !== 'undefined') installFocusAfterHit();

/** "Let us know." opens a new issue in the site's repository (the config's `customFields`), with the query in its title. */
function missingResultsUrl(repository: string): (search: {query: string}) => string {
  return ({query}) => {
    const title = `Search: no results for "${query.slice(0, 64)}"`;
    return `${repository}/issues/new?title=${encodeURIComponent(title)}`;
  };
}

const DEV_TRANSLATIONS = {
  modal: {
    errorScreen: {
      titleText: 'Search needs a build',
      helpText: 'The search index is made by the production build: run npm run build, then npm run serve.',
    },
  },
};

/**
 * The theme's DocSearch bar, loaded on demand by `./index.tsx`. In Algolia mode it is
 * the theme's, unchanged; in local mode its searches go to the site's own index.
 */
export default function LiveSearchBar(props: Props): ReactNode {
  const {mode, indexAvailable} = usePluginData('search') as SearchPluginData;
  const {themeConfig, customFields} = useDocusaurusContext().siteConfig;
  const {searchPagePath} = (themeConfig.algolia ?? {}) as {searchPagePath?: string};
  const localProps =
    mode === 'local'
      ? {
          transformSearchClient: () => localSearchClient,
          // The theme's footer, saying besides which words the results leave out (client/relaxed.ts).
          ...(searchPagePath && {
            resultsFooterComponent: ({state}: {state: FooterState}) => <ResultsFooter state={state} />,
          }),
          ...(indexAvailable ? {} : {translations: DEV_TRANSLATIONS}),
        }
      : {};
  return (
    <DocSearchBar
      hitComponent={Hit}
      getMissingResultsUrl={missingResultsUrl(String(customFields?.sourceRepository))}
      {...localProps}
      {...props}
    />
  );
}
