import type {Engine} from './loadIndex';
import type {Ranked} from './ranking';

/**
 * The records that answer a query, put in order only as far as the hits asked for need: a page of hits is the
 * first twenty or so of thousands for a broad prefix ("co": 3,310 records, most of them equal in the packed sort
 * key), and sorting them all, then keeping one per URL (Algolia's `distinct`), took about a quarter of the engine's
 * time for such a query (a CPU profile of "co" and "re" in Node). The records go into a binary heap (about two comparisons a record to build), and the
 * best is taken off it as often as the hits need; what was taken stays in order, for the next page or the same
 * query asked again (lastRanking.ts). How many records `distinct` keeps does not depend on the order, so it is
 * counted without one.
 */
export interface RankedOrder {
  /** The ids of the best `count` records, keeping at most `limit` of each URL (Infinity: all of them), best first. */
  first(count: number, limit: number): readonly number[];
  /** How many records `distinct` with this limit keeps. */
  keptCount(limit: number): number;
  /** The ids of the records `distinct` with this limit keeps, in no order: for counts by page (facets). */
  kept(limit: number): readonly number[];
}

/** Records taken off the heap for one limit of `distinct`: how many of each URL, and those kept, in order. */
interface Kept {
  counts: Uint16Array;
  records: Ranked[];
  /** How far into the taken records this limit has read. */
  read: number;
}

/** Limits of `distinct` from this one on keep every record (a URL's count is kept in 16 bits). */
const MAX_LIMIT = 0xffff;

export function rankedOrder(engine: Engine, all: Ranked[], compare: (a: Ranked, b: Ranked) => number): RankedOrder {
  const heap = all.slice();
  const taken: Ranked[] = [];
  const below = (i: number, j: number): boolean => compare(heap[i], heap[j]) < 0;
  const siftDown = (from: number): void => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && below(left + 1, left) ? left + 1 : left;
      if (!below(child, i)) return;
      [heap[i], heap[child]] = [heap[child], heap[i]];
      i = child;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
  const take = (): Ranked | undefined => {
    if (heap.length === 0) return undefined;
    const best = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      siftDown(0);
    }
    taken.push(best);
    return best;
  };
  const byLimit = new Map<number, Kept>();
  // URLs are numbered below the count of records (EngineRecord.url); a limit beyond a count's range is no limit.
  const perUrl = (): Uint16Array => new Uint16Array(engine.records.length);
  const ids = all.map(({id}) => id);
  return {
    first(count, limit) {
      if (limit >= MAX_LIMIT) {
        while (taken.length < count && take());
        return taken.slice(0, count).map(({id}) => id);
      }
      let kept = byLimit.get(limit);
      if (!kept) byLimit.set(limit, (kept = {counts: perUrl(), records: [], read: 0}));
      while (kept.records.length < count) {
        const next = kept.read < taken.length ? taken[kept.read] : take();
        if (!next) break;
        kept.read++;
        const {url} = engine.records[next.id];
        if (kept.counts[url] < limit) {
          kept.counts[url]++;
          kept.records.push(next);
        }
      }
      return kept.records.slice(0, count).map(({id}) => id);
    },
    keptCount(limit) {
      return this.kept(limit).length;
    },
    kept(limit) {
      if (limit >= MAX_LIMIT) return ids;
      const counts = perUrl();
      return ids.filter((id) => {
        const {url} = engine.records[id];
        if (counts[url] >= limit) return false;
        counts[url]++;
        return true;
      });
    },
  };
}
