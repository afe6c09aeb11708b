import {Parser} from 'node-sql-parser';
import {describe, expect, it} from 'vitest';
import {queryCheckLine} from '../../src/components/QueryCheck/wording';
import {EXTRACT_FORMATS} from '../../src/components/ExtractBuilder/formats';
import {DUCKDB_SQL_CHECKED_AS, duckdbSql} from '../../src/components/ExtractBuilder/outputs';
import {FEATURE_TYPES} from '../../src/data/featureTypes';
import {
  DUCKDB_RUN,
  QUERY_CHECKS,
  SPATIAL_STAND_INS,
  spatialStandInsOf,
  type QueryCheck,
} from '../../src/data/queryChecks';
import {OVERTURE_RELEASE, RELEASE_TOKEN_PATTERN, SCHEMA_VERSION, fillReleaseTokens} from '../../src/data/release';
import {DUCKDB_TESTED} from '../../src/data/toolVersions';
import {DUCKDB_RUN_FILLED, SPATIAL_SHIM} from '../../scripts/sample-release/harness';
import {QUERY_ENGINES, QUERY_FILES, engineOf, type QueryEngine} from '../support/content';

/**
 * The record of how the tests check each engine's queries (src/data/queryChecks.ts), and the
 * line it gives under each query. That the tests do what it says is held in queries.test.ts
 * (the DuckDB run) and queries-other-engines.test.ts (dialects, column checks).
 */

const line = (engine: QueryEngine, sql: string, checks?: Record<QueryEngine, QueryCheck>): string | null => {
  const text = queryCheckLine({engine, sql}, checks);
  return text === null ? null : fillReleaseTokens(text);
};
const RUN = `The site's tests run this query in DuckDB ${DUCKDB_TESTED} on a sample of release ${OVERTURE_RELEASE}`;
const PROVES = 'this proves its columns, fields and functions exist';

describe('the record of query checks', () => {
  it('has an entry for every engine a query can be written for, and nothing else', () => {
    expect(Object.keys(QUERY_CHECKS).sort()).toEqual([...QUERY_ENGINES].sort());
  });

  it('runs DuckDB queries only, in the tested DuckDB on a sample of the current release, with stand-ins', () => {
    const running = QUERY_ENGINES.filter((engine) => QUERY_CHECKS[engine].runs);
    expect(running).toEqual(['duckdb']);
    expect(QUERY_CHECKS.duckdb.runs).toBe(DUCKDB_RUN);
    expect(DUCKDB_RUN_FILLED).toEqual({version: DUCKDB_TESTED, sample: OVERTURE_RELEASE, spatial: 'stand-ins'});
  });

  it('names versions and releases by their tokens, which the build fills as on a page', () => {
    const pattern = new RegExp(`^${RELEASE_TOKEN_PATTERN}$`);
    for (const engine of QUERY_ENGINES) {
      const {runs, columns} = QUERY_CHECKS[engine];
      for (const value of [runs?.version, runs?.sample, columns].filter((v) => v !== undefined)) {
        expect(value, engine).toMatch(pattern);
      }
      if (columns) expect(fillReleaseTokens(columns)).toBe(SCHEMA_VERSION);
    }
  });

  it('parses in dialects node-sql-parser knows, each named for the reader', () => {
    const parser = new Parser();
    for (const engine of QUERY_ENGINES) {
      const {syntax} = QUERY_CHECKS[engine];
      if (!syntax) continue;
      expect(() => parser.astify('SELECT 1', {database: syntax.dialect}), engine).not.toThrow();
      expect(syntax.as, engine).toMatch(/^[A-Z][\w ]+SQL\b/);
    }
  });

  it('lists the stand-ins the harness defines, each as a macro of that name', () => {
    expect(Object.keys(SPATIAL_SHIM).sort()).toEqual([...SPATIAL_STAND_INS].sort());
    for (const name of SPATIAL_STAND_INS) expect(SPATIAL_SHIM[name]).toMatch(new RegExp(`^CREATE MACRO ${name}\\(`));
    expect(new Set(SPATIAL_STAND_INS).size).toBe(SPATIAL_STAND_INS.length);
  });
});

describe('what the stand-ins replace in a query', () => {
  it('finds calls to the functions they define, in any case, not names in comments or strings', () => {
    expect(spatialStandInsOf('SELECT ST_X(geometry) FROM t')).toEqual({functions: true, gdalOutput: false});
    expect(spatialStandInsOf('SELECT st_area_spheroid (geometry) FROM t').functions).toBe(true);
    expect(spatialStandInsOf('-- ST_Within(a, b) would do\nSELECT \'ST_X(\' AS x, "ST_Y" FROM t').functions).toBe(
      false,
    );
    // DuckDB 1.4's core has no ST_ functions: ST_AsText is stood in for too; a name that only starts like one is not.
    expect(spatialStandInsOf('SELECT ST_AsText(geometry) FROM t').functions).toBe(true);
    expect(spatialStandInsOf('SELECT st_xmax FROM t').functions).toBe(false);
  });

  it('finds GDAL output, not a mention of it in a comment', () => {
    expect(spatialStandInsOf("COPY t TO 'a.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');").gdalOutput).toBe(true);
    expect(spatialStandInsOf("COPY t TO 'a.gpkg' (FORMAT 'gdal', DRIVER 'GPKG');").gdalOutput).toBe(true);
    expect(spatialStandInsOf("-- or (FORMAT GDAL, DRIVER 'GPKG')\nCOPY t TO 'a.parquet' (FORMAT parquet);")).toEqual({
      functions: false,
      gdalOutput: false,
    });
  });
});

describe('the line under a query', () => {
  it('says a DuckDB query ran, and what was stood in for where something was', () => {
    expect(line('duckdb', 'SELECT id FROM t')).toBe(`${RUN}.`);
    expect(line('duckdb', 'SELECT ST_Area(geometry) FROM t')).toBe(
      `${RUN}, with stand-ins for its spatial functions: ${PROVES}, not its spatial results.`,
    );
    expect(line('duckdb', "COPY (SELECT * FROM t) TO 'x.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');")).toBe(
      `${RUN}, writing Parquet in place of its GDAL output: ${PROVES}, not its output file.`,
    );
    expect(line('duckdb', "COPY (SELECT ST_Centroid(geometry) FROM t) TO 'x.gpkg' WITH (FORMAT GDAL);")).toBe(
      `${RUN}, with stand-ins for its spatial functions and Parquet in place of its GDAL output: ${PROVES}, ` +
        'not its spatial results or output file.',
    );
  });

  it('says what is checked of the queries of other engines', () => {
    const sql = 'SELECT id FROM t';
    expect(line('athena', sql)).toBe(
      "The site's tests check this query's syntax as Trino SQL (the dialect Athena runs) and its column names " +
        `against schema ${SCHEMA_VERSION}.`,
    );
    expect(line('synapse', sql)).toBe(
      `The site's tests check this query's column names against schema ${SCHEMA_VERSION}, not its syntax.`,
    );
    expect(line('bigquery', sql)).toBe("The site's tests check this query's syntax as BigQuery SQL.");
    expect(line('snowflake', sql)).toBe("The site's tests check this query's syntax as Snowflake SQL.");
    expect(line('databricks', sql)).toBe(
      "The site's tests check this query's syntax as Hive SQL, the closest dialect to Databricks SQL they can parse.",
    );
  });

  it('says nothing for an engine whose queries nothing checks', () => {
    expect(line('synapse', 'SELECT 1', {...QUERY_CHECKS, synapse: {}})).toBeNull();
  });

  it('claims no stand-ins when the record says the extension runs', () => {
    const withExtension = {...QUERY_CHECKS, duckdb: {runs: {...DUCKDB_RUN, spatial: 'extension' as const}}};
    expect(line('duckdb', 'SELECT ST_Area(geometry) FROM t', withExtension)).toBe(`${RUN}.`);
  });

  it('is there under every query a page shows', () => {
    for (const {file, text} of QUERY_FILES) {
      expect(line(engineOf(file) as QueryEngine, fillReleaseTokens(text, file)), file).toMatch(/^The site's tests /);
    }
  });

  it('names the extract builder’s query as checked for every type and format, its GDAL output stood in for', () => {
    const [featureType] = FEATURE_TYPES;
    for (const format of EXTRACT_FORMATS) {
      const sql = duckdbSql({box: {west: 0, south: 0, east: 1, north: 1}, featureType, format, release: '', slug: 'x'});
      const text = fillReleaseTokens(queryCheckLine({engine: 'duckdb', sql, subject: DUCKDB_SQL_CHECKED_AS})!);
      expect(text, format.id).toMatch(
        /^The site's tests run the builder's query, for every type and format, in DuckDB /,
      );
      expect(text.includes('Parquet in place of its GDAL output'), format.id).toBe(Boolean(format.gdalDriver));
    }
  });
});
