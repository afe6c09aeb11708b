import {describe, expect, it} from 'vitest';
import {ALGOLIA_SETTINGS, algoliaRules, toAlgoliaRecords} from '../../src/plugins/search/indexing/algoliaIndex';
import {POST_WORDS} from '../../src/plugins/search/engine/intent';
import {RELEASES} from '../../src/data/releases';
import {LEVEL_WEIGHT, type SearchRecord} from '../../src/plugins/search/engine/record';

const base: Omit<SearchRecord, 'type' | 'objectID' | 'content' | 'anchor' | 'url'> = {
  url_without_anchor: 'https://docs.example.org/guides/buildings/',
  hierarchy: {lvl0: 'Data Guides', lvl1: 'Buildings', lvl2: 'Heights', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: {pageRank: 10, level: 0, position: 0},
};

describe('records for an Algolia index', () => {
  it('keep the DocSearch crawler format and add the radio hierarchy of the record own level', () => {
    const [heading, text] = toAlgoliaRecords([
      {
        ...base,
        type: 'lvl2',
        objectID: 'a',
        content: null,
        anchor: 'heights',
        url: `${base.url_without_anchor}#heights`,
        weight: {pageRank: 10, level: LEVEL_WEIGHT.lvl2, position: 1},
      },
      {
        ...base,
        type: 'content',
        objectID: 'b',
        content: 'Most buildings have a height.',
        anchor: 'heights',
        url: `${base.url_without_anchor}#heights`,
      },
    ]);
    expect(heading).toMatchObject({
      objectID: 'a',
      type: 'lvl2',
      url: 'https://docs.example.org/guides/buildings/#heights',
      hierarchy: base.hierarchy,
      hierarchy_radio: {lvl2: 'Heights'},
      weight: {pageRank: 10, level: 80, position: 1},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(text.hierarchy_radio).toEqual({});
    expect(text.content).toBe('Most buildings have a height.');
  });

  it('come with the settings the local engine mirrors', () => {
    expect(ALGOLIA_SETTINGS).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag']),
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      ignorePlurals: true,
      distinct: true,
    });
    expect(ALGOLIA_SETTINGS.searchableAttributes?.at(-1)).toBe('content');
  });

  it('rank blog posts after the docs, unless a rule sees a release named in the query', () => {
    const {ranking = [], attributesForFaceting = []} = ALGOLIA_SETTINGS;
    expect(ranking.indexOf('filters')).toBeLessThan(ranking.indexOf('asc(weight.post)'));
    expect(ranking.indexOf('asc(weight.post)')).toBeLessThan(ranking.indexOf('proximity'));
    expect(attributesForFaceting).toContain('filterOnly(weight.post)');
    const [post] = toAlgoliaRecords([
      {
        ...base,
        type: 'lvl1',
        objectID: 'p',
        content: null,
        anchor: null,
        url: 'x',
        weight: {pageRank: 0, level: 90, position: 0},
      },
    ]);
    expect(post.weight.post).toBe(1);

    const rules = algoliaRules();
    const patterns = rules.flatMap((rule) => rule.conditions?.map((condition) => condition.pattern) ?? []);
    for (const year of new Set(RELEASES.map((release) => release.date.slice(0, 4)))) expect(patterns).toContain(year);
    for (const word of POST_WORDS) expect(patterns).toContain(word);
    for (const rule of rules) expect(rule.consequence.params?.optionalFilters).toEqual(['weight.post:1']);
    expect(new Set(rules.map((rule) => rule.objectID)).size).toBe(rules.length);
  });
});
