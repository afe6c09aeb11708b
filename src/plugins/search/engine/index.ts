/**
 * The site's search engine, shared by the build (which writes the index), the
 * browser (which answers searches from it) and the tests and benchmark. MiniSearch
 * finds the records whose own text holds a query word (with prefix and typo
 * matching); a record also holds every word of the headings above it, as in
 * DocSearch, where all hierarchy levels are searchable. Results are then ranked and
 * presented the way Algolia presents DocSearch records, so the DocSearch UI cannot
 * tell the difference.
 *
 * - indexFile.ts: the index file's format, written at build and loaded in the browser;
 * - query.ts, ranking.ts, intent.ts, synonyms.ts, text.ts: which records answer a query, in what order;
 * - terms.ts: exact answers by name (places category codes), kept in a file of their own;
 * - algoliaApi.ts: Algolia's search request in, Algolia's hits out.
 */
export {buildIndex, loadEngine, type Engine, type SearchIndexFile} from './indexFile';
export {search, type SearchParams} from './algoliaApi';
export {buildTerms, loadTerms, type SearchTermsFile} from './terms';
