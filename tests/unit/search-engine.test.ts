import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine, search, type SearchIndexFile} from '../../src/plugins/search/engine';
import type {SearchRecord} from '../../src/plugins/search/engine/record';
import {ORIGIN, searchRecord} from '../support/searchRecords';

const record = searchRecord;

const RECORDS: SearchRecord[] = [
  record('/guides/buildings/', 'lvl1', ['Docs', 'Buildings']),
  record('/guides/buildings/', 'lvl2', ['Docs', 'Buildings', 'Heights'], null, {anchor: 'heights', position: 1}),
  record('/guides/buildings/', 'content', ['Docs', 'Buildings', 'Heights'], 'Most buildings have a height in metres.', {
    anchor: 'heights',
    position: 2,
  }),
  record('/guides/places/', 'lvl1', ['Docs', 'Places']),
  record('/guides/places/', 'content', ['Docs', 'Places'], 'Places near buildings use <b>categories</b> & brands.', {
    position: 1,
  }),
  record('/blog/2024/buildings/', 'lvl1', ['Blog', 'Buildings news'], null, {tag: 'default', pageRank: 0}),
  record('/fr/guides/', 'lvl1', ['Docs', 'Bâtiments'], null, {tag: 'docs-default-current'}),
];
RECORDS[6].language = 'fr';

describe('the index file', () => {
  it('stores what a page shares once, and gives every record back with its place on the page', () => {
    const file = buildIndex(RECORDS, ORIGIN);
    expect(file.meta.pages.map(([url]) => file.meta.strings[url])).toEqual([
      '/guides/buildings/',
      '/guides/places/',
      '/blog/2024/buildings/',
      '/fr/guides/',
    ]);
    const loaded = loadEngine(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
    expect(loaded.records.map((r) => [r.path, r.position, r.language, r.tag, r.pageRank])).toEqual(
      RECORDS.map((r) => [
        new URL(r.url_without_anchor).pathname,
        r.weight.position,
        r.language,
        r.docusaurus_tag,
        r.weight.pageRank,
      ]),
    );
  });

  it('writes a run of paragraphs at one place as a number, and opens it to the same records', () => {
    const heading = ['Docs', 'Buildings', 'Heights'];
    const paragraph = (text: string, position: number, anchor = 'heights') =>
      record('/guides/buildings/', 'content', heading, text, {anchor, position});
    const records = [
      record('/guides/buildings/', 'lvl2', heading, null, {anchor: 'heights', position: 0}),
      paragraph('Heights are in metres.', 1),
      paragraph('Some have floors too.', 2),
      paragraph('Roofs have shapes.', 3),
      // Another anchor is another place: written out, then a run of its own.
      paragraph('Parts are listed apart.', 4, 'parts'),
      paragraph('Each part has a height.', 5, 'parts'),
    ];
    const file = buildIndex(records, ORIGIN);
    const stored = file.meta.pages[0][4];
    expect(stored.map((entry) => (typeof entry === 'number' ? entry : 'record'))).toEqual(['record', 3, 'record', 1]);
    const loaded = loadEngine(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
    expect(loaded.records.map((r) => [r.type, r.anchor, r.position, r.hierarchy.lvl2, r.parent, r.end])).toEqual([
      ['lvl2', 'heights', 0, 'Heights', -1, 6],
      ['content', 'heights', 1, 'Heights', 0, 2],
      ['content', 'heights', 2, 'Heights', 0, 3],
      ['content', 'heights', 3, 'Heights', 0, 4],
      ['content', 'parts', 4, 'Heights', 0, 5],
      ['content', 'parts', 5, 'Heights', 0, 6],
    ]);
    expect(new Set(loaded.records.map((r) => r.url)).size).toBe(2);
  });

  it('refuses records of one page that disagree on what a page shares, or that come out of order', () => {
    const ranked = {...RECORDS[1], weight: {...RECORDS[1].weight, pageRank: 3}};
    expect(() => buildIndex([RECORDS[0], ranked], ORIGIN)).toThrow(/disagree on language, tag or page rank/);
    expect(() => buildIndex([RECORDS[1]], ORIGIN)).toThrow(/out of order: position 1/);
  });
});

function engine() {
  // Through JSON, as the browser receives it.
  const file = JSON.parse(JSON.stringify(buildIndex(RECORDS, ORIGIN))) as SearchIndexFile;
  return loadEngine(file);
}

const titles = (result: ReturnType<typeof search>) =>
  result.hits.map((hit) => [hit.hierarchy.lvl1, hit.type, hit.anchor]);

describe('the local search engine', () => {
  const local = engine();

  it('ranks title matches above section and text matches, docs above blog posts', () => {
    const result = search(local, {query: 'buildings', distinct: false});
    expect(titles(result).slice(0, 2)).toEqual([
      ['Buildings', 'lvl1', null],
      ['Buildings', 'lvl2', 'heights'],
    ]);
    const blog = result.hits.findIndex((hit) => hit.url.includes('/blog/'));
    const docs = result.hits.findIndex((hit) => hit.url.endsWith('/guides/buildings/'));
    expect(docs).toBeLessThan(blog);
  });

  it('ranks again when the parts at hand change, not only when the query does', () => {
    const fresh = engine();
    const heights = (): number => search(fresh, {query: 'height'}).nbHits;
    const found = heights();
    expect(found).toBeGreaterThan(0);
    // A shard not yet come: the same query, asked again, finds nothing from it.
    const shard = fresh.shards.get('he')!;
    fresh.shards.delete('he');
    expect(heights()).toBe(0);
    fresh.shards.set('he', shard);
    expect(heights()).toBe(found);
    expect(search(fresh, {query: 'height'}).hits).toEqual(search(local, {query: 'height'}).hits);
  });

  it('keeps the best record per URL by default', () => {
    const result = search(local, {query: 'height'});
    expect(result.hits.map((hit) => hit.url)).toEqual([`${ORIGIN}/guides/buildings/#heights`]);
    expect(result.hits[0].type).toBe('lvl2');
  });

  it('forgives typos, matches plurals and completes the last word', () => {
    expect(search(local, {query: 'biuldings'}).nbHits).toBeGreaterThan(0);
    expect(search(local, {query: 'categories'}).hits[0].url).toBe(`${ORIGIN}/guides/places/`);
    expect(search(local, {query: 'categ'}).hits[0].url).toBe(`${ORIGIN}/guides/places/`);
  });

  it('requires every word, falling back to any word when none has them all', () => {
    expect(search(local, {query: 'buildings heights'}).hits[0].anchor).toBe('heights');
    const loose = search(local, {query: 'places zeppelin'});
    expect(loose.hits[0].url).toBe(`${ORIGIN}/guides/places/`);
  });

  it('applies facet filters: AND across, OR within a list, minus negates', () => {
    const onlyEnglish = search(local, {query: 'b', facetFilters: ['language:en']});
    expect(onlyEnglish.hits.every((hit) => hit.language === 'en')).toBe(true);
    const docsOrBlog = search(local, {
      query: 'buildings',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(new Set(docsOrBlog.hits.map((hit) => hit.docusaurus_tag))).toEqual(
      new Set(['default', 'docs-default-current']),
    );
    const notBlog = search(local, {query: 'buildings', facetFilters: ['-docusaurus_tag:default']});
    expect(notBlog.hits.some((hit) => hit.docusaurus_tag === 'default')).toBe(false);
  });

  it('counts facets over all hits, not just the page', () => {
    const result = search(local, {query: 'buildings', facets: ['docusaurus_tag', 'language'], hitsPerPage: 1});
    expect(result.hits).toHaveLength(1);
    expect(result.facets?.docusaurus_tag).toEqual({'docs-default-current': result.nbHits - 1, default: 1});
  });

  it('pages through results with hitsPerPage and page', () => {
    const all = search(local, {query: 'buildings', distinct: false, hitsPerPage: 100});
    const second = search(local, {query: 'buildings', distinct: false, hitsPerPage: 2, page: 1});
    expect(second).toMatchObject({page: 1, hitsPerPage: 2, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 2)});
    expect(second.hits.map((hit) => hit.objectID)).toEqual(all.hits.slice(2, 4).map((hit) => hit.objectID));
    expect(search(local, {query: 'buildings', hitsPerPage: 2, page: 99}).hits).toEqual([]);
  });

  it('returns highlight and snippet results for every level that has text, escaped', () => {
    const [hit] = search(local, {
      query: 'categories',
      attributesToSnippet: ['hierarchy.lvl1:10', 'content:4'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    }).hits;
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(hit._highlightResult.content?.value).toBe(
      'Places near buildings use &lt;b&gt;<mark>categories</mark>&lt;/b&gt; &amp; brands.',
    );
    // The window counts words, and the `b` of the escaped tag is one.
    expect(hit._snippetResult.content?.value).toBe('…b&gt;<mark>categories</mark>&lt;/b&gt; &amp; brands.');
    expect(hit._snippetResult.hierarchy.lvl1).toEqual({value: 'Places', matchLevel: 'none'});
  });

  it('uses the index defaults when a request gives no tags or snippet length', () => {
    const [hit] = search(local, {query: 'metres'}).hits;
    expect(hit._snippetResult.content?.value).toContain(
      '<span class="algolia-docsearch-suggestion--highlight">metres</span>',
    );
    expect(hit.url).toBe(`${ORIGIN}/guides/buildings/#heights`);
  });

  it('excludes words with a minus in advanced syntax', () => {
    const withBlog = search(local, {query: 'buildings', distinct: false});
    const withoutNews = search(local, {query: 'buildings -news', advancedSyntax: true, distinct: false});
    expect(withoutNews.nbHits).toBe(withBlog.nbHits - 1);
  });

  it('survives empty, long and unicode queries', () => {
    // An empty query lists every record, one per URL (five URLs here).
    expect(search(local, {query: ''}).nbHits).toBe(5);
    expect(search(local, {query: 'x'.repeat(10_000)}).nbHits).toBe(0);
    expect(search(local, {query: 'bâtiments'}).hits[0]?.hierarchy.lvl1).toBe('Bâtiments');
    expect(search(local, {query: '<script>alert(1)</script>'}).query).toBe('<script>alert(1)</script>');
  });

  it('finds a field by its name even when part of the name is a stop word', () => {
    const fields = loadEngine(
      JSON.parse(
        JSON.stringify(
          buildIndex(
            [
              record('/reference/building_part/', 'lvl1', ['Docs', 'building_part']),
              record('/reference/building/', 'lvl1', ['Docs', 'building']),
              record('/reference/building/', 'lvl3', ['Docs', 'building', 'Fields', 'has_parts'], null, {
                anchor: 'has_parts',
                position: 1,
              }),
            ],
            ORIGIN,
          ),
        ),
      ) as SearchIndexFile,
    );
    expect(search(fields, {query: 'has_parts'}).hits.map((hit) => hit.anchor)).toEqual(['has_parts']);
    // Typed as two words, `has` is a stop word and `parts` finds both pages.
    expect(search(fields, {query: 'has parts'}).nbHits).toBe(2);
  });
});
