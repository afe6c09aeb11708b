import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OVERTURE_RELEASE} from '../../src/data/release';
import {offlineConnection, writeSampleRelease} from '../../scripts/sample-release';
import {CHANGE_TYPES, writeSampleGers} from '../../scripts/sample-release/gers';
import {REGISTRY_TYPES} from '../../src/data/gers';

/** The GERS sample must look like Overture's files, or queries checked against it prove nothing. */
describe('the sample changelog, registry and bridge files', () => {
  let root: string;
  let connection: DuckDBConnection;
  const release = (rest = ''): string => path.join(root, 'release', OVERTURE_RELEASE, rest);
  const rows = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJS();
  const columns = async (glob: string) =>
    (await rows(`DESCRIBE SELECT * FROM read_parquet('${glob}', hive_partitioning = false)`)).map(
      (row) => `${row.column_name} ${row.column_type}`,
    );

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'overture-gers-test-'));
    const files = await writeSampleRelease(release(), {schemaDir: 'schema', examplesDir: 'schema/examples'});
    connection = await offlineConnection();
    await writeSampleGers(root, files, OVERTURE_RELEASE, connection);
  }, 60_000);

  afterAll(() => {
    connection?.closeSync();
    rmSync(root, {recursive: true, force: true});
  });

  const BBOX = 'STRUCT(xmin FLOAT, xmax FLOAT, ymin FLOAT, ymax FLOAT)';

  it('registry: the published columns, for the registry types only', async () => {
    expect(await columns(`${root}/registry/*.parquet`)).toEqual([
      'id VARCHAR',
      'version INTEGER',
      'first_seen VARCHAR',
      'last_seen VARCHAR',
      'last_changed VARCHAR',
      'path VARCHAR',
      `bbox ${BBOX}`,
    ]);
    const types = await rows(
      `SELECT DISTINCT regexp_extract(path, 'type=([a-z_]+)', 1) AS type FROM read_parquet('${root}/registry/*.parquet')`,
    );
    expect(
      types.map((row) => row.type).every((type) => (REGISTRY_TYPES as readonly string[]).includes(String(type))),
    ).toBe(true);
    expect(types.length).toBeGreaterThan(3);
  });

  it('registry: a path, appended to the release folder, names the file that holds the feature', async () => {
    const [entry] = await rows(`SELECT id, path FROM read_parquet('${root}/registry/*.parquet') LIMIT 1`);
    const found = await rows(
      `SELECT count(*) AS n FROM read_parquet('${release()}${entry.path}') WHERE id = '${entry.id}'`,
    );
    expect(Number(found[0].n)).toBe(1);
  });

  it('changelog: id and bbox per row, partitioned by theme, type and the four change types', async () => {
    const glob = `${root}/changelog/${OVERTURE_RELEASE}/*/*/*/*.parquet`;
    expect(await columns(glob)).toEqual(['id VARCHAR', `bbox ${BBOX}`]);
    const partitions = await rows(
      `SELECT DISTINCT change_type FROM read_parquet('${glob}', hive_partitioning = 1) ORDER BY change_type`,
    );
    expect(partitions.map((row) => row.change_type)).toEqual([...CHANGE_TYPES].sort());
  });

  it('bridge files: the published columns, with partition values as columns too', async () => {
    const glob = `${root}/bridgefiles/${OVERTURE_RELEASE}/dataset=*/theme=*/type=*/*.parquet`;
    expect(await columns(glob)).toEqual([
      'id VARCHAR',
      'record_id VARCHAR',
      'update_time VARCHAR',
      'dataset VARCHAR',
      'theme VARCHAR',
      'type VARCHAR',
      'between DOUBLE[]',
      'dataset_between DOUBLE[]',
    ]);
    const osm = await rows(
      `SELECT record_id FROM read_parquet('${glob}', hive_partitioning = 1) WHERE dataset = 'OpenStreetMap' LIMIT 1`,
    );
    expect(String(osm[0].record_id)).toMatch(/^[nwr]\d+@\d+$/);
  });
});
