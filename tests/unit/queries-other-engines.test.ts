import {Parser} from 'node-sql-parser';
import {describe, expect, it} from 'vitest';
import {fillReleaseTokens} from '../../src/data/release';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';
import {releaseColumns} from '../../scripts/sample-release/columns';
import {columnIndex, structFields} from '../../scripts/sample-release/columnCheck';
import {queriesFor, type QueryEngine} from '../support/content';

/**
 * Queries for engines that cannot run here are parsed by a parser for their dialect,
 * and those that read Overture's own files (Athena, Synapse) are checked for column
 * and field names against the schema. Mirror tables (BigQuery, Snowflake, Databricks)
 * are laid out by their publisher, so their queries are parsed only.
 */
const DIALECTS: Partial<Record<QueryEngine, string>> = {
  athena: 'trino',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  databricks: 'hive',
};

const tree = loadSchemaTree('schema');
const typeFiles = [...tree.files.keys()].filter(
  (file) => /^[a-z_]+\/[a-z_]+\.yaml$/.test(file) && !file.endsWith('defs.yaml'),
);
const columnsByType = new Map(typeFiles.map((file) => [file.replace(/\.yaml$/, ''), releaseColumns(tree, file)]));
const allColumns = columnIndex([...columnsByType.values()]);

/** The query files of one engine, as [path, text]. */
function files(engine: QueryEngine): (readonly [string, string])[] {
  return queriesFor(engine).map(({file, text}) => [file, text] as const);
}

/** A query with its release tokens filled in, as the page shows it. */
function read(file: string, text: string): string {
  return fillReleaseTokens(text, file);
}

/** Names a query defines itself: column aliases, table aliases and lambda parameters. */
function ownNames(sql: string): Set<string> {
  const names = new Set<string>();
  for (const match of sql.matchAll(/\bAS\s+"?(\w+)"?/gi)) names.add(match[1].toLowerCase());
  for (const match of sql.matchAll(/(\w+)\s*->/g)) names.add(match[1].toLowerCase());
  for (const match of sql.matchAll(/\b(?:FROM|JOIN)\s+[\w."]+\s+(?:AS\s+)?(\w+)/gi)) names.add(match[1].toLowerCase());
  return names;
}

describe('queries for other engines', () => {
  const parser = new Parser();

  for (const [engine, database] of Object.entries(DIALECTS) as [QueryEngine, string][]) {
    it.each(files(engine))(`%s parses as ${database} SQL`, (file, text) => {
      const sql = read(file, text);
      try {
        parser.astify(sql, {database});
      } catch (error) {
        throw new Error(`${file} does not parse: ${(error as Error).message}`);
      }
    });
  }

  it.each(files('athena'))('%s names only columns and fields of the schema', (file, text) => {
    const sql = read(file, text);
    const own = ownNames(sql);
    const unknown = parser
      .columnList(sql, {database: 'trino'})
      .map((entry) => entry.split('::').slice(1) as [string, string])
      .filter(([table, column]) => {
        if (table === 'null') return !allColumns.has(column) && !own.has(column.toLowerCase());
        const fields = allColumns.get(table);
        if (fields === undefined) return !own.has(table.split('.')[0].toLowerCase());
        return fields.size > 0 && !fields.has(column);
      })
      .map(([table, column]) => (table === 'null' ? column : `${table}.${column}`));
    expect(unknown, file).toEqual([]);
  });

  it.each(files('synapse'))('%s declares only columns of the type it reads', (file, text) => {
    const sql = read(file, text);
    const bulk = /BULK\s+'[^']*\/theme=(\w+)\/type=(\w+)\//i.exec(sql);
    expect(bulk, `${file} reads theme=…/type=… with OPENROWSET(BULK …)`).not.toBeNull();
    const columns = columnsByType.get(`${bulk![1]}/${bulk![2]}`);
    expect(columns, `${file}: no type ${bulk![1]}/${bulk![2]}`).toBeDefined();
    const declared = /\)\s*WITH\s*\(([\s\S]*?)\)\s*AS\s+\w+/i.exec(sql);
    expect(declared, `${file} declares its columns in WITH (…)`).not.toBeNull();
    const names = declared![1]
      .split(/,(?![^(]*\))/)
      .map((line) => /^\s*\[?(\w+)\]?/.exec(line)?.[1])
      .filter((column): column is string => Boolean(column));
    const byName = new Map(columns!.map((column) => [column.name, column.type]));
    expect(names.filter((column) => !byName.has(column) && column !== 'theme' && column !== 'type')).toEqual([]);
    for (const match of sql.matchAll(/JSON_VALUE\(\s*\[?(\w+)\]?\s*,\s*'\$\.(\w+)/gi)) {
      const fields = structFields(byName.get(match[1]) ?? '') ?? [];
      expect(fields, `JSON_VALUE(${match[1]}, '$.${match[2]}') in ${file}`).toContain(match[2]);
    }
  });
});
