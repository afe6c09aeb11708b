import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {fillReleaseTokens} from '../../src/data/release';
import {DUCKDB_RUN, GDAL_OUTPUT, type QueryRun, type SpatialStandIn} from '../../src/data/queryChecks';

/** Overture's storage, as the queries shown on the site address it. */
const REMOTE_ROOTS = ['s3://overturemaps-us-west-2/', 'az://overturemapswestus2.blob.core.windows.net/'];
/** The GERS folders beside the releases, which the sample has for the current release only. */
const GERS_FOLDERS = ['changelog/', 'bridgefiles/', 'registry/'];
/** Overture's STAC catalogue, which the sample has beside its GERS folders (stac.ts). */
const STAC_ROOT = 'https://stac.overturemaps.org/';

/**
 * Stand-ins for the `ST_` functions the site's queries use, one for each name of
 * SPATIAL_STAND_INS (src/data/queryChecks.ts), which the line under each query reads to say
 * which queries were checked with them. Without the spatial extension, DuckDB 1.4 reads a
 * GeoParquet geometry as a BLOB of WKB and has no geometry functions of its own: the stand-ins
 * take and give BLOBs (a made geometry is its WKT as bytes), predicates hold whenever both
 * sides are there, and measures are zero. A query checked this way proves its SQL binds (every
 * column, struct field and function exists, with compatible types), not that its spatial results
 * are right.
 */
export const SPATIAL_SHIM: Readonly<Record<SpatialStandIn, string>> = {
  st_point: `CREATE MACRO st_point(x, y) AS ('POINT (' || x || ' ' || y || ')')::BLOB`,
  st_makeenvelope: `CREATE MACRO st_makeenvelope(xmin, ymin, xmax, ymax) AS
     ('POLYGON ((' || xmin || ' ' || ymin || ', ' || xmax || ' ' || ymin || ', ' || xmax || ' ' || ymax || ', '
       || xmin || ' ' || ymax || ', ' || xmin || ' ' || ymin || '))')::BLOB`,
  st_geomfromtext: `CREATE MACRO st_geomfromtext(text) AS text::BLOB`,
  st_astext: `CREATE MACRO st_astext(g) AS CAST(g AS VARCHAR)`,
  st_aswkb: `CREATE MACRO st_aswkb(g) AS g::BLOB`,
  st_intersects: `CREATE MACRO st_intersects(a, b) AS a IS NOT NULL AND b IS NOT NULL`,
  st_within: `CREATE MACRO st_within(a, b) AS a IS NOT NULL AND b IS NOT NULL`,
  st_contains: `CREATE MACRO st_contains(a, b) AS a IS NOT NULL AND b IS NOT NULL`,
  st_dwithin: `CREATE MACRO st_dwithin(a, b, distance) AS a IS NOT NULL AND b IS NOT NULL AND distance >= 0`,
  st_x: `CREATE MACRO st_x(g) AS TRY_CAST(regexp_extract(st_astext(g), 'POINT \\(([-0-9.eE]+)', 1) AS DOUBLE)`,
  st_y: `CREATE MACRO st_y(g) AS TRY_CAST(regexp_extract(st_astext(g), 'POINT \\([-0-9.eE]+ ([-0-9.eE]+)', 1) AS DOUBLE)`,
  st_area: `CREATE MACRO st_area(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  st_area_spheroid: `CREATE MACRO st_area_spheroid(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  st_length: `CREATE MACRO st_length(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  st_length_spheroid: `CREATE MACRO st_length_spheroid(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  st_distance: `CREATE MACRO st_distance(a, b) AS CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE 0.0 END`,
  st_distance_sphere: `CREATE MACRO st_distance_sphere(a, b) AS CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE 0.0 END`,
  st_flipcoordinates: `CREATE MACRO st_flipcoordinates(g) AS g`,
  st_centroid: `CREATE MACRO st_centroid(g) AS g`,
  st_buffer: `CREATE MACRO st_buffer(g, distance) AS g`,
  st_intersection: `CREATE MACRO st_intersection(a, b) AS a`,
  st_geometrytype: `CREATE MACRO st_geometrytype(g) AS regexp_extract(st_astext(g), '^[A-Z]+')`,
};

export type SpatialMode = QueryRun['spatial'];

/**
 * How the tests run DuckDB queries, as the record says and the pages claim: that DuckDB
 * version, on a sample of that release, with that spatial mode (tokens filled as on a page).
 */
export const DUCKDB_RUN_FILLED: Readonly<QueryRun> = {
  version: fillReleaseTokens(DUCKDB_RUN.version, 'DUCKDB_RUN'),
  sample: fillReleaseTokens(DUCKDB_RUN.sample, 'DUCKDB_RUN'),
  spatial: DUCKDB_RUN.spatial,
};

/**
 * Gives the connection the spatial functions the record's mode says: the stand-ins, without
 * trying the extension, or the extension, failing if it cannot be loaded. Following the record
 * rather than the machine (loading the extension where it happens to be installed) keeps what
 * the pages say true of every run, on a developer's machine as in CI.
 */
export async function prepareSpatial(connection: DuckDBConnection): Promise<SpatialMode> {
  if (DUCKDB_RUN.spatial === 'extension') {
    await connection.run('LOAD spatial');
  } else {
    for (const macro of Object.values(SPATIAL_SHIM)) await connection.run(macro);
  }
  return DUCKDB_RUN.spatial;
}

/** A new, empty folder for the files a query writes. */
export function outputFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'overture-query-output-'));
}

/**
 * A query file as the harness runs it: release tokens filled as on the page, release,
 * changelog, bridge file, registry and STAC catalogue paths pointed at the sample, files written into `outputDir`, and the lines that
 * set up remote access (installing and loading extensions, S3 and Azure settings)
 * left out, as they mean nothing for local files. With the stand-ins, GDAL output
 * becomes Parquet, which keeps every column the query selects.
 */
export function localQuery(
  sql: string,
  {
    sampleDir,
    gersDir,
    outputDir,
    mode,
    file,
  }: {sampleDir: string; gersDir: string; outputDir: string; mode: SpatialMode; file: string},
): string {
  let text = fillReleaseTokens(sql, file);
  for (const root of REMOTE_ROOTS) {
    // No trailing slash: `'…/release/<release>' || path` (a registry path) must map too.
    text = text.split(`${root}release/${DUCKDB_RUN_FILLED.sample}`).join(sampleDir);
    for (const folder of GERS_FOLDERS) text = text.split(`${root}${folder}`).join(`${gersDir}/${folder}`);
  }
  text = text.split(STAC_ROOT).join(`${gersDir}/stac/`);
  text = text
    .replace(/^\s*(?:INSTALL|LOAD)\s+\w+\s*;/gim, '')
    .replace(/^\s*SET\s+(?:s3_|azure_)\w+\s*=\s*[^;]*;/gim, '')
    .replace(/\bTO\s+'([^'/]+)'/gi, (_match, name: string) => `TO '${path.join(outputDir, name)}'`);
  if (mode === 'stand-ins') text = text.replace(new RegExp(GDAL_OUTPUT, 'gi'), '(FORMAT parquet)');
  return text;
}
