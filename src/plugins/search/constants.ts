/** The meta tag that tells the browser where the search index is. */
export const INDEX_META_NAME = 'search-index';
/** Its value in every page until the build has written the index and knows its hashed name. */
export const INDEX_URL_PLACEHOLDER = '__SEARCH_INDEX_URL__';
/** Where the index file goes, under the build folder. */
export const INDEX_DIR = 'assets/search';
/** Placeholder credentials the theme requires in local mode; they never leave the browser. */
export const LOCAL_APP_ID = 'LOCAL';
export const LOCAL_API_KEY = 'local-search-only';

/** Page ranks of the crawl policy: docs and the schema, community pages, blog posts. */
export const DOCS_PAGE_RANK = 10;
export const COMMUNITY_PAGE_RANK = 5;
export const POST_PAGE_RANK = 0;
