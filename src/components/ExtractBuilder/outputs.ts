import type {FeatureType} from '../../data/featureTypes';
import type {ExtractFormat} from './formats';
import type {Box} from './extract';
import {degreesText as degrees} from './numbers';
import {cliReads, packageOn, type PackageVersion} from '../../data/overturemapsPy';

/**
 * What the extract builder writes for a valid box: the DuckDB query, the
 * `overturemaps download` command and a Python script. The query is the one the unit
 * tests run against the sample release for every type and format.
 */

export interface Extract {
  box: Box;
  featureType: FeatureType;
  format: ExtractFormat;
  release: string;
  /** Names the output file: a preset's slug, else `extract`. */
  slug: string;
}

export function outputFile({featureType, format, slug}: Extract): string {
  return `${slug}_${featureType.type}.${format.extension}`;
}

/**
 * The columns to write. GeoParquet keeps every column as the release has it. The other
 * formats hold flat values only: nested columns become JSON text, the bbox struct is
 * dropped (GeoJSON and GeoPackage compute their own extents), and CSV writes the
 * geometry as WKT.
 */
function selectList({featureType, format}: Extract): string {
  if (format.id === 'geoparquet') return '*';
  const replaced = featureType.nested.map((column) => `to_json(${column}) AS ${column}`);
  if (!format.gdalDriver) replaced.push('ST_AsText(geometry) AS geometry');
  return `* EXCLUDE (bbox) REPLACE (\n      ${replaced.join(',\n      ')}\n    )`;
}

function copyOptions({format}: Extract): string {
  if (format.gdalDriver) return `WITH (FORMAT GDAL, DRIVER '${format.gdalDriver}')`;
  return format.id === 'csv' ? '(FORMAT csv, HEADER true)' : '(FORMAT parquet, COMPRESSION zstd)';
}

/** The COPY statement alone, which the SQL and the Python share. */
function copyStatement(extract: Extract): string {
  const {box, featureType, release} = extract;
  return [
    'COPY (',
    `  SELECT ${selectList(extract)}`,
    `  FROM read_parquet('s3://overturemaps-us-west-2/release/${release}/theme=${featureType.theme}/type=${featureType.type}/*')`,
    '  -- Only the bbox columns are tested, so DuckDB skips every file and row group outside the box',
    `  WHERE bbox.xmin <= ${degrees(box.east)}`,
    `    AND bbox.xmax >= ${degrees(box.west)}`,
    `    AND bbox.ymin <= ${degrees(box.north)}`,
    `    AND bbox.ymax >= ${degrees(box.south)}`,
    `) TO '${outputFile(extract)}' ${copyOptions(extract)};`,
  ].join('\n');
}

const bboxText = ({box}: Extract): string => [box.west, box.south, box.east, box.north].map(degrees).join(',');

/**
 * How the line under the builder's DuckDB query names it (src/components/QueryCheck): the
 * tests run the query the builder writes for every type and format, not the reader's box.
 */
export const DUCKDB_SQL_CHECKED_AS = "the builder's query, for every type and format,";

export function duckdbSql(extract: Extract): string {
  return [
    `-- Every ${extract.featureType.type} whose bounding box meets ${bboxText(extract)} (west, south, east, north),`,
    `-- from release ${extract.release}, written as ${extract.format.label}.`,
    'INSTALL spatial;',
    'LOAD spatial;',
    'INSTALL httpfs;',
    'LOAD httpfs;',
    "SET s3_region = 'us-west-2';",
    '',
    copyStatement(extract),
  ].join('\n');
}

/** What the command line offers for an extract: the command, or why there is none. */
export type CliOutput =
  | {kind: 'command'; text: string}
  /** It does not write the format. */
  | {kind: 'format'}
  /** The package version current at the release does not know the release (`version`, reading up to `newest`). */
  | {kind: 'release'; version: string; newest: string};

/**
 * The `overturemaps download` command, as the package version that was current on the release's day
 * takes it (src/data/overturemapsPy.ts): only for a format it writes and a release its `-r` accepts.
 */
export function cliCommand(
  extract: Extract,
  version: PackageVersion = packageOn(extract.release.slice(0, 10)),
): CliOutput {
  const {featureType, format, release} = extract;
  if (!format.cli) return {kind: 'format'};
  if (!cliReads(version, release)) return {kind: 'release', version: version.version, newest: version.releases.at(-1)!};
  return {
    kind: 'command',
    text:
      `overturemaps download --bbox=${bboxText(extract)} -f ${format.cli} --type=${featureType.type} ` +
      `-r ${release} -o ${outputFile(extract)}`,
  };
}

export function pythonScript(extract: Extract): string {
  return [
    '# pip install duckdb',
    'import duckdb',
    '',
    'con = duckdb.connect()',
    'for extension in ("spatial", "httpfs"):',
    '    con.install_extension(extension)',
    '    con.load_extension(extension)',
    `con.execute("SET s3_region = 'us-west-2'")`,
    '',
    'con.execute("""',
    copyStatement(extract),
    '""")',
    `print("Wrote ${outputFile(extract)}")`,
  ].join('\n');
}
