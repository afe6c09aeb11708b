import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {FILL_TOKENS_LOADER} from '../../src/plugins/query-files';
import {OVERTURE_RELEASE, RELEASE_TOKENS, RELEASE_TOKEN_PATTERN, fillReleaseTokens} from '../../src/data/release';

type Loader = (this: {getOptions(): unknown; resourcePath: string}, source: string) => string;
const fillTokens = createRequire(import.meta.url)(FILL_TOKENS_LOADER) as Loader;
const context = {
  getOptions: () => ({tokens: RELEASE_TOKENS, pattern: RELEASE_TOKEN_PATTERN}),
  resourcePath: '/site/src/queries/guide/example.duckdb.sql',
};

describe('the query file loader (src/plugins/query-files)', () => {
  it('fills release tokens as Markdown gets them filled', () => {
    const query = "SELECT * FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/*/*')";
    expect(fillTokens.call(context, query)).toBe(fillReleaseTokens(query));
    expect(fillTokens.call(context, query)).toContain(`/release/${OVERTURE_RELEASE}/`);
    expect(fillTokens.call(context, 'SELECT 1; -- @@ alone')).toBe('SELECT 1; -- @@ alone');
  });

  it('stops the build at an unknown token, naming the file and the known tokens', () => {
    expect(() => fillTokens.call(context, 'SELECT @@relase@@')).toThrow(
      /Unknown placeholder @@relase@@ in \/site\/src\/queries\/guide\/example\.duckdb\.sql\. Known placeholders: @@release@@/,
    );
  });
});
