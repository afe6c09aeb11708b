import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {offlineConnection, writeSampleRelease, type SampleFile} from '../../scripts/sample-release';
import {releaseColumns} from '../../scripts/sample-release/columns';
import {localQuery, outputFolder, prepareSpatial, type SpatialMode} from '../../scripts/sample-release/harness';
import {EXTRACT_PRESETS} from '../../src/data/extractPresets';
import {FEATURE_TYPES} from '../../src/data/featureTypes';
import {OVERTURE_RELEASE} from '../../src/data/release';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';
import {
  DEFAULT_INPUT,
  boxInput,
  checkInput,
  inputFromSearch,
  searchFromInput,
  type ExtractInput,
} from '../../src/components/ExtractBuilder/extract';
import {EXTRACT_FORMATS} from '../../src/components/ExtractBuilder/formats';
import {OVERTUREMAPS_VERSIONS} from '../../src/data/overturemapsPy';
import {cliCommand, duckdbSql, pythonScript, type Extract} from '../../src/components/ExtractBuilder/outputs';

const tree = loadSchemaTree('schema');
const input = (changes: Partial<ExtractInput>): ExtractInput => ({...DEFAULT_INPUT, ...changes});

function extractOf(changes: Partial<ExtractInput>, slug = 'test'): Extract {
  const checked = checkInput(input(changes));
  expect(checked.problems).toEqual({});
  return {
    box: checked.box!,
    featureType: checked.featureType!,
    format: checked.format!,
    release: OVERTURE_RELEASE,
    slug,
  };
}

describe('the feature types and presets the builder offers', () => {
  it('are the fifteen types of the schema, each with its nested columns', () => {
    const schemaTypes = [...tree.files.keys()].filter((file) => {
      try {
        releaseColumns(tree, file);
        return true;
      } catch {
        return false;
      }
    });
    expect(FEATURE_TYPES.map(({theme, type}) => `${theme}/${type}.yaml`).sort()).toEqual(
      schemaTypes.filter((file) => !file.startsWith('geojson/')).sort(),
    );
    for (const {theme, type, nested} of FEATURE_TYPES) {
      const columns = releaseColumns(tree, `${theme}/${type}.yaml`);
      const structured = columns.filter((c) => c.name !== 'bbox' && /STRUCT|MAP|\[\]/.test(c.type)).map((c) => c.name);
      expect([...nested].sort(), type).toEqual(structured.sort());
    }
  });

  it('has a dozen presets, each a valid box with a unique file name, small enough for every type', () => {
    expect(EXTRACT_PRESETS).toHaveLength(12);
    expect(new Set(EXTRACT_PRESETS.map(({slug}) => slug)).size).toBe(12);
    for (const preset of EXTRACT_PRESETS) {
      expect(preset.slug).toMatch(/^[a-z_]+$/);
      for (const {type} of FEATURE_TYPES) {
        const checked = checkInput(input({...boxInput(preset.bbox), type}));
        expect(checked.problems, preset.name).toEqual({});
        expect(checked.warning, `${preset.name}, ${type}`).toBeNull();
      }
    }
  });
});

describe('checking what the reader typed', () => {
  const problems = (changes: Partial<ExtractInput>) => checkInput(input(changes)).problems;

  it('refuses non-numbers, empty sides and coordinates off the globe, at the field', () => {
    expect(problems({west: 'abc'})).toEqual({west: 'West must be a number of degrees, such as 12.55; got “abc”.'});
    expect(problems({south: ''})).toEqual({south: 'South is empty: enter a number of degrees.'});
    expect(problems({north: '1e2'}).north).toMatch(/must be a number/);
    expect(problems({north: '91'})).toEqual({north: 'A latitude lies between -90 and 90; North is 91.'});
    expect(problems({west: '-180.5'})).toEqual({west: 'A longitude lies between -180 and 180; West is -180.5.'});
  });

  it('refuses west at or east of east, explaining the antimeridian, and south at or north of north', () => {
    expect(problems({west: '170', east: '-170'}).east).toMatch(/across the 180° meridian is two extracts/);
    expect(problems({west: '12', east: '12'})).toEqual({east: 'East equals west: the box has no width.'});
    expect(problems({south: '56', north: '55'})).toEqual({north: 'North must be greater than south.'});
    expect(checkInput(input({south: '56', north: '55'})).box).toBeNull();
  });

  it('refuses an unknown type or format, and warns, with the reason, for a box too large for the type', () => {
    expect(problems({type: 'castle'})).toEqual({type: '“castle” is not an Overture type: pick one from the list.'});
    expect(problems({format: 'shp'}).format).toMatch(/not a format the builder writes/);
    const large = checkInput(input({west: '0', south: '40', east: '3', north: '43', type: 'building'}));
    expect(large.problems).toEqual({});
    expect(large.warning).toMatch(
      /^This box covers 9\.0 square degrees, more than the 1 the builder suggests for building/,
    );
    expect(checkInput(input({west: '0', south: '40', east: '3', north: '43', type: 'division'})).warning).toBeNull();
  });
});

describe('the address', () => {
  it('holds the box, type and format, and gives them back', () => {
    const changed = input({west: '-74', south: '40.7', east: '-73.9', north: '40.8', type: 'place', format: 'csv'});
    const search = searchFromInput(changed);
    expect(search).toBe('?bbox=-74,40.7,-73.9,40.8&type=place&format=csv');
    expect(inputFromSearch(search)).toEqual(changed);
  });

  it('keeps what a bad address says, for the checks to explain, and fills what it leaves out', () => {
    expect(inputFromSearch('?bbox=1,2,x,4')).toMatchObject({west: '1', south: '2', east: 'x', north: '4'});
    expect(checkInput(inputFromSearch('?bbox=1,2,x,4')).problems).toEqual({
      east: 'East must be a number of degrees, such as 12.55; got “x”.',
    });
    expect(inputFromSearch('?bbox=1,2,x').type).toBe(DEFAULT_INPUT.type);
    expect(inputFromSearch('')).toEqual(DEFAULT_INPUT);
    expect(inputFromSearch('?type=<script>').type).toBe('<script>');
    expect(checkInput(inputFromSearch('?type=<script>')).problems.type).toMatch(/is not an Overture type/);
  });
});

describe('the outputs', () => {
  it('gives the command line only the formats it writes, and only a release the package of its day accepts', () => {
    // overturemaps 0.17.0 was current on 22 October 2025; its -r knows nothing newer than 2025-09-24.0.
    const geojson = extractOf({type: 'place', format: 'geojson'}, 'kyoto');
    expect(cliCommand(geojson)).toEqual({kind: 'release', version: '0.17.0', newest: '2025-09-24.0'});
    expect(cliCommand({...geojson, release: '2025-09-24.0'}, OVERTUREMAPS_VERSIONS[0])).toEqual({
      kind: 'command',
      text: 'overturemaps download --bbox=12.555,55.67,12.6,55.69 -f geojson --type=place -r 2025-09-24.0 -o kyoto_place.geojson',
    });
    expect(cliCommand(extractOf({format: 'gpkg'}))).toEqual({kind: 'format'});
    expect(cliCommand(extractOf({format: 'csv'}))).toEqual({kind: 'format'});
  });

  it('writes Python that parses and runs the same COPY, for every format', () => {
    const scripts = EXTRACT_FORMATS.map((format) => pythonScript(extractOf({format: format.id})));
    // One interpreter for all five: starting Python takes longer than parsing.
    const parse = 'import ast, json, sys\nfor script in json.load(sys.stdin): ast.parse(script)';
    execFileSync('python3', ['-c', parse], {input: JSON.stringify(scripts)});
    EXTRACT_FORMATS.forEach((format, i) => {
      const copy = duckdbSql(extractOf({format: format.id}))
        .split('\n\n')
        .at(-1)!;
      expect(scripts[i]).toContain(copy);
    });
  }, 20_000);

  describe('run against the sample release, for every type and format', () => {
    let sampleDir: string;
    let files: SampleFile[];
    let connection: DuckDBConnection;
    let mode: SpatialMode;
    let around: Partial<ExtractInput>;

    beforeAll(async () => {
      sampleDir = mkdtempSync(path.join(tmpdir(), 'overture-extract-'));
      files = await writeSampleRelease(sampleDir, {schemaDir: 'schema', examplesDir: 'schema/examples'});
      connection = await offlineConnection();
      mode = await prepareSpatial(connection);
      // A box around every feature of the sample.
      const union = files
        .filter(({rows}) => rows > 0)
        .map(({file}) => `SELECT bbox FROM read_parquet('${file}')`)
        .join(' UNION ALL ');
      const extent = await connection.runAndReadAll(
        `SELECT min(bbox.xmin), min(bbox.ymin), max(bbox.xmax), max(bbox.ymax) FROM (${union})`,
      );
      const [west, south, east, north] = extent.getRows()[0].map(Number);
      around = boxInput([Math.floor(west), Math.floor(south), Math.ceil(east), Math.ceil(north)]);
    }, 60_000);

    afterAll(() => {
      connection?.closeSync();
      rmSync(sampleDir, {recursive: true, force: true});
    });

    const cases = FEATURE_TYPES.flatMap(({type}) => EXTRACT_FORMATS.map((format) => [type, format.id] as const));
    it.each(cases)('%s as %s: every sample feature, read back from the file', async (type, format) => {
      const extract = extractOf({...around, type, format});
      const expected = files.find((file) => file.type === type)!.rows;
      const outputDir = outputFolder();
      try {
        await connection.run(
          localQuery(duckdbSql(extract), {sampleDir, gersDir: sampleDir, outputDir, mode, file: `${type}.${format}`}),
        );
        const written = path.join(outputDir, `test_${type}.${extract.format.extension}`);
        const reader =
          format === 'csv'
            ? `read_csv('${written}', header = true)`
            : extract.format.gdalDriver && mode === 'extension'
              ? `ST_Read('${written}')`
              : `read_parquet('${written}')`;
        const result = await connection.runAndReadAll(`SELECT count(*), count(geometry) FROM ${reader}`);
        expect(result.getRows()[0].map(Number)).toEqual([expected, expected]);
        if (format === 'csv' && expected > 0) {
          // Each geometry is written as ST_AsText gives it: the extension's WKT, or the stand-in's text.
          const source = files.find((file) => file.type === type)!.file;
          const same = await connection.runAndReadAll(
            `SELECT count(*) FROM ${reader} AS written ` +
              `WHERE written.geometry IN (SELECT st_astext(geometry) FROM read_parquet('${source}'))`,
          );
          expect(Number(same.getRows()[0][0])).toBe(expected);
          if (mode === 'extension') {
            const wkt = await connection.runAndReadAll(`SELECT geometry FROM ${reader} LIMIT 1`);
            expect(String(wkt.getRows()[0][0])).toMatch(/^(MULTI)?(POINT|LINESTRING|POLYGON) ?\(/);
          }
        }
      } finally {
        rmSync(outputDir, {recursive: true, force: true});
      }
    });

    it('finds nothing outside the box: a box beside the sample writes an empty file', async () => {
      const extract = extractOf({west: '-179', south: '-89', east: '-178', north: '-88', type: 'place'});
      const outputDir = outputFolder();
      try {
        await connection.run(
          localQuery(duckdbSql(extract), {sampleDir, gersDir: sampleDir, outputDir, mode, file: 'x'}),
        );
        const result = await connection.runAndReadAll(
          `SELECT count(*) FROM read_parquet('${path.join(outputDir, 'test_place.parquet')}')`,
        );
        expect(Number(result.getRows()[0][0])).toBe(0);
      } finally {
        rmSync(outputDir, {recursive: true, force: true});
      }
    });
  });
});
