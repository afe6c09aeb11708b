import type {TreeIndex, TreeReader} from './treeDom';

/** Entries of the tree read in one slice: a few milliseconds on a phone. */
const SLICE = 100;
/**
 * The most time, in ms, one task spends on slices, however long the browser says it may idle:
 * a key typed meanwhile waits for it.
 */
const TASK_BUDGET = 8;

/** The tree's index, read in short tasks so that none holds up a key typed or a tap. */
export interface SlicedIndex {
  /** The index, the entries not read yet read at once: for a filter in the address, as the page opens. */
  now: () => TreeIndex;
  /** Runs `then` with the index once read, hurrying the reading on in short tasks; a later call replaces an earlier one. */
  soon: (then: (index: TreeIndex) => void) => void;
  /** Stops reading: the page is leaving. */
  stop: () => void;
}

/**
 * Reads the tree in the page's idle time (or soon, where the browser cannot say: Safari), a
 * slice at a time: all at once, it was a task of 85 ms on a phone (4x CPU) right after load.
 */
export function readInSlices(reader: TreeReader): SlicedIndex {
  let index: TreeIndex | null = null;
  let waiting: ((index: TreeIndex) => void) | null = null;
  let cancel = (): void => undefined;
  const slices = (timeLeft: number): void => {
    const end = performance.now() + Math.min(TASK_BUDGET, timeLeft);
    do index = reader.read(SLICE);
    while (!index && performance.now() < end);
    if (index) done(index);
    else next();
  };
  const done = (read: TreeIndex): void => {
    const then = waiting;
    waiting = null;
    then?.(read);
  };
  function next(): void {
    if (waiting) {
      // Something waits for the index: on at once, a task after another.
      const timer = setTimeout(() => slices(TASK_BUDGET));
      cancel = () => clearTimeout(timer);
    } else if ('requestIdleCallback' in globalThis) {
      const request = requestIdleCallback((deadline) => slices(deadline.timeRemaining()), {timeout: 2000});
      cancel = () => cancelIdleCallback(request);
    } else {
      const timer = setTimeout(() => slices(TASK_BUDGET), 50);
      cancel = () => clearTimeout(timer);
    }
  }
  next();
  return {
    now: () => {
      cancel();
      const read = (index ??= reader.readAll());
      // A filter waiting for the index runs after the one that asked for it now.
      queueMicrotask(() => done(read));
      return read;
    },
    soon: (then) => {
      if (index) return then(index);
      const idle = !waiting;
      waiting = then;
      // The reading goes on in short tasks, not in idle time, from now.
      if (idle) {
        cancel();
        next();
      }
    },
    stop: () => {
      waiting = null;
      cancel();
    },
  };
}
