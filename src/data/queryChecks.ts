import type {QueryEngine} from '../components/Query/engines';

/**
 * What the site's tests do with the queries of each engine: the one record both the tests
 * and the line under every query (src/components/QueryCheck) read, so a page cannot claim a
 * check the tests do not make. tests/unit/queries.test.ts runs the DuckDB queries as `runs`
 * says, tests/unit/queries-other-engines.test.ts takes its dialects from `syntax` and checks
 * column names for exactly the engines with `columns`; tests/unit/query-checks.test.ts holds
 * the record and the tests to each other.
 *
 * Versions and releases are written as the release tokens pages use: the build fills them in
 * here as in query files (src/plugins/query-files), so the browser gets the values without the
 * release history and tool table they come from. Tests fill them with fillReleaseTokens.
 */
export interface QueryCheck {
  /** The queries run, on a sample release made from the schema's examples (scripts/sample-release). */
  runs?: QueryRun;
  /** The queries are parsed: `dialect` is node-sql-parser's database option, `as` how the page names it. */
  syntax?: {dialect: string; as: string};
  /** The schema version whose column and field names the queries' names are checked against. */
  columns?: string;
}

export interface QueryRun {
  /** The engine's version the tests run (its release token). */
  version: string;
  /** The release the sample stands for: query paths into it are pointed at the sample. */
  sample: string;
  /**
   * How the spatial extension's part is played. `stand-ins`: macros (SPATIAL_STAND_INS) stand in
   * for its functions and GDAL output is written as Parquet, so a query is proved to bind, not
   * to give right spatial results. `extension`: the extension itself is loaded.
   */
  spatial: 'extension' | 'stand-ins';
}

/**
 * The spatial extension's functions the site's DuckDB queries call that DuckDB's core lacks,
 * in lower case: scripts/sample-release/harness.ts defines a stand-in macro for each, and a
 * query calling any of them is said to have been checked with stand-ins.
 */
export const SPATIAL_STAND_INS = [
  'st_point',
  'st_makeenvelope',
  'st_geomfromtext',
  'st_astext',
  'st_aswkb',
  'st_intersects',
  'st_within',
  'st_contains',
  'st_dwithin',
  'st_x',
  'st_y',
  'st_area',
  'st_area_spheroid',
  'st_length',
  'st_length_spheroid',
  'st_distance',
  'st_distance_sphere',
  'st_flipcoordinates',
  'st_centroid',
  'st_buffer',
  'st_intersection',
  'st_geometrytype',
] as const;
export type SpatialStandIn = (typeof SPATIAL_STAND_INS)[number];

/** A COPY's options writing through GDAL (`(FORMAT GDAL, DRIVER 'GeoJSON')`), which needs the spatial extension. */
export const GDAL_OUTPUT = /\(\s*FORMAT\s+'?GDAL'?[^)]*\)/i;

/**
 * The DuckDB check: the version tests/unit/tool-versions.test.ts holds to the installed engine,
 * on a sample of the current release. Stand-ins, because the spatial extension cannot be loaded
 * where the tests run (it is downloaded on first use, and CI is offline): the harness uses them
 * without trying the extension, so what a page says never depends on the machine that ran the tests.
 */
export const DUCKDB_RUN: QueryRun = {version: '@@duckdb_tested@@', sample: '@@release@@', spatial: 'stand-ins'};

/** Every engine a query can be written for, with what the tests check of its queries (`{}`: nothing). */
export const QUERY_CHECKS: Readonly<Record<QueryEngine, QueryCheck>> = {
  duckdb: {runs: DUCKDB_RUN},
  athena: {syntax: {dialect: 'trino', as: 'Trino SQL (the dialect Athena runs)'}, columns: '@@schema_version@@'},
  synapse: {columns: '@@schema_version@@'},
  bigquery: {syntax: {dialect: 'bigquery', as: 'BigQuery SQL'}},
  snowflake: {syntax: {dialect: 'snowflake', as: 'Snowflake SQL'}},
  databricks: {syntax: {dialect: 'hive', as: 'Hive SQL, the closest dialect to Databricks SQL they can parse'}},
};

/** Comments, and text in quotes (where `--` starts no comment), in a query. */
const COMMENT_OR_QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g;
const STAND_IN_CALL = new RegExp(`\\b(?:${SPATIAL_STAND_INS.join('|')})\\s*\\(`, 'i');

/**
 * What the stand-ins replace in a DuckDB query when the tests run it with `spatial: 'stand-ins'`:
 * calls to the functions they define, and GDAL output. Comments are no calls, and a function's
 * name in a string literal is none either.
 */
export function spatialStandInsOf(sql: string): {functions: boolean; gdalOutput: boolean} {
  const code = sql.replace(COMMENT_OR_QUOTED, (part) => (part[0] === '-' || part[0] === '/' ? ' ' : part));
  const unquoted = code.replace(COMMENT_OR_QUOTED, (part) => (part[0] === "'" ? "''" : part));
  return {functions: STAND_IN_CALL.test(unquoted), gdalOutput: GDAL_OUTPUT.test(code)};
}
