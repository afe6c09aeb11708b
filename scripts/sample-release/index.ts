/**
 * A small Overture release made from the schema's examples, with its GERS changelog, bridge files and registry
 * (gers.ts), the column checks (columns.ts, columnCheck.ts) and the harness that runs a page's query against it
 * (harness.ts). Used by `npm run sample-release` (cli.ts) and by the unit tests that check queries.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DuckDBInstance, type DuckDBConnection} from '@duckdb/node-api';
import {loadExamples} from '../../src/plugins/schema-reference/examples';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';
import {releaseColumns, type Column} from './columns';
import {bboxOf, wkbHex, type Geometry} from './wkb';

export interface SampleSources {
  schemaDir: string;
  examplesDir: string;
}

export interface SampleFile {
  theme: string;
  type: string;
  file: string;
  rows: number;
  columns: Column[];
}

const GEO_METADATA = JSON.stringify({
  version: '1.1.0',
  primary_column: 'geometry',
  columns: {geometry: {encoding: 'WKB', geometry_types: []}},
});

const sqlString = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Feature type files: `<theme>/<type>.yaml`, leaving out the shared definitions. */
function typeFiles(files: Iterable<string>): string[] {
  return [...files].filter((file) => /^[a-z_]+\/[a-z_]+\.ya?ml$/.test(file) && !/\/defs\.ya?ml$/.test(file)).sort();
}

/** An offline DuckDB: it must never try to download an extension. */
export async function offlineConnection(): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  return instance.connect();
}

/**
 * Writes a small release laid out like the real one,
 * `<outDir>/theme=<theme>/type=<type>/part-00000.parquet`, one file per feature type.
 * Its rows are the schema's valid examples and its columns the schema's properties, so
 * a query that runs against it names only columns and struct fields that exist.
 */
export async function writeSampleRelease(outDir: string, sources: SampleSources): Promise<SampleFile[]> {
  const tree = loadSchemaTree(sources.schemaDir);
  const examples = loadExamples(sources.examplesDir).filter((example) => example.errorAt === null);
  const scratch = mkdtempSync(path.join(tmpdir(), 'overture-sample-'));
  const connection = await offlineConnection();
  try {
    const written: SampleFile[] = [];
    for (const typeFile of typeFiles(tree.files.keys())) {
      const [theme, type] = typeFile.replace(/\.ya?ml$/, '').split('/');
      const columns = releaseColumns(tree, typeFile);
      const features = examples.filter((example) => example.theme === theme && example.type === type);
      const lines = features.map(({feature}) => {
        const {id, geometry, properties} = feature as {id: string; geometry: Geometry; properties: object};
        return JSON.stringify({...properties, id, geometry: wkbHex(geometry), bbox: bboxOf(geometry)});
      });
      const input = path.join(scratch, `${theme}-${type}.ndjson`);
      writeFileSync(input, lines.join('\n'));
      const jsonColumns = columns.map(({name, type: columnType}) =>
        name === 'geometry' ? `${quote(name)}: 'VARCHAR'` : `${quote(name)}: ${sqlString(columnType)}`,
      );
      const select = columns.map(({name, type: columnType}) =>
        name === 'geometry'
          ? 'from_hex(geometry) AS geometry'
          : `CAST(${quote(name)} AS ${columnType}) AS ${quote(name)}`,
      );
      const dir = path.join(outDir, `theme=${theme}`, `type=${type}`);
      mkdirSync(dir, {recursive: true});
      const file = path.join(dir, 'part-00000.parquet');
      const source =
        lines.length > 0
          ? `read_json(${sqlString(input)}, format = 'newline_delimited', columns = {${jsonColumns.join(', ')}})`
          : `(SELECT ${columns.map(({name, type: t}) => `NULL::${name === 'geometry' ? 'VARCHAR' : t} AS ${quote(name)}`).join(', ')} WHERE false)`;
      await connection.run(
        `COPY (SELECT ${select.join(', ')} FROM ${source}) TO ${sqlString(file)} ` +
          `(FORMAT parquet, KV_METADATA {geo: ${sqlString(GEO_METADATA)}})`,
      );
      written.push({theme, type, file, rows: lines.length, columns});
    }
    return written;
  } finally {
    connection.closeSync();
    rmSync(scratch, {recursive: true, force: true});
  }
}
