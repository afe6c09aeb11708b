import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'node-sql-parser';
import {describe, expect, it} from 'vitest';
import {fillReleaseTokens} from '../../src/data/release';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';
import {releaseColumns} from '../support/sample-release/columns';
import {columnIndex, structFields} from '../support/sample-release/columnCheck';

/**
 * Queries for engines that cannot run here are parsed by a parser for their dialect,
 * and those that read Overture's own files (Athena, Synapse) are checked for column
 * and field names against the schema. Mirror tables (BigQuery, Snowflake, Databricks)
 * are laid out by their publisher, so their queries are parsed only.
 */
const QUERIES = path.join(__dirname, '../../src/queries');
const DIALECTS: Record<string, string> = {
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

function files(engine: string): string[] {
  const dir = path.join(QUERIES, engine);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.sql'))
        .sort()
    : [];
}

function read(engine: string, name: string): string {
  return fillReleaseTokens(readFileSync(path.join(QUERIES, engine, name), 'utf8'), `src/queries/${engine}/${name}`);
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

  for (const [engine, database] of Object.entries(DIALECTS)) {
    it.each(files(engine))(`${engine}/%s parses as ${database} SQL`, (name) => {
      const sql = read(engine, name);
      try {
        parser.astify(sql, {database});
      } catch (error) {
        throw new Error(`src/queries/${engine}/${name} does not parse: ${(error as Error).message}`);
      }
    });
  }

  it.each(files('athena'))('athena/%s names only columns and fields of the schema', (name) => {
    const sql = read('athena', name);
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
    expect(unknown, `src/queries/athena/${name}`).toEqual([]);
  });

  it.each(files('synapse'))('synapse/%s declares only columns of the type it reads', (name) => {
    const sql = read('synapse', name);
    const bulk = /BULK\s+'[^']*\/theme=(\w+)\/type=(\w+)\//i.exec(sql);
    expect(bulk, `src/queries/synapse/${name} reads theme=…/type=… with OPENROWSET(BULK …)`).not.toBeNull();
    const columns = columnsByType.get(`${bulk![1]}/${bulk![2]}`);
    expect(columns, `src/queries/synapse/${name}: no type ${bulk![1]}/${bulk![2]}`).toBeDefined();
    const declared = /\)\s*WITH\s*\(([\s\S]*?)\)\s*AS\s+\w+/i.exec(sql);
    expect(declared, `src/queries/synapse/${name} declares its columns in WITH (…)`).not.toBeNull();
    const names = declared![1]
      .split(/,(?![^(]*\))/)
      .map((line) => /^\s*\[?(\w+)\]?/.exec(line)?.[1])
      .filter((column): column is string => Boolean(column));
    const byName = new Map(columns!.map((column) => [column.name, column.type]));
    expect(names.filter((column) => !byName.has(column) && column !== 'theme' && column !== 'type')).toEqual([]);
    for (const match of sql.matchAll(/JSON_VALUE\(\s*\[?(\w+)\]?\s*,\s*'\$\.(\w+)/gi)) {
      const fields = structFields(byName.get(match[1]) ?? '') ?? [];
      expect(fields, `JSON_VALUE(${match[1]}, '$.${match[2]}') in src/queries/synapse/${name}`).toContain(match[2]);
    }
  });
});
