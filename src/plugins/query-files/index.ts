import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {RELEASE_TOKENS, RELEASE_TOKEN_PATTERN} from '../../data/release';

export const FILL_TOKENS_LOADER = path.join(__dirname, 'fillTokensLoader.cjs');
/**
 * The record of how the tests check each engine's queries, which the line under every query
 * reads: it names the DuckDB version, the release and the schema version as tokens.
 */
export const QUERY_CHECKS_MODULE = path.join(__dirname, '../../data/queryChecks.ts');

/**
 * Query files (`src/queries/…/*.sql`, imported with `?raw` and shown by `<Query>`)
 * reach pages with their release tokens filled in at build, as Markdown's are
 * (src/remark/release-tokens.ts), so pages carry neither the token table nor the
 * release history it is made from. An unknown token stops the build, naming the file.
 * The record of query checks gets its tokens the same way, on its source as written.
 */
export default function queryFilesPlugin(): Plugin {
  return {
    name: 'query-files',
    configureWebpack() {
      const use = [{loader: FILL_TOKENS_LOADER, options: {tokens: RELEASE_TOKENS, pattern: RELEASE_TOKEN_PATTERN}}];
      return {
        module: {
          rules: [
            {test: /\.sql$/, resourceQuery: /raw/, use},
            {test: (file: string) => file === QUERY_CHECKS_MODULE, enforce: 'pre' as const, use},
          ],
        },
      };
    },
  };
}
