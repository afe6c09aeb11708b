import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {splitDefault} from '@site/src/framework/static-islands/chunks';
import type {CheckedQuery} from './wording';

/**
 * One quiet line under a query's code block saying how the site's tests check it, from the
 * record they follow (src/data/queryChecks.ts); nothing for an engine they do not check.
 * Static: the server writes the line, and a page loads the record and the wording only when
 * it is reached by client-side navigation, so on first load a page with queries carries this
 * island's few lines, not the line's code (0.8 KB gzip on the DuckDB page, over its budget).
 */
const QueryCheck = staticIsland<CheckedQuery>(
  splitDefault(require.resolveWeak('./Line'), () => import('./Line')),
  {mode: 'static', placeholder: () => null},
);
export default QueryCheck;
