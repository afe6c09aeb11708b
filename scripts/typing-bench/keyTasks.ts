/**
 * A keystroke's work on the page's main thread, read from a Chromium trace (category `devtools.timeline`): the
 * tasks from the one that dispatched its keydown to the next keydown's. bench:taxonomy and bench:typing both
 * judge a key by them: its longest task is how long the page could not answer the next key, and the busy time
 * is all it did for this one, the frames that drew it included.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Time on the thread's own clock, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {data?: {type?: string}};
}

/** The categories a trace needs for tasksPerKeystroke. */
export const KEY_TASK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface KeyTasks {
  /** The longest main-thread task from this keydown to the next, ms. */
  longest: number;
  /** The most thread time one of those tasks took, ms. */
  longestThread: number;
  /** The main thread's busy time over the same span, ms. */
  busy: number;
}

const isKeydown = (event: TraceEvent): boolean =>
  event.name === 'EventDispatch' && event.args?.data?.type === 'keydown';

/** Per keydown on the page's main thread: the longest task (by the clock and by thread time) and the busy time until the next keydown. */
export function tasksPerKeystroke(events: TraceEvent[]): KeyTasks[] {
  const first = events.find(isKeydown);
  if (!first) throw new Error('The trace holds no keydown: the keys did not reach the page.');
  const main = events.filter((event) => event.pid === first.pid && event.tid === first.tid);
  const tasks = main.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined);
  // The task that dispatched a keydown started before it: a keystroke's span starts with that task.
  const starts = main
    .filter(isKeydown)
    .map((keydown) => tasks.findLast((task) => task.ts <= keydown.ts)?.ts ?? keydown.ts);
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? Infinity;
    const spanned = tasks.filter((task) => task.ts >= start && task.ts < end);
    const durations = spanned.map((task) => task.dur! / 1000);
    return {
      longest: Math.max(0, ...durations),
      longestThread: Math.max(0, ...spanned.map((task) => (task.tdur ?? task.dur!) / 1000)),
      busy: durations.reduce((sum, each) => sum + each, 0),
    };
  });
}
