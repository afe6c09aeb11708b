import {existsSync, mkdtempSync, readFileSync, writeFileSync, cpSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {categoryRenames, deriveHistory, tagDates} from '../../src/plugins/schema-reference/history/derive';
import {snapshotOf} from '../../src/plugins/schema-reference/history/snapshot';
import {HISTORY_FILE, historyText} from '../../scripts/schema-history';
import {SCHEMA_HISTORY, fieldSince, isWithin, removedFields, valueSince} from '../../src/data/schemaHistory';
import {parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {RELEASES} from '../../src/data/releases';
import {versionAnchor} from '../../src/lib/changelogLinks';

const FIXTURE = 'tests/fixtures/schema-history';
/** The official schema at every tag, where this machine has it (a clone builds from the committed history). */
const OFFICIAL = path.resolve('..', 'shared', 'overture-schema-history');

describe('the schema history derivation', () => {
  it('records one change of each kind in a pair of fixture versions', () => {
    expect(deriveHistory(FIXTURE)).toEqual({
      versions: [
        {version: 'v1.0.0', date: '2024-01-02'},
        {version: 'v1.1.0', date: '2024-02-03'},
      ],
      changes: [
        {
          version: 'v1.1.0',
          types: [
            {theme: 'alpha', type: 'goner', removedType: true},
            {theme: 'alpha', type: 'newcomer', newType: true},
            // A field added to a shared definition counts for every type that uses it.
            {theme: 'alpha', type: 'other', added: ['names.common']},
            {
              theme: 'alpha',
              type: 'thing',
              // `links[].to` comes with `links`; `detail.level` is new inside a field that was there.
              added: ['names.common', 'links', 'detail.level', 'grade'],
              // Features written to v1.0.0 lack it.
              addedRequired: [{path: 'grade', required: 'always'}],
              removed: ['old_ids'],
              // Values of array items count, at any depth of arrays.
              valuesAdded: {kind: ['c'], tags: ['z']},
              valuesRemoved: {kind: ['b'], grid: ['q']},
              required: [{path: 'size', from: 'always', to: 'never'}],
              // old_ids' description names its successor.
              replaced: [{removed: 'old_ids', added: 'links'}],
              types: [{path: 'count', from: ['integer'], to: ['number']}],
              // Bounds and patterns as the schema's keywords: the sign of depth flipped.
              constraints: [
                {path: 'depth', from: ['maximum: 0'], to: ['minimum: 0']},
                {path: 'code', from: ['pattern: "^[A-Z]{2}$"'], to: ['pattern: "^[A-Z]{3}$"']},
              ],
              // flavour went from every feature to those of kind a.
              conditions: [{path: 'flavour', from: [], to: ['kind is a']}],
              rules: [{path: '', from: [], to: ['At least one of these must be present: `size`; `count`.']}],
            },
          ],
        },
      ],
      categoryRenames: [{from: 'poke', to: 'poke_restaurant', version: 'v1.1.0'}],
    });
  });

  it('reads tag dates from a README table with two tags a row', () => {
    const dates = tagDates(
      '| Tag | Tag date | Tag | Tag date |\n|---|---|---|---|\n| v1.0.0 | 2024-07-17 | v1.7.0 | 2025-03-19 |\n',
    );
    expect([...dates]).toEqual([
      ['v1.0.0', '2024-07-17'],
      ['v1.7.0', '2025-03-19'],
    ]);
  });

  it('says what is wrong with a folder it cannot read', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'schema-history-'));
    expect(() => deriveHistory(empty)).toThrow(/no version folders/);
    cpSync(FIXTURE, empty, {recursive: true});
    writeFileSync(path.join(empty, 'README.md'), '| v1.0.0 | 2024-01-02 |\n');
    expect(() => deriveHistory(empty)).toThrow(/no tag date for v1\.1\.0/);
    rmSync(empty, {recursive: true, force: true});
    expect(() =>
      categoryRenames([
        {version: 'v1', csv: 'h\na; [a]\n'},
        {version: 'v2', csv: 'h\na; [a]\nb; [b]\n'},
      ]),
    ).toThrow(/differ in length/);
  });

  it.runIf(existsSync(OFFICIAL))('gives, from the official schema at every tag, exactly the committed history', () => {
    expect(historyText(OFFICIAL)).toBe(readFileSync(HISTORY_FILE, 'utf8'));
  });

  it.runIf(existsSync(OFFICIAL))('reads the newest official version with the same fields as the site documents', () => {
    const newest = SCHEMA_HISTORY.versions.at(-1)!.version;
    const official = snapshotOf(path.join(OFFICIAL, newest, 'schema'));
    const ours = snapshotOf('schema');
    const paths = (snapshot: typeof ours) =>
      [...snapshot].flatMap(([type, {fields}]) => [...fields.keys()].map((field) => `${type}:${field}`)).sort();
    expect(paths(ours)).toEqual(paths(official));
  });
});

describe('the committed schema history', () => {
  const ours = snapshotOf('schema');

  it('runs from v1.0.0 to the version the site documents, each version tagged and first shipped in a release', () => {
    const versions = SCHEMA_HISTORY.versions.map(({version}) => version);
    expect(versions[0]).toBe('v1.0.0');
    expect(versions.at(-1)).toBe(RELEASES[0].schema);
    for (const {version, date} of SCHEMA_HISTORY.versions) {
      expect(date, version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(
        RELEASES.some((release) => release.schema === version),
        `a release of ${version}`,
      ).toBe(true);
    }
    expect(SCHEMA_HISTORY.changes.map(({version}) => version)).toEqual(versions.slice(1));
  });

  it('names only fields the reference shows, for those still in the schema', () => {
    const missing = SCHEMA_HISTORY.changes.flatMap(({version, types}) =>
      types.flatMap(({theme, type, added = [], valuesAdded = {}}) => {
        const fields = ours.get(`${theme}/${type}`)?.fields;
        if (!fields) return [`${version} ${theme}/${type}`];
        const gone = new Set(removedFields(theme, type, new Set(fields.keys())).map(({path}) => path));
        return [...added, ...Object.keys(valuesAdded)]
          .filter((field) => !fields.has(field) && ![...gone].some((removed) => isWithin(field, removed)))
          .map((field) => `${version} ${theme}/${type} ${field}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('dates fields and values as the schema tags show them', () => {
    expect(fieldSince('places', 'place', 'basic_category')).toBe('v1.13.0');
    expect(fieldSince('divisions', 'division_area', 'is_land')).toBe('v1.5.0');
    expect(fieldSince('transportation', 'segment', 'destinations')).toBe('v1.1.0');
    expect(fieldSince('transportation', 'segment', 'destinations[].labels[].type')).toBe('v1.1.0');
    expect(fieldSince('transportation', 'segment', 'names.primary')).toBe('v1.0.0');
    expect(fieldSince('base', 'bathymetry', 'depth')).toBe('v1.4.0');
    expect(valueSince('transportation', 'segment', 'class', 'standard_gauge')).toBe('v1.10.0');
    expect(valueSince('transportation', 'segment', 'class', 'motorway')).toBe('v1.0.0');
    expect(versionAnchor('v1.12.0')).toBe('v1-12-0');
  });

  it('lists the fields a type lost, with the version and, where the schema says so, their successor', () => {
    const segment = removedFields(
      'transportation',
      'segment',
      new Set(ours.get('transportation/segment')!.fields.keys()),
    );
    expect(segment).toContainEqual({path: 'connector_ids', version: 'v1.2.0', replacedBy: 'connectors'});
    expect(segment).toContainEqual({path: 'lanes', version: 'v1.3.0'});
    // bbox came in v1.7.0 and went in v1.8.0.
    expect(segment).toContainEqual({path: 'bbox', version: 'v1.8.0'});
  });

  it('renames category codes to codes of the taxonomy the site shows', () => {
    const taxonomy = parseTaxonomy(readFileSync('src/data/places-categories-v1.13.0.csv', 'utf8'));
    expect(SCHEMA_HISTORY.categoryRenames).toContainEqual({from: 'poke', to: 'poke_restaurant', version: 'v1.9.0'});
    for (const {to} of SCHEMA_HISTORY.categoryRenames) expect(taxonomy.byCode.has(to), to).toBe(true);
  });
});

/**
 * The committed history held against the official schema's diffs read by hand (`diff -r` of the tags'
 * `schema/` folders, with v1.7.0's re-ordered defs.yaml compared definition by definition): every change
 * of these four versions, and nothing else.
 */
describe('the history of four versions, checked by hand against the official diffs', () => {
  const ALL_TYPES = [
    'addresses/address',
    'base/bathymetry',
    'base/infrastructure',
    'base/land',
    'base/land_cover',
    'base/land_use',
    'base/water',
    'buildings/building',
    'buildings/building_part',
    'divisions/division',
    'divisions/division_area',
    'divisions/division_boundary',
    'places/place',
    'transportation/connector',
    'transportation/segment',
  ];
  const changesOf = (version: string) => SCHEMA_HISTORY.changes.find((entry) => entry.version === version)!.types;
  /** Every type with the same change, and the changes some types add to it. */
  const everyType = (change: object, more: Record<string, object> = {}) =>
    ALL_TYPES.map((key) => {
      const [theme, type] = key.split('/');
      return {theme, type, ...change, ...more[key]};
    });

  it('v1.5.0: prominence, the depth sign, and two land flags every division area and boundary must carry', () => {
    expect(changesOf('v1.5.0')).toEqual([
      {
        theme: 'base',
        type: 'bathymetry',
        added: ['cartography.prominence'],
        constraints: [{path: 'depth', from: ['maximum: 0'], to: ['minimum: 0']}],
      },
      {theme: 'base', type: 'land_cover', added: ['cartography.prominence']},
      {theme: 'divisions', type: 'division', added: ['cartography']},
      ...(['division_area', 'division_boundary'] as const).map((type) => ({
        theme: 'divisions',
        type,
        added: ['is_land', 'is_territorial'],
        addedRequired: [
          {path: 'is_land', required: 'always'},
          {path: 'is_territorial', required: 'always'},
        ],
        rules: [
          {
            path: '',
            from: [],
            to: [
              `${type === 'division_area' ? 'At least one' : 'Exactly one'} of these must hold: is_land is true; is_territorial is true.`,
            ],
          },
        ],
      })),
    ]);
  });

  it('v1.7.0: bbox in every type, infrastructure classes renamed and removed, and the indoor road flag', () => {
    expect(changesOf('v1.7.0')).toEqual(
      everyType(
        {added: ['bbox']},
        {
          'base/infrastructure': {
            valuesAdded: {class: ['breakwater']},
            valuesRemoved: {class: ['breakwaters', 'sub_station']},
          },
          'transportation/segment': {valuesAdded: {'road_flags[].values': ['is_indoor']}},
        },
      ),
    );
  });

  it('v1.9.0: names for building parts, and twelve category codes renamed', () => {
    expect(changesOf('v1.9.0')).toEqual([{theme: 'buildings', type: 'building_part', added: ['names']}]);
    const renames = SCHEMA_HISTORY.categoryRenames.filter(({version}) => version === 'v1.9.0');
    expect(renames).toHaveLength(12);
    expect(renames).toContainEqual({
      from: 'cajun_creole_restaurant',
      to: 'cajun_and_creole_restaurant',
      version: 'v1.9.0',
    });
  });

  it('v1.12.0: a licence in every source, and an operating status every place must carry', () => {
    expect(changesOf('v1.12.0')).toEqual(
      everyType(
        {added: ['sources[].license']},
        {
          'places/place': {
            added: ['sources[].license', 'operating_status'],
            addedRequired: [{path: 'operating_status', required: 'always'}],
          },
        },
      ),
    );
  });

  it("v1.8.0: a division boundary's country, required except on a country's own boundary", () => {
    const boundary = changesOf('v1.8.0').find(({type}) => type === 'division_boundary');
    expect(boundary?.addedRequired).toEqual([{path: 'country', required: ['subtype is not country']}]);
  });
});
