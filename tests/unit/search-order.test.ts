import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine, search} from '../../src/plugins/search/engine';
import type {Engine} from '../../src/plugins/search/engine';
import {rankedOrder} from '../../src/plugins/search/engine/order';
import type {Ranked} from '../../src/plugins/search/engine/ranking';
import type {SearchRecord} from '../../src/plugins/search/engine/record';
import {ORIGIN, searchRecord} from '../support/searchRecords';

/** A seeded generator, so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What the order must give: every record sorted, then at most `limit` of each URL kept (Algolia's distinct). */
function sortedDistinct(engine: Engine, all: Ranked[], compare: (a: Ranked, b: Ranked) => number, limit: number) {
  const seen = new Map<number, number>();
  return [...all].sort(compare).filter(({id}) => {
    const url = engine.records[id].url;
    seen.set(url, (seen.get(url) ?? 0) + 1);
    return seen.get(url)! <= limit;
  });
}

describe('the order of ranked records', () => {
  it('takes off the heap what sorting everything and keeping each URL`s best would give, call after call', () => {
    const next = random(11);
    const size = 600;
    // Forty URLs, so that `distinct` drops records; keys drawn from few values, so that most pairs tie on the key.
    const engine = {records: Array.from({length: size}, () => ({url: Math.floor(next() * 40)}))} as unknown as Engine;
    const all = Array.from({length: size}, (_, id) => ({id, key: Math.floor(next() * 4)}) as Ranked);
    const compare = (a: Ranked, b: Ranked) => b.key - a.key || (a.id % 7) - (b.id % 7) || a.id - b.id;
    const order = rankedOrder(engine, all, compare);
    for (const limit of [1, 2, 0xffff]) {
      const expected = sortedDistinct(engine, all, compare, limit);
      expect(order.keptCount(limit)).toBe(expected.length);
      expect(order.kept(limit).length).toBe(expected.length);
      // Growing pages, as a reader pages on, and a smaller one again, as the same query asked once more.
      for (const count of [1, 20, 7, 45, 45, 3, 1000]) {
        expect(order.first(count, limit)).toEqual(expected.slice(0, count).map(({id}) => id));
      }
    }
  });

  it('orders records equal in all else the same way whatever the order of the pages in the index', () => {
    // The same line at different places on three pages as deep and as long (so holding the word as much): two side
    // by side in one folder, one in another.
    const filler = (n: number) => Array.from({length: n}, (_, i) => `Filler line ${i}.`);
    const pageOf = (path: string, before: number): SearchRecord[] =>
      [null, ...filler(before), 'Ferries cross the bay.', ...filler(4 - before)].map((content, position) =>
        searchRecord(path, position === 0 ? 'lvl1' : 'content', ['Docs', 'Page'], content, {position}),
      );
    const pages = [pageOf('/s/base/', 4), pageOf('/s/base_long/', 0), pageOf('/t/zz/', 2)];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ].map((permutation) => {
      const engine = loadEngine(
        buildIndex(
          permutation.flatMap((i) => pages[i]),
          ORIGIN,
        ),
      );
      return search(engine, {query: 'ferries'}).hits.map((hit) => new URL(hit.url).pathname);
    });
    // Nearer the page's top first: the rule that decides across folders decides within one too. (Where the shorter
    // name decided within a folder and the place across folders, these three had no order: each came before one
    // and after the other, and which came first depended on the sort.)
    for (const order of orders) expect(order).toEqual(['/s/base_long/', '/t/zz/', '/s/base/']);
    const twoSideBySide = loadEngine(buildIndex([...pages[0], ...pages[1]], ORIGIN));
    expect(new URL(search(twoSideBySide, {query: 'ferries'}).hits[0].url).pathname).toBe('/s/base_long/');
  });
});
