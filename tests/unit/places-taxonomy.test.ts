import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DuckDBInstance, type DuckDBConnection} from '@duckdb/node-api';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {offlineConnection, writeSampleRelease} from '../../scripts/sample-release';
import {localQuery, outputFolder, prepareSpatial, type SpatialMode} from '../../scripts/sample-release/harness';
import {PATH_GROUPS, PATH_NAMES} from '../../src/data/placesTaxonomy';
import {RELEASES, firstReleaseOfSchema} from '../../src/data/releases';
import {SCHEMA_HISTORY} from '../../src/data/schemaHistory';
import {
  categoryFilter,
  categoryLabel,
  renameComment,
  type CategoryMatch,
} from '../../src/plugins/places-taxonomy/duckdbFilter';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {renamesByCode} from '../../src/plugins/places-taxonomy/renames';
import {codesFrom, countBelow, parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {taxonomyHtml} from '../../src/plugins/places-taxonomy/treeHtml';

const csv = readFileSync(TAXONOMY_FILE, 'utf8');
const taxonomy = parseTaxonomy(csv);
const category = (code: string) => taxonomy.byCode.get(code)!;
const renames = renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames);
const renamesOf = (codes: readonly string[]) => codes.flatMap((code) => renames.get(code) ?? []);
/** The comments a category's filter takes on the renamed codes among some codes, as the browser gathers them. */
const commentsOf = (codes: readonly string[]) => renamesOf(codes).map(renameComment);
/** What the sample's place examples hold of a place's categories. */
interface SamplePlace {
  categories?: {primary: string; alternate?: string[]};
}
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
  const html = taxonomyHtml(taxonomy, renames);

  it('gives each category an anchor, its code, a label and the count below it', () => {
    expect(html).toContain(
      '<li id="category-pizza_restaurant" data-search-term="pizza_restaurant"><a class="taxonomy-code" href="#category-pizza_restaurant"><code>pizza_restaurant</code></a> <span class="taxonomy-label">Pizza restaurant</span></li>',
    );
    expect(html).toMatch(
      /<li id="category-cafe" data-search-term="cafe"><details><summary>.*<span class="taxonomy-count" data-twin="skip">3 below<\/span>/,
    );
    expect(html.match(/ id="category-/g)).toHaveLength(2117);
    // A branch's link sits under its summary, never in it (a summary is a control of its own).
    expect(html).toContain(
      '<p class="taxonomy-branch" data-twin="skip"><a href="#category-cafe">Filter on <code>cafe</code> and the 3 below</a></p>',
    );
    expect(html).not.toMatch(/<summary>(?:(?!<\/summary>).)*<a /);
  });

  it('marks each renamed code with its old code and version, for readers, the filter and search', () => {
    expect(html).toContain(
      '<li id="category-poke_restaurant" data-search-term="poke_restaurant" data-search-was="poke">' +
        '<a class="taxonomy-code" href="#category-poke_restaurant"><code>poke_restaurant</code></a> ' +
        '<span class="taxonomy-label">Poke restaurant</span> ' +
        '<span class="taxonomy-was" data-twin="note" data-filter-comment="-- Releases before 2025-05-21.0 (schema v1.9.0) wrote ' +
        '&#39;poke&#39; for poke_restaurant: add it after each &#39;poke_restaurant&#39; to match those releases.">' +
        'was <code>poke</code> until <a href="/schema/changelog/#v1-9-0">v1.9.0</a></span></li>',
    );
    // An old code with an apostrophe is escaped like any text from outside the parser.
    expect(html).toContain('data-search-was="children&#39;s_museum"');
    expect(html).toContain(
      'was <code>children&#39;s_museum</code> until <a href="/schema/changelog/#v1-9-0">v1.9.0</a>',
    );
    // A branch says it in its summary, before what is below it, with the version unlinked: a summary is a control.
    expect(html).toMatch(
      /<li id="category-b2b_energy_and_mining" [^>]*data-search-was="b2b_energy_mining"><details><summary><code>b2b_energy_and_mining<\/code> <span class="taxonomy-label">[^<]*<\/span> <span class="taxonomy-was" [^>]*>was <code>b2b_energy_mining<\/code> until v1\.9\.0<\/span> <span class="taxonomy-count" data-twin="skip">/,
    );
    expect(html.match(/ class="taxonomy-was"/g)).toHaveLength(SCHEMA_HISTORY.categoryRenames.length);
    expect(html.match(/ data-search-was="/g)).toHaveLength(12);
  });

  it('dates each rename by the first release of its schema version', () => {
    expect(firstReleaseOfSchema('v1.9.0')?.id).toBe('2025-05-21.0');
    expect(renames.get('poke_restaurant')).toEqual([
      {from: 'poke', to: 'poke_restaurant', version: 'v1.9.0', release: '2025-05-21.0'},
    ]);
    const oldest = RELEASES.filter(({schema}) => schema === 'v1.9.0').at(-1);
    for (const rename of [...renames.values()].flat()) expect(rename.release).toBe(oldest?.id);
  });

  it('refuses a rename to a code the taxonomy lacks, or in a version no release follows', () => {
    expect(() => renamesByCode(taxonomy, [{from: 'a', to: 'no_such_code', version: 'v1.9.0'}])).toThrow(
      /a was renamed no_such_code in v1\.9\.0, which is no code/,
    );
    expect(() => renamesByCode(taxonomy, [{from: 'a', to: 'diving_instruction', version: 'v1.9.0'}])).toThrow(
      /no code/,
    );
    expect(() => renamesByCode(taxonomy, [{from: 'poke', to: 'poke_restaurant', version: 'v9.0.0'}])).toThrow(
      /no release follows schema v9\.0\.0/,
    );
  });

  it('shows a group with no code, and no anchor of its own', () => {
    expect(html).toContain(
      '<li data-group="diving_instruction"><details><summary><span class="taxonomy-label">Diving instruction</span>',
    );
  });
});

describe('a DuckDB filter for a category and everything below it', () => {
  it('tests the primary category or the alternate ones by default, the primary one only by choice', () => {
    const cafe = "'cafe', 'coffee_roastery', 'tea_room', 'coffee_shop'";
    expect(categoryFilter(codesFrom(category('cafe')))).toBe(
      `(categories.primary IN (${cafe}) OR list_has_any(categories.alternate, [${cafe}]))`,
    );
    expect(categoryFilter(codesFrom(category('cafe')), [], 'primary')).toBe(`categories.primary IN (${cafe})`);
    expect(categoryLabel('afghan_restaurant')).toBe('Afghan restaurant');
  });

  /**
   * Both conditions as DuckDB runs them, on a table shaped like the places' `categories`:
   * an alternate match counts, a place without alternates (NULL, or no categories at all)
   * is kept or dropped by its primary category alone, and nothing errors.
   */
  it('keeps the right rows of a STRUCT(primary, alternate[]) column in DuckDB', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      await connection.run(
        `CREATE TABLE place AS SELECT * FROM (VALUES
          (1, {'primary': 'cafe', 'alternate': NULL}::STRUCT("primary" VARCHAR, alternate VARCHAR[])),
          (2, {'primary': 'bakery', 'alternate': ['coffee_shop', 'bakery']}),
          (3, {'primary': 'bakery', 'alternate': ['donut_shop']}),
          (4, {'primary': 'bakery', 'alternate': []}),
          (5, NULL),
          (6, {'primary': NULL, 'alternate': ['tea_room']})
        ) AS rows(id, categories)`,
      );
      const kept = async (match: CategoryMatch): Promise<number[]> => {
        const filter = categoryFilter(codesFrom(category('cafe')), commentsOf(['cafe']), match);
        const result = await connection.runAndReadAll(`SELECT id FROM place WHERE ${filter} ORDER BY id`);
        return result.getRows().map(([id]) => Number(id));
      };
      expect(await kept('either')).toEqual([1, 2, 6]);
      expect(await kept('primary')).toEqual([1]);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });

  it('says, before the condition, which code releases before a rename wrote, as a literal to paste', () => {
    expect(categoryFilter(['poke_restaurant'], commentsOf(['poke_restaurant']))).toBe(
      "-- Releases before 2025-05-21.0 (schema v1.9.0) wrote 'poke' for poke_restaurant: add it after each 'poke_restaurant' to match those releases.\n" +
        "(categories.primary IN ('poke_restaurant') OR list_has_any(categories.alternate, ['poke_restaurant']))",
    );
    expect(categoryFilter(['childrens_museum'], commentsOf(['childrens_museum']))).toContain(
      "wrote 'children''s_museum' for childrens_museum",
    );
    // A branch has a comment for every renamed code below it, in the tree's order.
    const restaurants = codesFrom(category('restaurant'));
    expect(categoryFilter(restaurants, commentsOf(restaurants)).split('\n').slice(0, -1)).toEqual([
      "-- Releases before 2025-05-21.0 (schema v1.9.0) wrote 'cajun_creole_restaurant' for cajun_and_creole_restaurant: add it after each 'cajun_and_creole_restaurant' to match those releases.",
      "-- Releases before 2025-05-21.0 (schema v1.9.0) wrote 'serbo_croation_restaurant' for serbo_croatian_restaurant: add it after each 'serbo_croatian_restaurant' to match those releases.",
      "-- Releases before 2025-05-21.0 (schema v1.9.0) wrote 'fishchbroetchen_restaurant' for fischbrotchen_restaurant: add it after each 'fischbrotchen_restaurant' to match those releases.",
      "-- Releases before 2025-05-21.0 (schema v1.9.0) wrote 'poke' for poke_restaurant: add it after each 'poke_restaurant' to match those releases.",
    ]);
    expect(categoryFilter(['cafe'], commentsOf(['cafe']), 'primary')).toBe("categories.primary IN ('cafe')");
  });

  it('is the primary-only one the places page counts per primary category for the café branch', () => {
    const query = readFileSync(
      'src/queries/schema/concepts/by-theme/places/index/cafe-branch-vienna.duckdb.sql',
      'utf8',
    );
    expect(query).toContain(categoryFilter(codesFrom(category('cafe')), [], 'primary'));
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

    /** The categories of the sample's places: the schema's place examples. */
    const sampleCategories = readdirSync('schema/examples/places/place').map(
      (file) =>
        (parse(readFileSync(`schema/examples/places/place/${file}`, 'utf8')) as {properties: SamplePlace}).properties
          .categories,
    );

    /**
     * Every filter the tree offers for these is run as a reader pastes it, with the note on
     * renamed codes where it has one, and again with the old codes added as the note says;
     * `bakery` is only an alternate category in the sample, `art_museum` too.
     */
    it.each([
      ['eat_and_drink', false, 'either'],
      ['pizza_restaurant', false, 'either'],
      ['poke_restaurant', false, 'either'],
      ['museum', false, 'either'],
      ['restaurant', true, 'either'],
      ['museum', true, 'primary'],
      ['bakery', false, 'either'],
      ['bakery', false, 'primary'],
      ['art_museum', false, 'either'],
    ] as const)(
      'keeps exactly the sample places in %s (old codes added: %s, testing %s)',
      async (code, withOldCodes, match) => {
        const codes = codesFrom(category(code));
        const tested = (place: SamplePlace['categories']): string[] =>
          place ? [place.primary, ...(match === 'either' ? (place.alternate ?? []) : [])] : [];
        const expected = sampleCategories.filter((place) => tested(place).some((each) => codes.includes(each))).length;
        if (code === 'bakery' || code === 'art_museum') expect(expected).toBe(match === 'either' ? 1 : 0);
        const olds = renamesOf(codes).map(({from}) => from);
        if (withOldCodes) expect(olds.length).toBeGreaterThan(0);
        const filter = categoryFilter(withOldCodes ? [...codes, ...olds] : codes, commentsOf(codes), match);
        const sql =
          `SELECT count(*) AS places FROM read_parquet('s3://overturemaps-us-west-2/release/@@release@@/theme=places/type=place/*', ` +
          `hive_partitioning = 1) WHERE ${filter}`;
        const outputDir = outputFolder();
        try {
          const result = await connection.runAndReadAll(
            localQuery(sql, {sampleDir, gersDir: sampleDir, outputDir, mode, file: code}),
          );
          expect(Number(result.getRows()[0][0])).toBe(expected);
        } finally {
          rmSync(outputDir, {recursive: true, force: true});
        }
      },
    );
  });
});
