/**
 * Values the search's parts must agree on, stated once: the build, the browser, the
 * site config and the Algolia push all read them from here.
 */

/**
 * The meta tag in which a docs page that no sidebar lists names its sidebar section, for the
 * crawler's `lvl0` (written by indexing/sectionMeta.ts after the build, read by indexing/crawl.ts).
 */
export const SECTION_META_NAME = 'docsearch:section';
/** The meta tag that tells the browser where the search index is. */
export const INDEX_META_NAME = 'search-index';
/** Its value in every page until the build has written the index and knows its hashed name. */
export const INDEX_URL_PLACEHOLDER = '__SEARCH_INDEX_URL__';
/** The same for the file of exact terms (engine/terms.ts), fetched with the index. */
export const TERMS_META_NAME = 'search-terms';
export const TERMS_URL_PLACEHOLDER = '__SEARCH_TERMS_URL__';
/** DocSearch's search button (3.9.0), in the server's markup and the live bar alike. */
export const SEARCH_BUTTON_SELECTOR = '.DocSearch-Button';
/** Where the page's inline key script (client/earlyKeys.ts) leaves what it held for the search code. */
export const EARLY_KEYS_GLOBAL = '__searchKeys';
/** Where the index file goes, under the build folder. */
export const INDEX_DIR = 'assets/search';
/** Placeholder credentials and index name the theme requires in local mode; they never leave the browser. */
export const LOCAL_APP_ID = 'LOCAL';
export const LOCAL_API_KEY = 'local-search-only';
export const LOCAL_INDEX_NAME = 'overturemaps';

/** Page ranks of the crawl policy: docs and the schema, community pages, blog posts. */
export const DOCS_PAGE_RANK = 10;
export const COMMUNITY_PAGE_RANK = 5;
export const POST_PAGE_RANK = 0;

/*
 * Index settings both modes share: the Algolia index is given them
 * (indexing/algoliaIndex.ts), the local engine applies them where a request does not
 * say (engine/algoliaApi.ts, engine/text.ts).
 */

/** Results per page; the search page asks for as many (client/pageHelper.ts), where the theme asks for 15. */
export const HITS_PER_PAGE = 20;
/**
 * Hits the search modal shows, where DocSearch asks for 20; its footer links to the search page for the rest.
 * The hits are drawn again at every key: on a CPU slowed four times, ten in place of twenty took the median key
 * from about 67 to 54 ms (bench:search's keystrokes), and a query fetches the text of half as many hits.
 */
export const MODAL_HITS_PER_PAGE = 10;
/** How matches are marked: DocSearch's class, which the search page styles. */
export const HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const HIGHLIGHT_POST_TAG = '</span>';
/** Words in a snippet, where a request names an attribute without a length (Algolia's default). */
export const SNIPPET_WORDS = 10;
export const ATTRIBUTES_TO_SNIPPET: readonly string[] = [`content:${SNIPPET_WORDS}`];
/** A query word may carry one typo from this many letters, two from the next (DocSearch's sizes). */
export const MIN_WORD_SIZE_FOR_1_TYPO = 3;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 7;
