import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DuckDBInstance} from '@duckdb/node-api';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {DUCKDB_TESTED, DUCKDB_TESTED_DATES, TOOL_VERSIONS} from '../../src/data/toolVersions';
import {RELEASES} from '../../src/data/releases';
import {CONTENT_PAGES, QUERY_FILES, lineOf, queriesFor} from '../support/content';

/**
 * A version requirement is stated once (src/data/toolVersions.ts) and pages render it
 * through `@@min_<key>@@`; the DuckDB minimum is the real one, given what the queries use.
 */

const versionParts = (version: string): number[] => version.split('.').map(Number);
function compareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Fields the schema defines as maps (free keys, such as language tags): Parquet MAP columns. */
function mapFields(): Set<string> {
  const fields = new Set<string>();
  const walk = (node: unknown, name: string | null): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, name));
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const isMap =
      typeof record.$ref === 'string' && record.$ref.endsWith('/commonNames')
        ? true
        : record.type === 'object' && record.patternProperties !== undefined && record.properties === undefined;
    if (name && isMap) fields.add(name);
    for (const [key, value] of Object.entries(record)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [property, schema] of Object.entries(value)) walk(schema, property);
      } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') walk(value, name);
      else walk(value, null);
    }
  };
  for (const file of readdirSync('schema', {recursive: true, encoding: 'utf8'})) {
    if (file.endsWith('.yaml') && !/^(examples|counterexamples)\b/.test(file)) {
      walk(parse(readFileSync(path.join('schema', file), 'utf8')), null);
    }
  }
  return fields;
}

const MAP_FIELDS = [...mapFields()];

/** DuckDB features whose behaviour the site's queries rely on, with the release that brought it. */
const DUCKDB_FEATURES: {feature: string; since: string; pattern: RegExp}[] = [
  {
    feature: 'a map subscript returning the value (map[key])',
    since: '1.2.0',
    pattern: new RegExp(`\\b(?:${MAP_FIELDS.join('|')})\\s*\\[\\s*'`, 'i'),
  },
  {feature: 'SET VARIABLE and getvariable()', since: '1.1.0', pattern: /\bSET\s+VARIABLE\b|\bgetvariable\s*\(/i},
  {feature: 'Python-style lambdas (lambda x: …)', since: '1.3.0', pattern: /\blambda\s+\w+(?:\s*,\s*\w+)*\s*:/i},
  {feature: 'try() expressions', since: '1.3.0', pattern: /\btry\s*\(/i},
  {feature: 'MERGE INTO', since: '1.4.0', pattern: /\bMERGE\s+INTO\b/i},
];

const withoutComments = (sql: string): string => sql.replace(/--[^\n]*/g, '');
const DUCKDB_QUERIES = queriesFor('duckdb');

describe('the DuckDB minimum', () => {
  const minimum = TOOL_VERSIONS.duckdb.version;

  it('finds the map fields in the schema', () => {
    expect(MAP_FIELDS).toEqual(expect.arrayContaining(['common', 'local_type']));
  });

  it.each(DUCKDB_QUERIES.map(({file, text}) => [file, withoutComments(text)] as const))(
    '%s uses nothing newer than it',
    (_file, sql) => {
      const newer = DUCKDB_FEATURES.filter(
        ({pattern, since}) => pattern.test(sql) && compareVersions(since, minimum) > 0,
      ).map(({feature, since}) => `${feature} needs DuckDB ${since}`);
      expect(newer).toEqual([]);
    },
  );

  it('is the version the tests run, or older', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const version = String((await connection.runAndReadAll('SELECT version()')).getRows()[0][0]);
    connection.closeSync();
    expect(version).toBe(`v${DUCKDB_TESTED}`);
    expect(compareVersions(minimum, DUCKDB_TESTED)).toBeLessThanOrEqual(0);
  });

  it('is the DuckDB that was current on the day of the release the site documents, not a later one', () => {
    const day = RELEASES[0].date;
    expect(DUCKDB_TESTED_DATES.tagged <= day, `DuckDB ${DUCKDB_TESTED} came after ${day}`).toBe(true);
    expect(DUCKDB_TESTED_DATES.next.tagged > day, `DuckDB ${DUCKDB_TESTED_DATES.next.version} was out by ${day}`).toBe(
      true,
    );
    expect(compareVersions(DUCKDB_TESTED_DATES.next.version, DUCKDB_TESTED)).toBeGreaterThan(0);
  });
});

describe('version requirements in pages', () => {
  // "1.1.0 or newer", "DuckDB 1.1+", "Sedona 1.6.1 and later", "Java 22 or later": typed out instead of rendered.
  const TYPED = new RegExp(
    [
      String.raw`\b\d+\.\d+(?:\.\d+)?\s+(?:or|and)\s+(?:newer|later)\b`,
      String.raw`\b\d+\.\d+(?:\.\d+)?\+(?=[\s,.;)]|$)`,
      String.raw`\b(?:Java|Python|Node(?:\.js)?|Spark|QGIS|GDAL|Runtime)\s+\d+\s+(?:or|and)\s+(?:newer|later)\b`,
    ].join('|'),
    'gi',
  );

  it('come from src/data/toolVersions.ts through @@min_…@@ tokens', () => {
    const typed = [...CONTENT_PAGES, ...QUERY_FILES].flatMap(({file, text}) =>
      [...text.matchAll(TYPED)].map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`),
    );
    expect(typed).toEqual([]);
  });

  it('are each used by a page', () => {
    const text = CONTENT_PAGES.map((page) => page.text).join('\n');
    const unused = Object.keys(TOOL_VERSIONS).filter((key) => !text.includes(`@@min_${key}@@`));
    expect(unused).toEqual([]);
  });
});
