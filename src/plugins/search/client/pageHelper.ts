import algoliasearchHelper from 'algoliasearch-helper';
import {HITS_PER_PAGE} from '../constants';

/**
 * The search page's Algolia helper, with the index's results per page where the
 * theme asks for 15 (the search plugin points the page's `algoliasearch-helper` here).
 */
const searchPageHelper: typeof algoliasearchHelper = Object.assign(
  (...[client, index, options]: Parameters<typeof algoliasearchHelper>) =>
    algoliasearchHelper(client, index, {...options, hitsPerPage: HITS_PER_PAGE}),
  algoliasearchHelper,
);

export default searchPageHelper;
