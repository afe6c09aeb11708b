/** What a browser's idle callback is given: the time left before it should yield. */
export interface IdleBudget {
  timeRemaining: () => number;
}

/** Runs a callback when the main thread is idle (as `requestIdleCallback` does). */
export type WhenIdle = (callback: (budget: IdleBudget) => void) => void;

/** Leave at least this much of an idle period unused: one prefetch link may cost a millisecond or two. */
const SPARE_MS = 4;

/**
 * Work at most this long per idle period, however long the period: a phone is several
 * times slower than the machine that measures, and Lighthouse counts a task over 50 ms
 * on its simulated phone (four times the measured time) as blocking.
 */
const SLICE_MS = 10;

/**
 * A queue of small jobs run in the main thread's idle periods, as many per period as
 * its time and SLICE_MS allow and at least one, so a burst of jobs (a page of links entering the
 * view at once) never becomes one long task.
 */
export function createIdleQueue(whenIdle: WhenIdle): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const run = (budget: IdleBudget): void => {
    scheduled = false;
    const stopAt = Math.max(SPARE_MS, budget.timeRemaining() - SLICE_MS);
    do jobs.shift()?.();
    while (jobs.length > 0 && budget.timeRemaining() > stopAt);
    if (jobs.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(run);
  };
  return (job) => {
    jobs.push(job);
    schedule();
  };
}
