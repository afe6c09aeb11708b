import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SCHEMA_HISTORY} from '../../src/data/schemaHistory';
import {renamesByCode} from '../../src/plugins/places-taxonomy/renames';
import {parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {taxonomyHtml} from '../../src/plugins/places-taxonomy/treeHtml';
import {FEATURE_TYPES} from '../../src/data/featureTypes';
import {changeAnchorsOf, changelogData} from '../../src/plugins/schema-reference/history/changelog';
import {removedFieldsOf, typeSince, withSince} from '../../src/plugins/schema-reference/history/labels';
import {ReferenceModel} from '../../src/plugins/schema-reference/model';
import {loadSchemaTree} from '../../src/plugins/schema-reference/tree';

/** What the reference pages and the changelog page make of the committed history (src/data/schema-history.json). */
const model = new ReferenceModel(loadSchemaTree('schema'));
const TYPE_FILES = FEATURE_TYPES.map(({theme, type}) => `${theme}/${type}`);
const current = new Map(
  TYPE_FILES.map((key) => [key, new Map(model.type(`${key}.yaml`).fields.map((row) => [row.path, row.anchor]))]),
);

const anchors = changeAnchorsOf(changelogData(current));

describe('the since labels of a type page', () => {
  const segment = withSince('transportation', 'segment', model.type('transportation/segment.yaml').fields, anchors);
  const row = (path: string) => segment.find((candidate) => candidate.path === path)!;

  it('mark a field where it appeared, not the fields that came with it', () => {
    expect(row('destinations').since).toBe('v1.1.0');
    expect(row('destinations[].labels').since).toBeUndefined();
    expect(row('names.primary').since).toBeUndefined();
    expect(row('names.rules[].perspectives').since).toBe('v1.10.0');
  });

  it('mark a value newer than its field, and no other', () => {
    const values = row('class').cases.flatMap((c) => c.values ?? []);
    expect(values.find((value) => value.value === 'standard_gauge')?.since).toBe('v1.10.0');
    expect(values.find((value) => value.value === 'motorway')?.since).toBeUndefined();
  });

  it('leave the fields of a type newer than v1.0.0 to the type, which says since when', () => {
    expect(typeSince('base', 'bathymetry')).toBe('v1.4.0');
    const bathymetry = withSince('base', 'bathymetry', model.type('base/bathymetry.yaml').fields, anchors);
    expect(bathymetry.find((candidate) => candidate.path === 'depth')?.since).toBeUndefined();
    expect(bathymetry.find((candidate) => candidate.path === 'cartography.prominence')?.since).toBe('v1.5.0');
  });

  it('link each label to the change that added its field or value, and every label has one', () => {
    // Fields added alike share one line, whose anchor names the first of them.
    const added = changelogData(current)
      .versions.find(({version}) => version === 'v1.1.0')!
      .themes.flatMap(({types}) => types.flatMap(({items}) => items))
      .find((item) => item.anchor === row('destinations').sinceAnchor);
    expect(added).toMatchObject({
      kind: 'added',
      fields: expect.arrayContaining([expect.objectContaining({path: 'destinations'})]),
    });
    const values = row('class').cases.flatMap((c) => c.values ?? []);
    expect(values.find((value) => value.value === 'standard_gauge')?.sinceAnchor).toBe(
      'v1-10-0-segment-values-added-class',
    );
    const itemAnchors = new Set(
      changelogData(current).versions.flatMap(({shared, themes}) => [
        ...shared.map(({item}) => item.anchor),
        ...themes.flatMap(({types}) => types.flatMap(({items}) => items.map((item) => item.anchor))),
      ]),
    );
    const missing: string[] = [];
    for (const key of TYPE_FILES) {
      const [theme, type] = key.split('/');
      for (const field of withSince(theme, type, model.type(`${key}.yaml`).fields, anchors)) {
        if (field.since && !itemAnchors.has(field.sinceAnchor ?? '')) missing.push(`${key} ${field.path}`);
        for (const value of field.cases.flatMap((c) => c.values ?? [])) {
          if (value.since && !itemAnchors.has(value.sinceAnchor ?? ''))
            missing.push(`${key} ${field.path}=${value.value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('end the page with the fields the type lost, linking a successor to its row', () => {
    expect(
      removedFieldsOf('transportation', 'segment', model.type('transportation/segment.yaml').fields),
    ).toContainEqual({
      path: 'connector_ids',
      version: 'v1.2.0',
      replacedBy: {path: 'connectors', anchor: 'connectors'},
    });
  });
});

describe('the changelog page', () => {
  const {versions} = changelogData(current);
  const entry = (version: string) => versions.find((candidate) => candidate.version === version)!;

  it('runs newest first, each version with its tag date and the release that first shipped it', () => {
    expect(versions[0].version).toBe('v1.13.0');
    expect(versions.at(-1)).toMatchObject({version: 'v1.0.0', baseline: true, release: {id: '2024-07-22.0'}});
    expect(entry('v1.12.0')).toMatchObject({anchor: 'v1-12-0', date: '2025-09-18', release: {id: '2025-09-24.0'}});
  });

  it('tells a change every type made once, with each type linked to its own row', () => {
    const [shared] = entry('v1.12.0').shared;
    expect(shared.item).toEqual({
      kind: 'added',
      fields: [{path: 'sources[].license'}],
      advice: null,
      breaks: false,
      anchor: 'v1-12-0-every-type-added-sources-license',
    });
    expect(shared.types).toHaveLength(15);
    expect(shared.types).toContainEqual({
      type: 'segment',
      href: '/schema/reference/transportation/segment/#sources-license',
    });
    const place = entry('v1.12.0').themes.find(({theme}) => theme === 'places')!.types[0];
    expect(place.items).toMatchObject([
      {
        kind: 'added-required',
        field: {path: 'operating_status', href: '/schema/reference/places/place/#operating_status'},
        required: 'always',
        breaks: true,
      },
    ]);
  });

  it("links a removed field to its type's list of removed fields, and names its successor", () => {
    const segment = entry('v1.2.0').themes.find(({theme}) => theme === 'transportation')!.types[0];
    expect(segment.items).toContainEqual({
      kind: 'replaced',
      removed: {path: 'connector_ids', href: '/schema/reference/transportation/segment/#removed-fields'},
      added: {path: 'connectors', href: '/schema/reference/transportation/segment/#connectors'},
      advice: 'Queries read `connectors` instead, in releases from 2024-10-23.0 on.',
      breaks: true,
      anchor: 'v1-2-0-segment-replaced-connector_ids',
    });
  });

  const itemsOf = (version: string, theme: string, type: string) =>
    entry(version)
      .themes.find((candidate) => candidate.theme === theme)!
      .types.find((candidate) => candidate.type === type)!.items;

  it('says a field added as required breaks older data, and for which features', () => {
    const boundary = itemsOf('v1.8.0', 'divisions', 'division_boundary');
    const country = boundary.find((item) => item.kind === 'added-required')!;
    expect(country).toMatchObject({required: ['subtype is not country'], breaks: true});
    expect(country.advice).toMatch(/^Features must now carry it \(where subtype is not country\): a validator/);
    expect(itemsOf('v1.5.0', 'divisions', 'division_area').map((item) => item.kind)).toEqual([
      'added-required',
      'added-required',
      'rules',
    ]);
  });

  it("words a bound as the reference does, and says when a field's values changed sign", () => {
    const [depth] = itemsOf('v1.5.0', 'base', 'bathymetry').filter((item) => item.kind === 'constraints');
    expect(depth).toMatchObject({from: ['≤ 0'], to: ['≥ 0'], breaks: true});
    expect(depth.advice).toMatch(/changed sign.*`> 100`/);
  });

  it('finds values added to the items of an array', () => {
    expect(itemsOf('v1.7.0', 'transportation', 'segment')).toContainEqual(
      expect.objectContaining({
        kind: 'values-added',
        field: {path: 'road_flags[].values', href: '/schema/reference/transportation/segment/#road_flags-values'},
        values: ['is_indoor'],
      }),
    );
  });

  it('lists the category codes a version renamed, linked to the taxonomy, with what filters must change', () => {
    const renames = entry('v1.9.0').renames!;
    expect(renames.codes).toHaveLength(12);
    expect(renames.codes).toContainEqual({
      from: 'poke',
      to: 'poke_restaurant',
      href: '/schema/concepts/by-theme/places/#category-poke_restaurant',
    });
    expect(renames.advice).toMatch(/old code finds nothing in releases from 2025-05-21\.0 on/);
    expect(versions.filter((version) => version.renames !== null).map(({version}) => version)).toEqual(['v1.9.0']);
  });

  it('links each renamed code to an entry the taxonomy tree has (the build cannot check these anchors)', () => {
    const taxonomy = parseTaxonomy(readFileSync('src/data/places-categories-v1.13.0.csv', 'utf8'));
    const tree = taxonomyHtml(taxonomy, renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames));
    const hrefs = versions.flatMap((version) => version.renames?.codes ?? []).map(({href}) => href);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const [page, anchor] = href.split('#');
      expect(page).toBe('/schema/concepts/by-theme/places/');
      expect(tree, anchor).toContain(` id="${anchor}"`);
    }
  });

  it('says that a field removed from the schema but kept in the files still reads in queries', () => {
    const [bbox] = entry('v1.8.0').shared;
    expect(bbox.item).toMatchObject({kind: 'removed', fields: [{path: 'bbox'}]});
    expect(bbox.item.advice).toMatch(/files still have the `bbox` column, so queries that read it keep working/);
  });

  it('names a new type as such', () => {
    const base = entry('v1.4.0').themes.find(({theme}) => theme === 'base')!;
    expect(base.types.find(({type}) => type === 'bathymetry')).toMatchObject({newType: true, items: []});
  });
});
