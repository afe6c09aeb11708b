import {describe, expect, it} from 'vitest';
import {buildIndex, buildTerms, loadEngine, loadTerms, search} from '../../src/plugins/search/engine';
import type {SearchIndexFile, SearchTermsFile} from '../../src/plugins/search/engine';
import {toAlgoliaRecords} from '../../src/plugins/search/indexing/algoliaIndex';
import {crawlPage} from '../../src/plugins/search/indexing/crawl';
import {CRAWL_POLICY} from '../../src/plugins/search/indexing/crawlBuild';

const ORIGIN = 'https://docs.example.org';
const URL = `${ORIGIN}/schema/concepts/by-theme/places/`;

/** A page shaped like the places concept page: a heading, a paragraph, a tree of codes with a code-less group. */
const PAGE = `<!doctype html><html><head><meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<aside><a class="menu__link menu__link--sublist menu__link--active" href="/schema/">Schema</a></aside>
<main><article><header><h1>Places</h1></header><p>Points of interest.</p>
<h2 id="category-taxonomy">Category taxonomy</h2>
<ul class="taxonomy-tree">
  <li id="category-eat_and_drink" data-search-term="eat_and_drink"><details><summary>eat_and_drink</summary><ul>
    <li id="category-restaurant" data-search-term="restaurant"><details><summary>restaurant</summary><ul>
      <li id="category-pizza_restaurant" data-search-term="pizza_restaurant">Pizza restaurant</li>
    </ul></details></li></ul></details></li>
  <li id="category-active_life" data-search-term="active_life"><details><summary>active_life</summary><ul>
    <li data-group="diving_instruction"><details><summary>Diving instruction</summary><ul>
      <li id="category-scuba_diving_instruction" data-search-term="scuba_diving_instruction">Scuba</li>
    </ul></details></li></ul></details></li>
</ul>
<h2 id="after">After the tree</h2><p>Pizza is not a word of the tree's records.</p>
</article></main></body></html>`;

/** The same page with two renamed categories, one an old code that starts like its new one. */
const RENAMED_PAGE = PAGE.replace(
  '<li id="category-pizza_restaurant"',
  '<li id="category-cajun_and_creole_restaurant" data-search-term="cajun_and_creole_restaurant" ' +
    'data-search-was="cajun_creole_restaurant">Cajun</li>' +
    '<li id="category-poke_restaurant" data-search-term="poke_restaurant" data-search-was="poke">Poke</li>' +
    '<li id="category-pizza_restaurant"',
);

function crawled(page = PAGE) {
  return crawlPage(page, URL, CRAWL_POLICY)!;
}

function engine(withTerms = true, records = crawled()) {
  const index = JSON.parse(
    JSON.stringify(
      buildIndex(
        records.filter((r) => !r.term),
        ORIGIN,
      ),
    ),
  ) as SearchIndexFile;
  const terms = JSON.parse(JSON.stringify(buildTerms(records, ORIGIN))) as SearchTermsFile;
  return {...loadEngine(index), terms: withTerms ? loadTerms(terms) : undefined};
}

describe('exact terms', () => {
  it('are crawled from data-search-term elements, after the page records, with their chain of terms', () => {
    const records = crawled();
    const terms = records.filter((r) => r.term);
    expect(terms.map((r) => [r.term, r.type, r.anchor, r.content, r.hierarchy.lvl2])).toEqual([
      ['eat_and_drink', 'lvl3', 'category-eat_and_drink', 'eat_and_drink', 'Category taxonomy'],
      ['restaurant', 'lvl3', 'category-restaurant', 'eat_and_drink › restaurant', 'Category taxonomy'],
      [
        'pizza_restaurant',
        'lvl3',
        'category-pizza_restaurant',
        'eat_and_drink › restaurant › pizza_restaurant',
        'Category taxonomy',
      ],
      ['active_life', 'lvl3', 'category-active_life', 'active_life', 'Category taxonomy'],
      [
        'scuba_diving_instruction',
        'lvl3',
        'category-scuba_diving_instruction',
        'active_life › scuba_diving_instruction',
        'Category taxonomy',
      ],
    ]);
    // The page's own records keep positions 0…n-1, so the index is the same with or without terms.
    const own = records.filter((r) => !r.term);
    expect(own.map((r) => r.weight.position)).toEqual(own.map((_, i) => i));
    expect(records.indexOf(terms[0])).toBe(own.length);
    // The tree's text is no record of the word index.
    expect(own.some((r) => r.content?.includes('Scuba'))).toBe(false);
  });

  it('survive the file: each answer with its page, anchor, hierarchy and chain', () => {
    const {byKey} = engine().terms!;
    expect(byKey.get('pizza_restaurant')).toEqual({
      term: 'pizza_restaurant',
      type: 'lvl3',
      path: '/schema/concepts/by-theme/places/',
      anchor: 'category-pizza_restaurant',
      hierarchy: {
        lvl0: 'Schema',
        lvl1: 'Places',
        lvl2: 'Category taxonomy',
        lvl3: 'pizza_restaurant',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'eat_and_drink › restaurant › pizza_restaurant',
      language: 'en',
      tag: 'docs-default-current',
    });
    expect(byKey.size).toBe(5);
  });

  it('refuse a term that comes before its parent', () => {
    const records = crawled().filter((r) => r.term !== 'restaurant');
    expect(() => buildTerms(records, ORIGIN)).toThrow(/pizza_restaurant .* before its parent restaurant/);
  });

  it('answer a query that is a code first, typed with spaces, hyphens or capitals too', () => {
    for (const query of ['pizza_restaurant', 'Pizza restaurant', ' pizza-restaurant ']) {
      const result = search(engine(), {query});
      expect(result.hits[0].url, query).toBe(`${URL}#category-pizza_restaurant`);
      expect(result.hits[0].hierarchy.lvl3).toBe('pizza_restaurant');
      expect(result.hits[0].content).toBe('eat_and_drink › restaurant › pizza_restaurant');
    }
    const result = search(engine(), {query: 'pizza_restaurant'});
    expect(result.nbHits).toBe(result.hits.length);
  });

  it('answer the start of a code once it holds an underscore, shortest first', () => {
    expect(search(engine(), {query: 'scuba_div'}).hits[0].anchor).toBe('category-scuba_diving_instruction');
    expect(search(engine(), {query: 'eat_'}).hits[0].anchor).toBe('category-eat_and_drink');
    // A plain word is no code's start: "rest" finds pages, not restaurant's entry.
    expect(search(engine(), {query: 'rest'}).hits.map((hit) => hit.anchor)).not.toContain('category-restaurant');
  });

  it('are not found without their file, and obey the facet filters', () => {
    expect(search(engine(false), {query: 'pizza_restaurant'}).hits.map((hit) => hit.anchor)).not.toContain(
      'category-pizza_restaurant',
    );
    const filtered = search(engine(), {query: 'pizza_restaurant', facetFilters: [['docusaurus_tag:default']]});
    expect(filtered.hits).toEqual([]);
  });

  it('page with the other hits: the answer takes the first place of page 0 only', () => {
    const first = search(engine(), {query: 'Pizza restaurant', hitsPerPage: 1});
    const second = search(engine(), {query: 'Pizza restaurant', hitsPerPage: 1, page: 1});
    expect(first.hits[0].anchor).toBe('category-pizza_restaurant');
    expect(second.hits[0]?.anchor).not.toBe('category-pizza_restaurant');
    expect(first.nbHits).toBe(second.nbHits);
    expect(first.nbPages).toBe(first.nbHits);
  });
});

describe('exact terms with former names', () => {
  const records = crawled(RENAMED_PAGE);
  const renamed = () => engine(true, records);

  it('are crawled from data-search-was, space-separated', () => {
    expect(records.find((r) => r.term === 'poke_restaurant')?.was).toEqual(['poke']);
    expect(records.find((r) => r.term === 'pizza_restaurant')).not.toHaveProperty('was');
    const spaced = crawled(RENAMED_PAGE.replace('data-search-was="poke"', 'data-search-was=" poke  poké "'));
    expect(spaced.find((r) => r.term === 'poke_restaurant')?.was).toEqual(['poke', 'poké']);
  });

  it('are stored after an empty anchor, and survive the file', () => {
    const [group] = buildTerms(records, ORIGIN).groups;
    expect(group[6]).toContain('\n2\tpoke_restaurant\t\tpoke\n');
    expect(group[6]).toContain('\n2\tpizza_restaurant\n');
    const {byKey} = renamed().terms!;
    expect(byKey.get('poke')).toBe(byKey.get('poke_restaurant'));
    expect(byKey.get('poke')).toMatchObject({
      term: 'poke_restaurant',
      anchor: 'category-poke_restaurant',
      was: ['poke'],
    });
    expect(byKey.get('pizza_restaurant')).not.toHaveProperty('was');
  });

  it('answer a query of an old code with the entry of the new one, saying what it was', () => {
    for (const query of ['poke', 'Poke', 'cajun creole restaurant']) {
      const [first] = search(renamed(), {query}).hits;
      expect(first.url, query).toMatch(/#category-(poke|cajun_and_creole)_restaurant$/);
    }
    const [first] = search(renamed(), {query: 'poke'}).hits;
    expect(first.content).toBe('eat_and_drink › restaurant › poke_restaurant, was poke');
    expect(first.hierarchy.lvl3).toBe('poke_restaurant');
    // Shown whole where the modal cuts text to ten words: the old code is what the reader typed.
    const snippet = search(renamed(), {
      query: 'cajun_creole_restaurant',
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits[0]._snippetResult.content?.value;
    expect(snippet?.replace(/<\/?mark>/g, '')).toBe(
      'eat_and_drink › restaurant › cajun_and_creole_restaurant, was cajun_creole_restaurant',
    );
    // The new code's hit says it too.
    expect(search(renamed(), {query: 'poke_restaurant'}).hits[0].content).toBe(
      'eat_and_drink › restaurant › poke_restaurant, was poke',
    );
  });

  it('answer the start of an old code, and a renamed term once when its old and new codes both start so', () => {
    expect(search(renamed(), {query: 'cajun_cr'}).hits[0].anchor).toBe('category-cajun_and_creole_restaurant');
    const anchors = search(renamed(), {query: 'cajun_'}).hits.map((hit) => hit.anchor);
    expect(anchors.filter((anchor) => anchor === 'category-cajun_and_creole_restaurant')).toHaveLength(1);
  });

  it('leave a current term answering for itself when it is another term’s former name', () => {
    const taken = records.map((r) => (r.term === 'poke_restaurant' ? {...r, was: ['pizza_restaurant']} : r));
    expect(engine(true, taken).terms!.byKey.get('pizza_restaurant')?.term).toBe('pizza_restaurant');
  });

  it('refuse a former name that is empty or holds a space', () => {
    const bad = records.map((r) => (r.term === 'poke_restaurant' ? {...r, was: ['po ke']} : r));
    expect(() => buildTerms(bad, ORIGIN)).toThrow(/poke_restaurant has a former name that is empty or holds a space/);
  });

  it('reach an Algolia index with the old codes in their text', () => {
    const record = toAlgoliaRecords(records).find((r) => r.term === 'poke_restaurant');
    expect(record?.content).toBe('eat_and_drink › restaurant › poke_restaurant, was poke');
  });
});
