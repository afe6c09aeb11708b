import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import type {SampleFile} from '.';
import {REGISTRY_FIRST_RELEASE, REGISTRY_TYPES} from '../../src/data/gers';

export const CHANGE_TYPES = ['added', 'removed', 'data_changed', 'unchanged'];
/** The registry's types, and the release its sample rows say their features first appeared in: the site's facts. */
const REGISTERED: ReadonlySet<string> = new Set(REGISTRY_TYPES);
const FIRST_SEEN = REGISTRY_FIRST_RELEASE;

const sqlString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * Writes the GERS companions of a sample release, laid out and typed like Overture's:
 * - `changelog/<release>/theme=…/type=…/change_type=…/*.parquet`: `id`, `bbox`; each
 *   type's features spread over the four change types, every partition present;
 * - `registry/*.parquet`: `id`, `version`, `first_seen`, `last_seen`, `last_changed`,
 *   `path` (relative to the release folder, naming the sample file that holds the
 *   feature) and `bbox`, for the registry's types;
 * - `bridgefiles/<release>/dataset=…/theme=…/type=…/*.parquet`: one row per source
 *   entry with a record id: `id`, `record_id`, `update_time`, `dataset`, `theme`,
 *   `type`, `between`, `dataset_between` (the partition values are columns too).
 * Rows come from the sample release itself, so ids join across all of them.
 */
export async function writeSampleGers(
  outDir: string,
  files: SampleFile[],
  release: string,
  connection: DuckDBConnection,
): Promise<void> {
  const changelog = path.join(outDir, 'changelog', release);
  const registry = path.join(outDir, 'registry');
  const bridgefiles = path.join(outDir, 'bridgefiles', release);
  mkdirSync(registry, {recursive: true});
  mkdirSync(path.dirname(bridgefiles), {recursive: true});

  const registryRows: string[] = [];
  const bridgeRows: string[] = [];
  for (const {theme, type, file} of files) {
    const source = `read_parquet(${sqlString(file)})`;
    for (const [index, changeType] of CHANGE_TYPES.entries()) {
      const dir = path.join(changelog, `theme=${theme}`, `type=${type}`, `change_type=${changeType}`);
      mkdirSync(dir, {recursive: true});
      await connection.run(
        `COPY (SELECT id, bbox FROM (SELECT id, bbox, row_number() OVER (ORDER BY id) AS n FROM ${source}) ` +
          `WHERE n % ${CHANGE_TYPES.length} = ${index}) TO ${sqlString(path.join(dir, 'part-00000.parquet'))} (FORMAT parquet)`,
      );
    }
    if (REGISTERED.has(type)) {
      registryRows.push(
        `SELECT id, CAST(version AS INTEGER) AS version, ${sqlString(FIRST_SEEN)} AS first_seen, ` +
          `${sqlString(release)} AS last_seen, ${sqlString(release)} AS last_changed, ` +
          `${sqlString(`/theme=${theme}/type=${type}/${path.basename(file)}`)} AS path, bbox FROM ${source}`,
      );
    }
    bridgeRows.push(
      `SELECT id, s.record_id AS record_id, CAST(s.update_time AS VARCHAR) AS update_time, s.dataset AS dataset, ` +
        `${sqlString(theme)} AS theme, ${sqlString(type)} AS type, ` +
        `CAST(s.between AS DOUBLE[]) AS between, CAST(NULL AS DOUBLE[]) AS dataset_between ` +
        `FROM (SELECT id, unnest(sources) AS s FROM ${source}) WHERE s.dataset IS NOT NULL AND s.record_id IS NOT NULL`,
    );
  }
  await connection.run(
    `COPY (${registryRows.join(' UNION ALL ')}) TO ${sqlString(path.join(registry, 'part-00000.parquet'))} (FORMAT parquet)`,
  );
  await connection.run(
    `COPY (${bridgeRows.join(' UNION ALL ')}) TO ${sqlString(bridgefiles)} ` +
      `(FORMAT parquet, PARTITION_BY (dataset, theme, type), WRITE_PARTITION_COLUMNS true, OVERWRITE_OR_IGNORE)`,
  );
}
