import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {offlineConnection, writeSampleRelease} from '../../scripts/sample-release';
import {writeSampleGers} from '../../scripts/sample-release/gers';
import {OVERTURE_RELEASE} from '../../src/data/release';
import {queriesFor} from '../support/content';
import {localQuery, outputFolder, prepareSpatial, type SpatialMode} from '../../scripts/sample-release/harness';

/**
 * Every DuckDB query the site shows runs here, against a sample release made from
 * the schema's examples, with its changelog, bridge files and registry: a query that names a missing column, struct field or type,
 * or that fails to parse, fails with its file name and DuckDB's message.
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
    await writeSampleGers(gersDir, files, OVERTURE_RELEASE, connection);
    mode = await prepareSpatial(connection);
    console.log(`DuckDB queries run ${mode === 'spatial' ? 'with the spatial extension' : 'with the spatial shim'}.`);
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
