import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {arrival, requireIfLoaded} from '@site/src/framework/static-islands/chunks';
import type {CheckedQuery} from './wording';

type LineModule = typeof import('./Line');

/**
 * One quiet line under a query's code block saying how the site's tests check it, from the
 * record they follow (src/data/queryChecks.ts); nothing for an engine they do not check.
 * Static: the server writes the line, and a page loads the record and the wording only when
 * it is reached by client-side navigation, so on first load a page with queries carries this
 * island's few lines, not the line's code (0.8 KB gzip on the DuckDB page, over its budget).
 */
const QueryCheck = staticIsland<CheckedQuery>(
  {
    now: () => requireIfLoaded<LineModule>(require.resolveWeak('./Line'))?.default,
    load: () => arrival(require.resolveWeak('./Line'), import('./Line')).then((module) => module.default),
  },
  {mode: 'static', placeholder: () => null},
);
export default QueryCheck;
