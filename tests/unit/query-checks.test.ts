import {Parser} from 'node-sql-parser';
import {describe, expect, it} from 'vitest';
import {DUCKDB_RUN, QUERY_CHECKS, SPATIAL_STAND_INS, spatialStandInsOf} from '../../src/data/queryChecks';
import {OVERTURE_RELEASE, RELEASE_TOKEN_PATTERN, SCHEMA_VERSION, fillReleaseTokens} from '../../src/data/release';
import {DUCKDB_TESTED} from '../../src/data/toolVersions';
import {DUCKDB_RUN_FILLED, SPATIAL_SHIM} from '../../scripts/sample-release/harness';
import {QUERY_ENGINES} from '../support/content';

/**
 * The record of how the tests check each engine's queries (src/data/queryChecks.ts). That the tests do what it says is held in queries.test.ts
 * (the DuckDB run) and queries-other-engines.test.ts (dialects, column checks).
 */

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
    // ST_AsText is DuckDB's own: it runs as written.
    expect(spatialStandInsOf('SELECT ST_AsText(geometry), st_xmax FROM t').functions).toBe(false);
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
