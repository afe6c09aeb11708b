import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {OVERTURE_RELEASE, fillReleaseTokens} from '../../src/data/release';

/** Overture's storage, as the queries shown on the site address it. */
const REMOTE_ROOTS = ['s3://overturemaps-us-west-2/', 'az://overturemapswestus2.blob.core.windows.net/'];
/** The GERS folders beside the releases, which the sample has for the current release only. */
const GERS_FOLDERS = ['changelog/', 'bridgefiles/', 'registry/'];

/**
 * Stand-ins for the `ST_` functions the site's queries use, for machines where the
 * spatial extension cannot be loaded (it cannot be downloaded offline). DuckDB's core
 * reads GeoParquet geometry as GEOMETRY and knows WKT, WKB and bounding-box overlap;
 * these macros build on that. Predicates answer by bounding boxes and measures are
 * zero, so a query checked this way proves its SQL binds (every column, struct field
 * and function exists, with compatible types), not that its spatial results are exact.
 */
export const SPATIAL_SHIM = [
  `CREATE MACRO st_point(x, y) AS ('POINT (' || x || ' ' || y || ')')::GEOMETRY`,
  `CREATE MACRO st_makeenvelope(xmin, ymin, xmax, ymax) AS
     ('POLYGON ((' || xmin || ' ' || ymin || ', ' || xmax || ' ' || ymin || ', ' || xmax || ' ' || ymax || ', '
       || xmin || ' ' || ymax || ', ' || xmin || ' ' || ymin || '))')::GEOMETRY`,
  `CREATE MACRO st_geomfromtext(text) AS text::GEOMETRY`,
  `CREATE MACRO st_intersects(a, b) AS st_intersects_extent(a, b)`,
  `CREATE MACRO st_within(a, b) AS st_intersects_extent(a, b)`,
  `CREATE MACRO st_contains(a, b) AS st_intersects_extent(a, b)`,
  `CREATE MACRO st_dwithin(a, b, distance) AS st_intersects_extent(a, b) AND distance >= 0`,
  `CREATE MACRO st_x(g) AS CAST(regexp_extract(st_astext(g), 'POINT \\(([-0-9.eE]+)', 1) AS DOUBLE)`,
  `CREATE MACRO st_y(g) AS CAST(regexp_extract(st_astext(g), 'POINT \\([-0-9.eE]+ ([-0-9.eE]+)', 1) AS DOUBLE)`,
  `CREATE MACRO st_area(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_area_spheroid(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_length(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_length_spheroid(g) AS CASE WHEN g IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_distance(a, b) AS CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_distance_sphere(a, b) AS CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE 0.0 END`,
  `CREATE MACRO st_flipcoordinates(g) AS g`,
  `CREATE MACRO st_centroid(g) AS g`,
  `CREATE MACRO st_buffer(g, distance) AS g`,
  `CREATE MACRO st_intersection(a, b) AS a`,
  `CREATE MACRO st_geometrytype(g) AS regexp_extract(st_astext(g), '^[A-Z]+')`,
];

export type SpatialMode = 'spatial' | 'shim';

/** Loads the spatial extension if this machine has it; otherwise installs the shim. */
export async function prepareSpatial(connection: DuckDBConnection): Promise<SpatialMode> {
  try {
    await connection.run('LOAD spatial');
    return 'spatial';
  } catch {
    for (const macro of SPATIAL_SHIM) await connection.run(macro);
    return 'shim';
  }
}

/** A new, empty folder for the files a query writes. */
export function outputFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'overture-query-output-'));
}

/**
 * A query file as the harness runs it: release tokens filled as on the page, release,
 * changelog, bridge file and registry paths pointed at the sample, files written into `outputDir`, and the lines that
 * set up remote access (installing and loading extensions, S3 and Azure settings)
 * left out, as they mean nothing for local files. Without the spatial extension, GDAL
 * output becomes Parquet, which keeps every column the query selects.
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
    text = text.split(`${root}release/${OVERTURE_RELEASE}`).join(sampleDir);
    for (const folder of GERS_FOLDERS) text = text.split(`${root}${folder}`).join(`${gersDir}/${folder}`);
  }
  text = text
    .replace(/^\s*(?:INSTALL|LOAD)\s+\w+\s*;/gim, '')
    .replace(/^\s*SET\s+(?:s3_|azure_)\w+\s*=\s*[^;]*;/gim, '')
    .replace(/\bTO\s+'([^'/]+)'/gi, (_match, name: string) => `TO '${path.join(outputDir, name)}'`);
  if (mode === 'shim') text = text.replace(/\(\s*FORMAT\s+'?GDAL'?[^)]*\)/gi, '(FORMAT parquet)');
  return text;
}
