import type {IndexSettings} from 'algoliasearch';
import type {SearchRecord} from './record';

/**
 * What an Algolia index needs to serve the site's search the way the local index
 * does: the records in the DocSearch crawler's format, and the settings DocSearch
 * indices use. `npm run search:push` sends both.
 */

export interface AlgoliaRecord extends SearchRecord {
  /** Only the record's own level set: DocSearch uses it to show one level per hit. */
  hierarchy_radio: Partial<SearchRecord['hierarchy']>;
}

export function toAlgoliaRecords(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => ({
    ...record,
    hierarchy_radio: record.type === 'content' ? {} : {[record.type]: record.hierarchy[record.type]},
  }));
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
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  hitsPerPage: 20,
};
