import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {offlineConnection, writeSampleRelease} from '../../scripts/sample-release';
import {localQuery, outputFolder, prepareSpatial, type SpatialMode} from '../../scripts/sample-release/harness';
import {PATH_GROUPS, PATH_NAMES} from '../../src/data/placesTaxonomy';
import {categoryFilter, categoryLabel} from '../../src/plugins/places-taxonomy/duckdbFilter';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {codesFrom, countBelow, parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {taxonomyHtml} from '../../src/plugins/places-taxonomy/treeHtml';

const csv = readFileSync(TAXONOMY_FILE, 'utf8');
const taxonomy = parseTaxonomy(csv);
const category = (code: string) => taxonomy.byCode.get(code)!;
const rows = csv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [code, path] = line.split(';');
    return {code, path: path.trim().slice(1, -1).split(',')};
  });

describe('the places taxonomy data (schema v1.13.0)', () => {
  it('lists 2,117 codes, each once, under 22 top-level categories, at most 6 deep', () => {
    const codes = rows.map(({code}) => code);
    expect(codes).toHaveLength(2117);
    expect(new Set(codes).size).toBe(codes.length);
    expect(taxonomy.roots.filter((root) => !root.group)).toHaveLength(22);
    expect(Math.max(...rows.map(({path}) => path.length))).toBe(6);
  });

  it('gives every code a path ending in the code, but for the known exceptions', () => {
    const exceptions = Object.fromEntries(
      rows.filter(({code, path}) => path.at(-1) !== code).map(({code, path}) => [code, path.at(-1)]),
    );
    expect(exceptions).toEqual(PATH_NAMES);
    expect(Object.fromEntries(taxonomy.pathNames)).toEqual(PATH_NAMES);
  });

  it('has every parent present, as a code or as the path name of one, but for the known groups', () => {
    expect(taxonomy.groups).toEqual(PATH_GROUPS);
    for (const {code, path} of rows) {
      const parent = path.at(-2);
      if (parent === undefined) continue;
      const known = taxonomy.byCode.has(parent) || Object.values(PATH_NAMES).includes(parent);
      expect(known, `${code}'s parent ${parent}`).toBe(true);
    }
  });

  it('places every code in the tree once', () => {
    const placed = taxonomy.roots.flatMap(codesFrom);
    expect(placed).toHaveLength(2117);
    expect(new Set(placed).size).toBe(2117);
  });

  it('puts a branch under its top and counts what is below', () => {
    expect(codesFrom(category('restaurant'))).toContain('afghan_restaurant');
    expect(category('restaurant').path).toEqual(['eat_and_drink', 'restaurant']);
    expect(countBelow(category('cafe'))).toBe(3);
    expect(codesFrom(category('diving_instruction'))).toEqual(['free_diving_instruction', 'scuba_diving_instruction']);
    expect(codesFrom(category('community_services_non_profits'))).toContain(
      'disability_services_and_support_organization',
    );
  });

  it('refuses a malformed line, a code listed twice and a code before its parent, naming the line', () => {
    expect(() => parseTaxonomy('h\nbad line')).toThrow(/line 2: expected/);
    expect(() => parseTaxonomy('h\na; [a]\na; [a]')).toThrow(/line 3: a is listed twice/);
  });
});

describe('the taxonomy tree', () => {
  const html = taxonomyHtml(taxonomy);

  it('gives each category an anchor, its code, a label and the count below it', () => {
    expect(html).toContain(
      '<li id="category-pizza_restaurant" data-search-term="pizza_restaurant"><a class="taxonomy-code" href="#category-pizza_restaurant"><code>pizza_restaurant</code></a> <span class="taxonomy-label">Pizza restaurant</span></li>',
    );
    expect(html).toMatch(
      /<li id="category-cafe" data-search-term="cafe"><details><summary>.*<span class="taxonomy-count">3 below<\/span>/,
    );
    expect(html.match(/ id="category-/g)).toHaveLength(2117);
    // A branch's link sits under its summary, never in it (a summary is a control of its own).
    expect(html).toContain(
      '<p class="taxonomy-branch"><a href="#category-cafe">Filter on cafe and the 3 below</a></p>',
    );
    expect(html).not.toMatch(/<summary>(?:(?!<\/summary>).)*<a /);
  });

  it('shows a group with no code, and no anchor of its own', () => {
    expect(html).toContain(
      '<li data-group="diving_instruction"><details><summary><span class="taxonomy-label">Diving instruction</span>',
    );
  });
});

describe('a DuckDB filter for a category and everything below it', () => {
  it('lists the codes in one IN condition', () => {
    expect(categoryFilter(codesFrom(category('cafe')))).toBe(
      "categories.primary IN ('cafe', 'coffee_roastery', 'tea_room', 'coffee_shop')",
    );
    expect(categoryLabel('afghan_restaurant')).toBe('Afghan restaurant');
  });

  it('is the one the places page shows for the café branch', () => {
    const query = readFileSync(
      'src/queries/schema/concepts/by-theme/places/index/cafe-branch-vienna.duckdb.sql',
      'utf8',
    );
    expect(query).toContain(categoryFilter(codesFrom(category('cafe'))));
  });

  describe('against the sample release', () => {
    let sampleDir: string;
    let connection: DuckDBConnection;
    let mode: SpatialMode;

    beforeAll(async () => {
      sampleDir = mkdtempSync(path.join(tmpdir(), 'overture-taxonomy-'));
      await writeSampleRelease(sampleDir, {schemaDir: 'schema', examplesDir: 'schema/examples'});
      connection = await offlineConnection();
      mode = await prepareSpatial(connection);
    }, 60_000);

    afterAll(() => {
      connection?.closeSync();
      rmSync(sampleDir, {recursive: true, force: true});
    });

    /** The primary categories of the sample's places: the schema's place examples. */
    const samplePrimaries = readdirSync('schema/examples/places/place').map(
      (file) => /^\s+primary: (\w+)$/m.exec(readFileSync(`schema/examples/places/place/${file}`, 'utf8'))?.[1],
    );

    it.each(['eat_and_drink', 'pizza_restaurant'])('keeps exactly the sample places in %s', async (code) => {
      const codes = codesFrom(category(code));
      const expected = samplePrimaries.filter((primary) => primary !== undefined && codes.includes(primary)).length;
      const sql =
        `SELECT count(*) AS places FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*', ` +
        `hive_partitioning = 1) WHERE ${categoryFilter(codes)}`;
      const outputDir = outputFolder();
      try {
        const result = await connection.runAndReadAll(
          localQuery(sql, {sampleDir, gersDir: sampleDir, outputDir, mode, file: code}),
        );
        expect(Number(result.getRows()[0][0])).toBe(expected);
      } finally {
        rmSync(outputDir, {recursive: true, force: true});
      }
    });
  });
});
