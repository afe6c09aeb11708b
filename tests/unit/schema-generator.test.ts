import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {ReferenceModel, fieldAnchor, type FieldRow} from '../../src/plugins/schema-reference/model';
import {SchemaError, loadSchemaTree} from '../../src/plugins/schema-reference/tree';

let dirs: string[] = [];

/** A schema folder made of the given files (path → YAML text). */
function schemaDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'schema-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries({'schema.yaml': 'type: object\n', ...files})) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true}));
  dirs = [];
});

const FEATURE = (properties: string) => `
type: object
properties:
  id: {$ref: ../defs.yaml#/$defs/propertyDefinitions/id}
  geometry:
    oneOf:
      - $ref: https://geojson.org/schema/Point.json
      - $ref: https://geojson.org/schema/Polygon.json
  properties:
${properties}
`;

const DEFS = `
$defs:
  propertyDefinitions:
    id: {type: string, minLength: 1, description: The feature id.}
    speedUnit:
      description: A unit of speed.
      type: string
      enum: [km/h, mph]
      x-enum-descriptions: {km/h: Kilometres per hour., mph: Miles per hour.}
  propertyContainers:
    common:
      properties:
        version: {type: integer, minimum: 0, description: Revision counter.}
      required: [version]
`;

const row = (rows: FieldRow[], path: string): FieldRow => {
  const found = rows.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no row ${path} in ${rows.map((r) => r.path).join(', ')}`);
  return found;
};

describe('the schema reference generator', () => {
  it('follows $ref across files and merges allOf containers', () => {
    const dir = schemaDir({
      'defs.yaml': DEFS,
      'roads/road.yaml': FEATURE(`    allOf:
      - $ref: ../defs.yaml#/$defs/propertyContainers/common
    properties:
      unit: {$ref: ../defs.yaml#/$defs/propertyDefinitions/speedUnit}`),
    });
    const type = new ReferenceModel(loadSchemaTree(dir)).type('roads/road.yaml');
    expect(type.geometries).toEqual(['Point', 'Polygon']);
    expect(type.fields.map((field) => field.path)).toEqual(['id', 'geometry', 'version', 'unit']);
    expect(row(type.fields, 'version')).toMatchObject({
      required: 'always',
      cases: [{type: 'integer', constraints: ['≥ 0']}],
    });
    const unit = row(type.fields, 'unit');
    expect(unit.cases[0].values).toEqual([
      {value: 'km/h', meaning: 'Kilometres per hour.'},
      {value: 'mph', meaning: 'Miles per hour.'},
    ]);
    expect(unit.cases[0].definition).toEqual({label: 'common / speedUnit', anchor: 'def-common-speedunit'});
  });

  it('lists nested objects and arrays as dotted paths with stable anchors', () => {
    const dir = schemaDir({
      'defs.yaml': DEFS,
      'roads/road.yaml': FEATURE(`    properties:
      names:
        type: object
        required: [primary]
        properties:
          primary: {type: string}
          rules:
            type: array
            items:
              type: object
              properties:
                variant: {type: string, enum: [common, short]}`),
    });
    const type = new ReferenceModel(loadSchemaTree(dir)).type('roads/road.yaml');
    expect(type.fields.map((field) => [field.path, field.depth, field.anchor])).toEqual([
      ['id', 0, 'id'],
      ['geometry', 0, 'geometry'],
      ['names', 0, 'names'],
      ['names.primary', 1, 'names-primary'],
      ['names.rules', 1, 'names-rules'],
      ['names.rules[].variant', 2, 'names-rules-variant'],
    ]);
    expect(row(type.fields, 'names.primary').required).toBe('always');
    expect(fieldAnchor('sources[].dataset')).toBe('sources-dataset');
  });

  it('turns oneOf variants into conditions and alternatives into rules', () => {
    const dir = schemaDir({
      'defs.yaml': DEFS,
      'roads/road.yaml': FEATURE(`    properties:
      subtype: {type: string, enum: [road, rail]}
      limit:
        type: object
        oneOf:
          - required: [is_at_most]
            properties: {is_at_most: {type: integer}}
          - required: [is_at_least]
            properties: {is_at_least: {type: integer}}
    oneOf:
      - required: [class]
        properties:
          subtype: {const: road}
          class: {type: string, enum: [motorway, residential]}
      - required: [class]
        properties:
          subtype: {const: rail}
          class: {type: string, enum: [tram, subway]}`),
    });
    const type = new ReferenceModel(loadSchemaTree(dir)).type('roads/road.yaml');
    const cls = row(type.fields, 'class');
    expect(cls.required).toEqual(['subtype is road', 'subtype is rail']);
    expect(cls.cases.map((c) => [c.condition, c.values?.map((v) => v.value)])).toEqual([
      ['subtype is road', ['motorway', 'residential']],
      ['subtype is rail', ['tram', 'subway']],
    ]);
    expect(type.fields.filter((field) => field.path === 'subtype')).toHaveLength(1);
    expect(row(type.fields, 'limit').rules).toEqual([
      'Exactly one of these must be present: `is_at_most`; `is_at_least`.',
    ]);
  });

  it('reads if/then/else requirements, including properties that must be absent', () => {
    const dir = schemaDir({
      'defs.yaml': DEFS,
      'places/area.yaml': FEATURE(`    allOf:
      - if:
          properties:
            subtype: {enum: [country]}
        then:
          required: [subtype]
          not: {required: [parent_id]}
        else:
          required: [subtype, parent_id]
    properties:
      subtype: {type: string}
      parent_id: {type: string}`),
    });
    const type = new ReferenceModel(loadSchemaTree(dir)).type('places/area.yaml');
    expect(row(type.fields, 'subtype').required).toBe('always');
    expect(row(type.fields, 'parent_id').required).toEqual(['subtype is not country']);
    expect(type.rules).toContain('`parent_id` must be absent when subtype is country.');
  });

  it('stops at a cycle instead of looping', () => {
    const dir = schemaDir({
      'defs.yaml': `
$defs:
  propertyDefinitions:
    id: {type: string}
    node:
      type: object
      properties:
        label: {type: string}
        children:
          type: array
          items: {$ref: '#/$defs/propertyDefinitions/node'}
`,
      'trees/tree.yaml': FEATURE(`    properties:
      root: {$ref: ../defs.yaml#/$defs/propertyDefinitions/node}`),
    });
    const type = new ReferenceModel(loadSchemaTree(dir)).type('trees/tree.yaml');
    const paths = type.fields.map((field) => field.path);
    expect(paths).toContain('root.children[].label');
    expect(paths.length).toBeLessThan(20);
    expect(type.fields.some((field) => field.recursive)).toBe(true);
  });

  it('names the file and the place of a broken reference', () => {
    const dir = schemaDir({
      'defs.yaml': DEFS,
      'roads/road.yaml': FEATURE(`    properties:
      unit: {$ref: ../defs.yaml#/$defs/propertyDefinitions/nope}`),
    });
    const model = new ReferenceModel(loadSchemaTree(dir));
    expect(() => model.type('roads/road.yaml')).toThrow(SchemaError);
    expect(() => model.type('roads/road.yaml')).toThrow(
      /roads\/road\.yaml at \/properties\/properties\/properties\/unit\/\$ref: .*has no #\/\$defs\/propertyDefinitions\/nope/,
    );
  });

  it('names the file and line of malformed YAML, and a type without geometry', () => {
    const broken = schemaDir({'roads/road.yaml': 'type: object\nproperties: [unclosed\n'});
    expect(() => loadSchemaTree(broken)).toThrow(/roads\/road\.yaml: not valid YAML \(line \d+\)/);
    const incomplete = schemaDir({'roads/road.yaml': 'type: object\nproperties:\n  properties: {type: object}\n'});
    expect(() => new ReferenceModel(loadSchemaTree(incomplete)).type('roads/road.yaml')).toThrow(
      /roads\/road\.yaml at \/properties: a feature type must define "geometry"/,
    );
  });

  it('refuses a folder without schema.yaml', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-'));
    dirs.push(dir);
    expect(() => loadSchemaTree(dir)).toThrow(/no schema\.yaml/);
  });
});
