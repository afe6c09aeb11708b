import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleBudget} from '../../src/framework/idle-prefetch/queue';

/** An idle scheduler under test control: each period has a fixed budget, used up by the jobs it runs. */
function fakeIdle(periodMs: number, jobMs: number) {
  const waiting: ((budget: IdleBudget) => void)[] = [];
  let ran: string[] = [];
  const periods: string[][] = [];
  const enqueue = createIdleQueue((callback) => waiting.push(callback));
  const add = (name: string): void => enqueue(() => ran.push(name));
  const idlePeriod = (): void => {
    const callback = waiting.shift();
    if (!callback) return;
    const done: string[] = (ran = []);
    callback({timeRemaining: () => periodMs - done.length * jobMs});
    periods.push(done);
  };
  return {add, idlePeriod, periods, pending: () => waiting.length};
}

describe('the idle prefetch queue', () => {
  it('waits for an idle period before running anything', () => {
    const idle = fakeIdle(50, 1);
    idle.add('a');
    idle.add('b');
    expect(idle.periods).toEqual([]);
    expect(idle.pending()).toBe(1);
    idle.idlePeriod();
    expect(idle.periods).toEqual([['a', 'b']]);
    expect(idle.pending()).toBe(0);
  });

  it('spreads a burst over several idle periods, leaving time spare in each', () => {
    const idle = fakeIdle(20, 4);
    for (const name of 'abcdefghij') idle.add(name);
    while (idle.pending() > 0) idle.idlePeriod();
    expect(idle.periods).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g', 'h', 'i'], ['j']]);
  });

  it('works at most 10 ms in a long idle period', () => {
    const idle = fakeIdle(50, 3);
    for (const name of 'abcdefg') idle.add(name);
    while (idle.pending() > 0) idle.idlePeriod();
    expect(idle.periods).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('runs one job per period even when the period has no time left', () => {
    const idle = fakeIdle(0, 1);
    for (const name of 'abc') idle.add(name);
    while (idle.pending() > 0) idle.idlePeriod();
    expect(idle.periods).toEqual([['a'], ['b'], ['c']]);
  });
});
