/**
 * Every "version X or newer" the site states for a tool, each with what needs it. Pages
 * write the `@@min_<key>@@` token (see release.ts) and the build fills in the version, so
 * a requirement changes here once. tests/unit/tool-versions.test.ts refuses a version typed
 * into a page, and checks the DuckDB queries against the DuckDB minimum.
 */
export interface ToolVersion {
  tool: string;
  /** The oldest version that does what the site shows. */
  version: string;
  /** What needs that version. */
  needed: string;
}

export const TOOL_VERSIONS = {
  duckdb: {
    tool: 'DuckDB',
    version: '1.2.0',
    needed:
      "the site's DuckDB queries: they read maps with subscripts such as names.common['fr'], which return the " +
      'value from DuckDB 1.2.0 and a one-element list before it',
  },
  sedona_nested_pushdown: {
    tool: 'Apache Sedona',
    version: '1.5.1',
    needed: 'pushing comparisons on nested fields such as bbox.xmin down to the GeoParquet reader',
  },
  sedona_covering: {
    tool: 'Apache Sedona',
    version: '1.6.1',
    needed: 'the geoparquet.covering write option',
  },
  sedona_geojson_writer: {tool: 'Apache Sedona', version: '1.6.1', needed: 'the geojson writer'},
  gdal_parquet_dataset: {
    tool: 'GDAL',
    version: '3.6',
    needed: 'the PARQUET: prefix, which reads a folder of Parquet files as one dataset',
  },
  java_overture_tiles: {
    tool: 'Java',
    version: '22',
    needed: 'running the overture-tiles Planetiler profiles as single-file Java sources',
  },
  databricks_st_functions: {tool: 'Databricks Runtime', version: '17.1', needed: "Databricks' st_ functions"},
} as const satisfies Record<string, ToolVersion>;

/**
 * The DuckDB the test suite runs every query with (`@duckdb/node-api`); the DuckDB page
 * says so. tests/unit/tool-versions.test.ts holds it to the installed engine.
 */
export const DUCKDB_TESTED = '1.4.1';

/**
 * When DuckDB tagged the tested version, and the version after it: the tests run the DuckDB that was the
 * newest on the day of the release the site documents, not a later one (tests/unit/tool-versions.test.ts).
 * Source: the duckdb/duckdb tags v1.4.1 (2025-10-03, out by 2025-10-07) and v1.4.2 (2025-11-11).
 */
export const DUCKDB_TESTED_DATES = {tagged: '2025-10-03', next: {version: '1.4.2', tagged: '2025-11-11'}} as const;

/** The tokens pages write for these versions: `@@min_duckdb@@` → `1.2.0`, `@@duckdb_tested@@` → `1.4.1`. */
export const TOOL_VERSION_TOKENS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(TOOL_VERSIONS).map(([key, {version}]) => [`min_${key}`, version])),
  duckdb_tested: DUCKDB_TESTED,
};
