import {afterEach, describe, expect, it, vi} from 'vitest';

/** A bundle with one module registered whose chunk dependencies may not have arrived yet. */
function stubBundle(): {required: () => number} {
  let required = 0;
  vi.stubGlobal('__webpack_modules__', {42: () => undefined});
  vi.stubGlobal('__webpack_require__', (id: number) => {
    required += 1;
    return {default: `module ${id}`};
  });
  return {required: () => required};
}

const chunks = async () => {
  vi.resetModules();
  return import('../../src/framework/static-islands/chunks');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('synchronous access to lazily loaded modules', () => {
  it('in the browser, runs a registered module only once its import() has resolved', async () => {
    const bundle = stubBundle();
    vi.stubGlobal('window', {});
    const {arrival, requireIfLoaded} = await chunks();
    expect(requireIfLoaded(42)).toBeUndefined();
    expect(bundle.required()).toBe(0);
    let arrive: (module: unknown) => void = () => undefined;
    const loading = arrival(42, new Promise((resolve) => (arrive = resolve)));
    expect(requireIfLoaded(42)).toBeUndefined();
    arrive({default: 'module 42'});
    await loading;
    expect(requireIfLoaded(42)).toEqual({default: 'module 42'});
    expect(requireIfLoaded(7)).toBeUndefined();
  });

  it('on the server, where every module is in one bundle, runs it at once', async () => {
    stubBundle();
    const {requireIfLoaded} = await chunks();
    expect(requireIfLoaded(42)).toEqual({default: 'module 42'});
    expect(requireIfLoaded(7)).toBeUndefined();
  });
});
