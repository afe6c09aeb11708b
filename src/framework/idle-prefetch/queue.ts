/** Runs a callback when the main thread is idle (as `requestIdleCallback` does). */
export type WhenIdle = (callback: () => void) => void;

/** A job of the queue: it calls `done` once its request has settled. */
export type Job = (done: () => void) => void;

/**
 * A queue of prefetches, one at a time: each starts in an idle period of the main thread, and the next waits for
 * the one before to settle. Prefetching is a guess at what the reader may open next, so it takes one connection
 * at most and never a burst of bandwidth: a reader who searches right after a page loads on a slow phone
 * connection gets the search's code and index first. With every prefetch started at once (as upstream does),
 * the page's links held all six of the server's connections and delayed the first search results by about 0.2 s
 * (`npm run bench:typing`). One link per idle period also means no long task when many links enter the view.
 */
export function createIdleQueue(whenIdle: WhenIdle): (job: Job) => void {
  const jobs: Job[] = [];
  let busy = false;
  const next = (): void => {
    const job = jobs.shift();
    busy = job !== undefined;
    if (job) whenIdle(() => job(next));
  };
  return (job) => {
    jobs.push(job);
    if (!busy) next();
  };
}
