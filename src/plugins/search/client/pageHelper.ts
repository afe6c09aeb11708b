import algoliasearchHelper from 'algoliasearch-helper';

/** Results per page on the search page. */
export const SEARCH_PAGE_HITS_PER_PAGE = 20;

/**
 * The search page's Algolia helper, with 20 results per page where the theme asks
 * for 15 (the search plugin points the page's `algoliasearch-helper` here).
 */
const searchPageHelper: typeof algoliasearchHelper = Object.assign(
  (...[client, index, options]: Parameters<typeof algoliasearchHelper>) =>
    algoliasearchHelper(client, index, {...options, hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE}),
  algoliasearchHelper,
);

export default searchPageHelper;
