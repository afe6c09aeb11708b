/**
 * The site's search engine, shared by the build (which writes the index), the browser (which answers searches
 * from it) and the tests and benchmark. An inverted index finds the records whose own text holds a query word
 * (with prefix and typo matching); a record also holds every word of the headings above it, as in DocSearch,
 * where all hierarchy levels are searchable. Results are then ranked and presented the way Algolia presents
 * DocSearch records, so the DocSearch UI cannot tell the difference.
 *
 * - indexFile.ts: the index's files (a meta file, dictionaries, shards of terms, chunks of text, the thesaurus);
 * - loadIndex.ts: the engine over them, whole or fetching what a query needs;
 * - query.ts, ranking.ts, intent.ts, synonyms.ts, text.ts: which records answer a query, in what order;
 * - order.ts, lastRanking.ts: the ranked records taken best first as far as a page of hits needs, and kept for
 *   the same query asked again;
 * - prefixAnswers.ts: the answers to queries of two letters, ranked at build and kept in their shards;
 * - vocabulary.ts: the map-data words readers use for the site's (the thesaurus, for English, is made at build);
 * - terms.ts: exact answers by name (places category codes), kept in a file of their own;
 * - algoliaApi.ts: Algolia's search request in, Algolia's hits out.
 */
export {
  buildIndex,
  type IndexMeta,
  type SearchIndexFile,
  type StoredChunk,
  type StoredMeta,
  type StoredShard,
  type Thesaurus,
  withDictionary,
} from './indexFile';
export {loadEngine, openEngine, type Engine, type IndexSource} from './loadIndex';
export {lettersOfText, shardKeysOfText} from './matching';
export {search, searchAsync, type SearchOptions, type SearchParams} from './algoliaApi';
export {buildTerms, loadTerms, type SearchTermsFile} from './terms';
