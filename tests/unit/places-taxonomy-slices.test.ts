import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {readInSlices} from '../../src/plugins/places-taxonomy/theme/PlacesTaxonomy/readInSlices';
import type {TreeIndex, TreeReader} from '../../src/plugins/places-taxonomy/theme/PlacesTaxonomy/treeDom';

/** The clock the reading sees: each slice read moves it on, as reading takes time. */
let clock = 0;

/** A tree of `total` entries whose every slice takes `msPerSlice`; records the slices read, by task. */
function fakeTree(total: number, msPerSlice: number) {
  const index: TreeIndex = {entries: [], names: [], renamed: [], below: []};
  const tasks: number[][] = [];
  let read = 0;
  let task = -1;
  const record = (count: number): void => {
    // A new task when the clock was last moved by a timer, not by a read.
    if (task !== clockTask) tasks.push([]);
    task = clockTask;
    tasks.at(-1)!.push(count);
  };
  const reader: TreeReader = {
    read: (count) => {
      record(Math.min(count, total - read));
      read = Math.min(total, read + count);
      clock += msPerSlice;
      return read === total ? index : null;
    },
    readAll: () => {
      record(total - read);
      read = total;
      return index;
    },
  };
  return {reader, index, tasks};
}

/** Counts the timer tasks run, so the fake tree can tell one task from the next. */
let clockTask = 0;

beforeEach(() => {
  clock = 0;
  clockTask = 0;
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((work: () => void, delay?: number) =>
    realSetTimeout(() => {
      clockTask += 1;
      work();
    }, delay)) as typeof setTimeout);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the places taxonomy reads its tree in slices', () => {
  it('reads nothing as the page hydrates, then in later tasks of at most 8 ms of slices each, until done', () => {
    const {reader, tasks} = fakeTree(2_100, 3);
    const then = vi.fn();
    const sliced = readInSlices(reader);
    expect(tasks).toEqual([]);
    vi.runAllTimers();
    // 3 ms a slice: a third slice starts at 6 ms, within the budget; a fourth would start at 9.
    expect(tasks.length).toBeGreaterThan(1);
    for (const slices of tasks) expect(slices.length).toBeLessThanOrEqual(3);
    expect(tasks.flat().reduce((sum, count) => sum + count, 0)).toBe(2_100);
    sliced.soon(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs the last filter that waits for the index once it is read, and no other', () => {
    const {reader, index} = fakeTree(2_100, 3);
    const first = vi.fn();
    const last = vi.fn();
    const sliced = readInSlices(reader);
    sliced.soon(first);
    sliced.soon(last);
    expect(last).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledExactlyOnceWith(index);
  });

  it('reads the rest at once for a filter in the address, and a filter waiting runs after it', async () => {
    const {reader, index, tasks} = fakeTree(2_100, 3);
    const waiting = vi.fn();
    const sliced = readInSlices(reader);
    sliced.soon(waiting);
    vi.advanceTimersToNextTimer();
    expect(sliced.now()).toBe(index);
    const reads = tasks.flat();
    // Slices of one task, then the rest in one read.
    expect(reads.slice(0, -1)).toEqual([100, 100, 100]);
    expect(reads.at(-1)).toBe(1_800);
    expect(waiting).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(waiting).toHaveBeenCalledExactlyOnceWith(index);
  });

  it('stops reading when the page leaves', () => {
    const {reader, tasks} = fakeTree(2_100, 3);
    const then = vi.fn();
    const sliced = readInSlices(reader);
    sliced.soon(then);
    vi.advanceTimersToNextTimer();
    sliced.stop();
    const read = tasks.flat().length;
    vi.runAllTimers();
    expect(tasks.flat().length).toBe(read);
    expect(then).not.toHaveBeenCalled();
  });
});
