import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildIndex, buildTerms} from '../../src/plugins/search/engine';
import {LEVEL_WEIGHT} from '../../src/plugins/search/engine/record';
import {indexPart, storedMeta} from '../support/searchIndexParts';
import {INDEX_META_NAME} from '../../src/plugins/search/constants';

const FILE = buildIndex(
  [
    {
      objectID: '/a/:0',
      type: 'lvl1',
      url: 'https://docs.example.org/a/',
      url_without_anchor: 'https://docs.example.org/a/',
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Docs', lvl1: 'Addresses', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: {pageRank: 10, level: LEVEL_WEIGHT.lvl1, position: 0},
    },
  ],
  'https://docs.example.org',
);

/** The index's files by address, as the build serves them: the meta file `index.json`, its parts in their folder. */
function indexFile(url: string): Response {
  const parts = `/assets/search/${FILE.meta.parts}/`;
  const name = url.startsWith(parts) ? url.slice(parts.length) : null;
  const body = url === '/assets/search/index.json' ? storedMeta(FILE) : name === null ? null : indexPart(FILE, name);
  return body === null ? new Response('gone', {status: 404}) : new Response(JSON.stringify(body));
}

/** A page whose meta tags name the index and, if given, the exact terms. */
function stubPage(indexUrl: string | null, termsUrl: string | null = null): void {
  vi.stubGlobal('document', {
    querySelector: (selector: string) => {
      const url = selector.includes('search-terms') ? termsUrl : indexUrl;
      return url === null ? null : {getAttribute: () => url};
    },
  });
}

const client = async () => (await import('../../src/plugins/search/client/liteClient')).liteClient('app', 'key');

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local lite client', () => {
  it('answers multi-query requests in order, flat or with params as object or query string, as v4 or v5 send them', async () => {
    stubPage('/assets/search/index.json');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => indexFile(url)),
    );
    const requests = [
      {indexName: 'overturemaps', query: 'addresses', hitsPerPage: 5},
      {indexName: 'overturemaps', params: {query: 'nothing-here'}},
      {indexName: 'overturemaps', params: 'query=addr&hitsPerPage=1&facetFilters=%5B%22language%3Aen%22%5D'},
    ];
    const local = await client();
    for (const {results} of [await local.search({requests}), await local.search(requests)]) {
      expect(results.map((r) => [r.nbHits, r.hitsPerPage, r.index])).toEqual([
        [1, 5, 'overturemaps'],
        [0, 20, 'overturemaps'],
        [1, 1, 'overturemaps'],
      ]);
      expect(results[0].hits[0].url).toBe('https://docs.example.org/a/');
    }
  });

  it('answers exact terms once their file is in, and searches without them when it fails', async () => {
    const term = {
      objectID: '/a/:1',
      type: 'lvl2' as const,
      url: 'https://docs.example.org/a/#category-cafe',
      url_without_anchor: 'https://docs.example.org/a/',
      anchor: 'category-cafe',
      content: 'cafe',
      hierarchy: {lvl0: 'Docs', lvl1: 'Addresses', lvl2: 'cafe', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: {pageRank: 10, level: LEVEL_WEIGHT.lvl2, position: 1},
      term: 'cafe',
    };
    const terms = buildTerms([term], 'https://docs.example.org');
    for (const [termsAnswer, expected] of [
      [new Response(JSON.stringify(terms)), ['https://docs.example.org/a/#category-cafe']],
      [new Response('gone', {status: 404}), []],
      [new Response(JSON.stringify(FILE.meta)), []],
    ] as const) {
      vi.resetModules();
      stubPage('/assets/search/index.json', '/assets/search/terms.json');
      vi.stubGlobal('console', {...console, warn: vi.fn()});
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => (url.includes('terms') ? termsAnswer.clone() : indexFile(url))),
      );
      const [result] = (await (await client()).search({requests: [{indexName: 'x', query: 'cafe'}]})).results;
      expect(result.hits.map((hit) => hit.url)).toEqual(expected);
    }
  });

  it("fails as Algolia's client does when no host answers (RetryError) without the index, and tries again on the next search", async () => {
    stubPage('/assets/search/index.json');
    const fetchMock = vi.fn(async (_url: string) => new Response('gone', {status: 404}));
    vi.stubGlobal('fetch', fetchMock);
    const local = await client();
    await expect(local.search({requests: [{query: 'a'}]})).rejects.toMatchObject({name: 'RetryError'});
    await expect(local.search({requests: [{query: 'a'}]})).rejects.toMatchObject({name: 'RetryError'});
    // The meta file, once per search: a failed load is not kept.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/assets/search/index.json')).toHaveLength(2);
  });

  it('fails with RetryError without fetching when the page has no index (development)', async () => {
    stubPage('__SEARCH_INDEX_URL__');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect((await client()).search({requests: [{query: 'a'}]})).rejects.toMatchObject({name: 'RetryError'});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the early start's search, made once the index is open with the words typed while it loaded", () => {
  /** A page whose head names only the index's meta file, with `typed` held for the modal's box; and a count of searches. */
  async function earlyStart(typed: string) {
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector.includes(INDEX_META_NAME) ? {getAttribute: () => '/assets/search/index.json'} : null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => indexFile(url)),
    );
    vi.doMock('../../src/plugins/search/client/typeAhead', () => ({
      onHeldText: (listener: (text: string) => void) => listener(typed),
    }));
    const searches = vi.spyOn(await import('../../src/plugins/search/client/engineCode'), 'searchAsync');
    const lite = await import('../../src/plugins/search/client/liteClient');
    return {lite, searches};
  }

  afterEach(() => {
    vi.doUnmock('../../src/plugins/search/client/typeAhead');
    vi.restoreAllMocks();
  });

  it('runs when no search of the modal has come, to fetch what its words need', async () => {
    const {lite, searches} = await earlyStart('addresses');
    await lite.startEarly();
    expect(searches.mock.calls.map(([, params]) => params.query)).toEqual(['addresses']);
  });

  it("is left out where the modal's own search already waits for the engine: the words are ranked once", async () => {
    const {lite, searches} = await earlyStart('addresses');
    const early = lite.startEarly();
    const {results} = await lite.liteClient('app', 'key').search({requests: [{query: 'addresses'}]});
    await early;
    expect(results[0].nbHits).toBe(1);
    expect(searches).toHaveBeenCalledTimes(1);
  });
});
