/** Modules whose `import()` has resolved in this browser: they and every chunk they need are here. */
const arrived = new Set<string | number>();

/**
 * Synchronous access to code that is split into lazily loaded chunks, when that
 * code is already here: always in the server bundle (one chunk), and in the
 * browser once `arrival` has seen its `import()` resolve. Pass the id from
 * `require.resolveWeak(path)`, which names a module without bundling it.
 *
 * In the browser a module can be registered before the chunks it imports from
 * have arrived; requiring it then throws, and the bundler's runtime keeps the
 * half-run module in its cache, so every later import of it gets empty exports.
 * Hence the wait for the `import()` promise, which settles only when all are in.
 */
export function requireIfLoaded<T>(weakId: string | number): T | undefined {
  if (typeof window !== 'undefined' && !arrived.has(weakId)) return undefined;
  return weakId in __webpack_modules__ ? (__webpack_require__(weakId) as T) : undefined;
}

/** Passes `loading` (the `import()` of the module `weakId` names) through, noting when it has arrived. */
export function arrival<T>(weakId: string | number, loading: Promise<T>): Promise<T> {
  return loading.then((module) => {
    arrived.add(weakId);
    return module;
  });
}

/**
 * An island's code (`staticIsland`'s first argument) from a module of its own whose default export is the
 * component: `splitDefault(require.resolveWeak('./Live'), () => import('./Live'))`. The call site names the module
 * twice, literally, for the bundler to split it out. `ifFailed`, if given, stands in when its chunk cannot come.
 */
export function splitDefault<T>(
  weakId: string | number,
  importer: () => Promise<{default: T}>,
  ifFailed?: T,
): {now: () => T | undefined; load: () => Promise<T>} {
  return {
    now: () => requireIfLoaded<{default: T}>(weakId)?.default,
    load: () =>
      arrival(weakId, importer()).then(
        (module) => module.default,
        (error: unknown) => (ifFailed === undefined ? Promise.reject(error) : ifFailed),
      ),
  };
}
