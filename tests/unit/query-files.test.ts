import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import queryFilesPlugin, {FILL_TOKENS_LOADER, QUERY_CHECKS_MODULE} from '../../src/plugins/query-files';
import {DUCKDB_TESTED} from '../../src/data/toolVersions';
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

describe('the record of query checks (src/data/queryChecks.ts) in the bundles', () => {
  type Rule = {test: RegExp | ((file: string) => boolean); enforce?: string};
  // The plugin's rules read none of the arguments.
  const configure = queryFilesPlugin().configureWebpack as unknown as () => {module: {rules: Rule[]}};
  const {module} = configure();
  const matches = (rule: Rule, file: string): boolean =>
    typeof rule.test === 'function' ? rule.test(file) : rule.test.test(file);

  it('gets its tokens filled, on its source as written', () => {
    const rules = module.rules.filter((rule) => matches(rule, QUERY_CHECKS_MODULE));
    expect(rules).toHaveLength(1);
    expect(rules[0].enforce).toBe('pre');
    const filled = fillTokens.call(
      {...context, resourcePath: QUERY_CHECKS_MODULE},
      readFileSync(QUERY_CHECKS_MODULE, 'utf8'),
    );
    expect(filled).not.toMatch(/@@[a-z_]+@@/);
    expect(filled).toContain(`version: '${DUCKDB_TESTED}', sample: '${OVERTURE_RELEASE}'`);
  });
});
