import {readFileSync} from 'node:fs';
import {Parser} from 'node-sql-parser';
import {describe, expect, it} from 'vitest';
import {SCHEMA_VERSION, fillReleaseTokens} from '../../src/data/release';
import {QUERY_CHECKS} from '../../src/data/queryChecks';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';
import {releaseColumns} from '../../scripts/sample-release/columns';
import {columnIndex, structFields} from '../../scripts/sample-release/columnCheck';
import {queriesFor, type QueryEngine} from '../support/content';

/**
 * Queries for engines that cannot run here are parsed by a parser for their dialect,
 * and those that read Overture's own files (Athena, Synapse) are checked for column
 * and field names against the schema. Mirror tables (BigQuery, Snowflake, Databricks)
 * are laid out by their publisher, so their queries are parsed only. Which engine gets
 * which check is the record's (src/data/queryChecks.ts), as the line under each query says.
 */
const DIALECTS = (Object.entries(QUERY_CHECKS) as [QueryEngine, (typeof QUERY_CHECKS)[QueryEngine]][]).flatMap(
  ([engine, {syntax}]) => (syntax ? [[engine, syntax.dialect] as const] : []),
);
/** The engines whose queries the record says are checked for column names, against that schema version. */
const COLUMNS_CHECKED = (Object.keys(QUERY_CHECKS) as QueryEngine[]).filter((engine) => QUERY_CHECKS[engine].columns);

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

const parser = new Parser();

/** Athena reads the release's tables: every column and struct field it names must be the schema's. */
function athenaColumns(file: string, text: string): void {
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
}

/** Synapse declares the columns it reads (WITH (…)): each must be one of the type's, each JSON field one of its fields. */
function synapseColumns(file: string, text: string): void {
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
}

/** How each engine's column names are checked: the record's `columns` claims these, and only these. */
const COLUMN_CHECKS: Partial<Record<QueryEngine, (file: string, text: string) => void>> = {
  athena: athenaColumns,
  synapse: synapseColumns,
};

describe('queries for other engines', () => {
  it('have their column names checked for exactly the engines the record names, against its schema version', () => {
    expect(COLUMNS_CHECKED).toEqual(Object.keys(COLUMN_CHECKS));
    for (const engine of COLUMNS_CHECKED) expect(fillReleaseTokens(QUERY_CHECKS[engine].columns!)).toBe(SCHEMA_VERSION);
    // The schema the checks read is the one this project keeps at that version.
    expect(readFileSync('schema/README.md', 'utf8')).toContain(
      `the same facts as Overture schema \`${SCHEMA_VERSION}\``,
    );
  });

  for (const [engine, database] of DIALECTS) {
    it.each(files(engine))(`%s parses as ${database} SQL`, (file, text) => {
      const sql = read(file, text);
      try {
        parser.astify(sql, {database});
      } catch (error) {
        throw new Error(`${file} does not parse: ${(error as Error).message}`);
      }
    });
  }

  for (const engine of COLUMNS_CHECKED) {
    it.each(files(engine))(`%s names only columns and fields of schema ${SCHEMA_VERSION}`, COLUMN_CHECKS[engine]!);
  }
});
