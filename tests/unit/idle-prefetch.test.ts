import {describe, expect, it} from 'vitest';
import {createIdleQueue} from '../../src/framework/idle-prefetch/queue';

/** An idle scheduler and a network under test control: jobs start in idle periods and settle when told to. */
function fakeIdle() {
  const idle: (() => void)[] = [];
  const started: string[] = [];
  const inFlight = new Map<string, () => void>();
  const enqueue = createIdleQueue((callback) => idle.push(callback));
  const add = (name: string): void =>
    enqueue((done) => {
      started.push(name);
      inFlight.set(name, done);
    });
  const idlePeriod = (): void => idle.shift()?.();
  const settle = (name: string): void => {
    const done = inFlight.get(name);
    inFlight.delete(name);
    done?.();
  };
  return {add, idlePeriod, settle, started, inFlight, pending: () => idle.length};
}

describe('the idle prefetch queue', () => {
  it('waits for an idle period before starting anything', () => {
    const queue = fakeIdle();
    queue.add('a');
    expect(queue.started).toEqual([]);
    expect(queue.pending()).toBe(1);
    queue.idlePeriod();
    expect(queue.started).toEqual(['a']);
  });

  it('has one prefetch in flight at most: the next starts once the one before has settled', () => {
    const queue = fakeIdle();
    for (const name of 'abcdef') queue.add(name);
    queue.idlePeriod();
    queue.idlePeriod();
    expect(queue.started).toEqual(['a']);
    expect(queue.pending()).toBe(0);
    queue.settle('a');
    expect(queue.started).toEqual(['a']);
    queue.idlePeriod();
    expect(queue.started).toEqual(['a', 'b']);
    expect([...queue.inFlight.keys()]).toEqual(['b']);
  });

  it('goes through a burst in order, one idle period each, and starts again when more come', () => {
    const queue = fakeIdle();
    for (const name of 'abc') queue.add(name);
    for (const name of 'abc') {
      queue.idlePeriod();
      queue.settle(name);
    }
    expect(queue.started).toEqual(['a', 'b', 'c']);
    expect(queue.pending()).toBe(0);
    queue.add('d');
    queue.idlePeriod();
    expect(queue.started).toEqual(['a', 'b', 'c', 'd']);
  });
});
