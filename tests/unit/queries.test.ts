import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {offlineConnection, writeSampleRelease} from '../../scripts/sample-release';
import {writeSampleGers} from '../../scripts/sample-release/gers';
import {writeSampleStac} from '../../scripts/sample-release/stac';
import {SCHEMA_VERSION} from '../../src/data/release';
import {SPATIAL_STAND_INS} from '../../src/data/queryChecks';
import {queriesFor} from '../support/content';
import {
  DUCKDB_RUN_FILLED,
  localQuery,
  outputFolder,
  prepareSpatial,
  type SpatialMode,
} from '../../scripts/sample-release/harness';

/**
 * Every DuckDB query the site shows runs here, against a sample release made from
 * the schema's examples, with its changelog, bridge files and registry: a query that names a missing column, struct field or type,
 * or that fails to parse, fails with its file name and DuckDB's message. It runs as the record
 * of query checks says (src/data/queryChecks.ts, DUCKDB_RUN), which the line under each query
 * states: that DuckDB version, that release's sample, that spatial mode.
 */
const queryFiles = queriesFor('duckdb');

describe('the DuckDB queries', () => {
  let sampleDir: string;
  let gersDir: string;
  let connection: DuckDBConnection;
  let mode: SpatialMode;

  beforeAll(async () => {
    sampleDir = mkdtempSync(path.join(tmpdir(), 'overture-sample-release-'));
    gersDir = mkdtempSync(path.join(tmpdir(), 'overture-sample-gers-'));
    const files = await writeSampleRelease(sampleDir, {schemaDir: 'schema', examplesDir: 'schema/examples'});
    connection = await offlineConnection();
    await writeSampleGers(gersDir, files, DUCKDB_RUN_FILLED.sample, connection);
    writeSampleStac(gersDir, DUCKDB_RUN_FILLED.sample, SCHEMA_VERSION);
    mode = await prepareSpatial(connection);
    console.log(
      `DuckDB queries run ${mode === 'extension' ? 'with the spatial extension' : 'with spatial stand-ins'}.`,
    );
  }, 60_000);

  afterAll(() => {
    connection?.closeSync();
    rmSync(sampleDir, {recursive: true, force: true});
    rmSync(gersDir, {recursive: true, force: true});
  });

  it('follow the quoting rule the scoping rules page states for DuckDB: keywords read after a dot, quoted when bare', async () => {
    const rule = `(SELECT {'between': [0.0, 0.5], 'when': {'heading': 'forward'}, 'using': ['as_customer']} AS r)`;
    await connection.run(`SELECT r.between, r.when.heading, r.using FROM ${rule}`);
    await connection.run(`SELECT "when", "using" FROM (SELECT unnest(r) FROM ${rule})`);
    for (const bare of ['when', 'using']) {
      await expect(connection.run(`SELECT ${bare} FROM (SELECT unnest(r) FROM ${rule})`), bare).rejects.toThrow();
    }
  });

  it('run in the DuckDB version the pages name', async () => {
    const result = await connection.runAndReadAll('SELECT version()');
    expect(result.getRows()[0][0]).toBe(`v${DUCKDB_RUN_FILLED.version}`);
  });

  it('run with the spatial functions the pages say: the extension, or the stand-ins and not it', async () => {
    expect(mode).toBe(DUCKDB_RUN_FILLED.spatial);
    const extension = await connection.runAndReadAll(
      "SELECT loaded FROM duckdb_extensions() WHERE extension_name = 'spatial'",
    );
    expect(extension.getRows()[0][0]).toBe(mode === 'extension');
    const macros = await connection.runAndReadAll(
      "SELECT DISTINCT function_name FROM duckdb_functions() WHERE function_type = 'macro' AND starts_with(function_name, 'st_')",
    );
    const defined = macros.getRows().map(([name]) => String(name));
    expect(defined.sort()).toEqual(mode === 'extension' ? [] : [...SPATIAL_STAND_INS].sort());
  });

  it('are at least 25', () => {
    expect(queryFiles.length).toBeGreaterThanOrEqual(25);
  });

  it.each(queryFiles.map(({file, text}) => [file, text] as const))(
    '%s runs against the sample release',
    async (file, text) => {
      const outputDir = outputFolder();
      const sql = localQuery(text, {sampleDir, gersDir, outputDir, mode, file});
      try {
        await connection.run(sql);
      } catch (error) {
        throw new Error(`${file} failed: ${(error as Error).message}`);
      } finally {
        rmSync(outputDir, {recursive: true, force: true});
      }
    },
  );
});
