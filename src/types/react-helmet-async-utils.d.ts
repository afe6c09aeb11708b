/** react-helmet-async 1.3.0's reducer, which tests/unit/head-tags.test.ts runs from the package source. */
declare module 'react-helmet-async/src/utils.js' {
  export function reducePropsToState(propsList: readonly Record<string, unknown>[]): Record<string, unknown>;
}
