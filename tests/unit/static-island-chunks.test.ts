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

describe('an island’s code from a split module', () => {
  it('has the component once its chunk has come, and loads it once asked', async () => {
    stubBundle();
    vi.stubGlobal('window', {});
    const {splitDefault} = await chunks();
    const code = splitDefault(42, () => Promise.resolve({default: 'module 42'}));
    expect(code.now()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module 42');
    expect(code.now()).toBe('module 42');
  });

  it('gives what stands in for it when its chunk cannot come, and the error when nothing does', async () => {
    stubBundle();
    vi.stubGlobal('window', {});
    const {splitDefault} = await chunks();
    const failing = () => Promise.reject(new Error('chunk 42 failed'));
    await expect(splitDefault(42, failing, 'not loaded').load()).resolves.toBe('not loaded');
    await expect(splitDefault(42, failing).load()).rejects.toThrow('chunk 42 failed');
    expect(splitDefault(42, failing).now()).toBeUndefined();
  });
});
