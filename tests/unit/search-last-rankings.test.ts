import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine} from '../../src/plugins/search/engine';
import {RANKINGS_KEPT, rankingFor} from '../../src/plugins/search/engine/lastRanking';
import {parseQuery} from '../../src/plugins/search/engine/query';
import {ORIGIN, searchRecord} from '../support/searchRecords';

const engine = loadEngine(
  buildIndex(
    ['Buildings have heights.', 'Roads have speed limits.', 'Places have categories.'].map((content, position) =>
      searchRecord('/guide/', position === 0 ? 'lvl1' : 'content', ['Docs', 'Guide'], content, {position}),
    ),
    ORIGIN,
  ),
);
const ranking = (query: string) => rankingFor(engine, parseQuery(query, false), undefined, () => true);

describe('the rankings an engine keeps', () => {
  it('answers a query asked again within the last few from the ranking it made, as a backspace asks', () => {
    const typed = ['buildings heig', 'buildings heigt', 'buildings heigh', 'buildings height'];
    expect(typed.length).toBeLessThanOrEqual(RANKINGS_KEPT);
    const first = typed.map(ranking);
    // Backspace: each earlier query again, newest first.
    for (const [i, query] of [...typed.entries()].reverse()) expect(ranking(query)).toBe(first[i]);
  });

  it('keeps no more than its few: an older query is ranked anew, and the same', () => {
    const old = ranking('roads');
    for (let i = 0; i < RANKINGS_KEPT; i++) ranking(`places ${'x'.repeat(i)}`);
    const again = ranking('roads');
    expect(again).not.toBe(old);
    expect(again.order.first(10, 1)).toEqual(old.order.first(10, 1));
  });
});
