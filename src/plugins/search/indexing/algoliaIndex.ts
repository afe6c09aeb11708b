import type {IndexSettings, Rule, SynonymHit} from 'algoliasearch';
import {RELEASES} from '../../../data/releases';
import {POST_WORDS} from '../engine/intent';
import type {SearchRecord} from '../engine/record';
import {termTitle} from '../engine/terms';
import {
  ATTRIBUTES_TO_SNIPPET,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  HITS_PER_PAGE,
  MIN_WORD_SIZE_FOR_1_TYPO,
  MIN_WORD_SIZE_FOR_2_TYPOS,
  POST_PAGE_RANK,
} from '../constants';
import {IMPLIED_WORDS, PHRASE_SYNONYMS, WORD_FORMS} from '../engine/synonyms';
import {DOMAIN_VOCABULARY} from '../engine/vocabulary';

/**
 * What an Algolia index needs to serve the site's search the way the local index
 * does: the records in the DocSearch crawler's format, and the settings DocSearch
 * indices use. `npm run search:push` sends both.
 */

export interface AlgoliaRecord extends SearchRecord {
  /** Only the record's own level set: DocSearch uses it to show one level per hit. */
  hierarchy_radio: Partial<SearchRecord['hierarchy']>;
  /** 1 for a blog post: ranked after the docs, as the local engine does. */
  weight: SearchRecord['weight'] & {post: number};
}

export function toAlgoliaRecords(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => ({
    ...record,
    // A renamed term's old names in its text, so that Algolia finds it by them as the local terms do.
    content:
      record.was && record.content !== null ? termTitle({content: record.content, was: record.was}) : record.content,
    hierarchy_radio: record.type === 'content' ? {} : {[record.type]: record.hierarchy[record.type]},
    weight: {...record.weight, post: record.weight.pageRank === POST_PAGE_RANK ? 1 : 0},
  }));
}

/**
 * The word forms and phrases of `engine/synonyms.ts` as Algolia synonyms, and the domain vocabulary of
 * `engine/vocabulary.ts` as one-way synonyms, from each reader's word to the site's.
 */
export function algoliaSynonyms(): SynonymHit[] {
  return [
    ...WORD_FORMS.map((group): SynonymHit => ({
      objectID: `group-${group[0]}`,
      type: 'synonym',
      synonyms: [...group],
    })),
    ...DOMAIN_VOCABULARY.flatMap(({reader, site}) =>
      reader.map((word): SynonymHit => ({
        objectID: `vocabulary-${word}-${site[0]}`,
        type: 'oneWaySynonym',
        input: word,
        synonyms: [...site],
      })),
    ),
    ...PHRASE_SYNONYMS.map(([phrase, word]): SynonymHit => ({
      objectID: `phrase-${word}-${phrase}`,
      type: 'synonym',
      synonyms: [phrase, word],
    })),
  ];
}

export const ALGOLIA_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'filterOnly(weight.post)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [...ATTRIBUTES_TO_SNIPPET],
  // The local engine's order: words, typos, docs before posts, then Algolia's textual criteria. A query that names
  // a release lifts posts back through `filters` (see algoliaRules). The local engine also lifts pages whose title
  // holds the query, which the attribute order above approximates here.
  ranking: ['words', 'typo', 'filters', 'asc(weight.post)', 'geo', 'proximity', 'exact', 'attribute', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  optionalWords: [...IMPLIED_WORDS],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: MIN_WORD_SIZE_FOR_1_TYPO,
  minWordSizefor2Typos: MIN_WORD_SIZE_FOR_2_TYPOS,
  ignorePlurals: true,
  // A synonym's match ranks below the reader's own word (as the local engine ranks the vocabulary's).
  alternativesAsExact: ['ignorePlurals'],
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  hitsPerPage: HITS_PER_PAGE,
};

/**
 * Queries that name a release (a year of the release history, alpha, beta, notes…)
 * rank blog posts with the docs, as the local engine does: each rule boosts posts
 * through an optional filter, which the `filters` criterion weighs before the docs'
 * lead. (A post named by its title alone is lifted by the local engine only.)
 */
export function algoliaRules(): Rule[] {
  const years = [...new Set(RELEASES.map((release) => release.date.slice(0, 4)))];
  const words = [...years, ...POST_WORDS, ...POST_WORDS.map((word) => `${word}s`)];
  return words.map((word) => ({
    objectID: `posts-for-${word}`,
    conditions: [{pattern: word, anchoring: 'contains'}],
    consequence: {params: {optionalFilters: ['weight.post:1']}},
    description: `"${word}" asks for release notes or posts`,
  }));
}
