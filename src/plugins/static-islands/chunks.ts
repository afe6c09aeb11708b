/**
 * Synchronous access to code that is split into lazily loaded chunks, when that
 * code is already here: always in the server bundle (one chunk), and in the
 * browser once its chunk has been fetched. Pass the id from
 * `require.resolveWeak(path)`, which names a module without bundling it.
 */
export function requireIfLoaded<T>(weakId: string | number): T | undefined {
  return weakId in __webpack_modules__ ? (__webpack_require__(weakId) as T) : undefined;
}
