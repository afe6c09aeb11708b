import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** The React calls the hook makes, recorded: each size it sets, and whether a transition was open then. */
const react = vi.hoisted(() => {
  const state = {effects: [] as (() => void)[], inTransition: false, sets: [] as [string, boolean][]};
  return {
    state,
    module: {
      useState: (initial: string) => [initial, (size: string) => state.sets.push([size, state.inTransition])],
      useEffect: (effect: () => void) => state.effects.push(effect),
      startTransition: (update: () => void) => {
        state.inTransition = true;
        update();
        state.inTransition = false;
      },
    },
  };
});
vi.mock('react', () => react.module);
vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: true}}));

const {useWindowSize} = await import('../../src/framework/desktop-breakpoint/useWindowSize');

describe('useWindowSize (desktop-breakpoint)', () => {
  const listeners = new Map<string, () => void>();
  beforeEach(() => {
    Object.assign(react.state, {effects: [], inTransition: false, sets: []});
    vi.stubGlobal('window', {
      innerWidth: 390,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says "ssr" while hydrating, then sets the first size as a transition, and a resize at once', () => {
    expect(useWindowSize()).toBe('ssr');
    react.state.effects.forEach((effect) => effect());
    expect(react.state.sets, 'the first size, in a transition').toEqual([['mobile', true]]);
    Object.assign(window, {innerWidth: 996});
    listeners.get('resize')!();
    expect(react.state.sets.at(-1), 'a resize, urgent').toEqual(['desktop', false]);
  });
});
