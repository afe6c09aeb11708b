import {SchemaError, pointerOf, resolveRef, type Schema, type SchemaFile, type SchemaTree} from './tree';

/**
 * The merged reading of one schema node: `$ref` and `allOf` folded in, `oneOf`,
 * `anyOf` and `if`/`then`/`else` turned into conditions on properties and into
 * rules a reader can follow. This is what a field table row is made from.
 */

export interface EnumValue {
  value: string;
  meaning: string | null;
  /** The schema version the value appeared in, where it came later than its field. */
  since?: string;
  /** The anchor of the change that added it, on the changelog page. */
  sinceAnchor?: string;
}

/** Where a shared definition is documented. */
export interface DefinitionRef {
  file: string;
  name: string;
}

/** A schema node with the file it sits in and its JSON pointer there. */
export interface Node {
  schema: Schema;
  file: SchemaFile;
  pointer: string;
}

export interface PropertyOccurrence {
  node: Node;
  /** When the property only applies under a condition (`subtype is road`), the condition. */
  condition: string | null;
}

export interface Constraints {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  default?: unknown;
}

export interface Shape {
  types: Set<string>;
  description: string | null;
  definition: DefinitionRef | null;
  values: EnumValue[] | null;
  constValue: unknown;
  /** GeoJSON geometry kinds the node accepts (Point, Polygon…). */
  geometries: string[];
  constraints: Constraints;
  properties: Map<string, PropertyOccurrence[]>;
  /** Required property names, each with the conditions under which it is (null: always). */
  required: Map<string, Set<string | null>>;
  patternProperties: {pattern: string; node: Node}[];
  items: Node | null;
  closed: boolean;
  /** Rules about the object as a whole: "exactly one of …", "… must be absent when …". */
  rules: string[];
  /** Set when this node refers back to one of its own ancestors. */
  recursive: boolean;
}

const GEOJSON = /^https:\/\/geojson\.org\/schema\/(\w+)\.json$/;

function emptyShape(): Shape {
  return {
    types: new Set(),
    description: null,
    definition: null,
    values: null,
    constValue: undefined,
    geometries: [],
    constraints: {},
    properties: new Map(),
    required: new Map(),
    patternProperties: [],
    items: null,
    closed: false,
    rules: [],
    recursive: false,
  };
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: Node, ...parts: (string | number)[]): Node {
  let schema: unknown = node.schema;
  for (const part of parts) schema = (schema as Record<string | number, unknown>)[part];
  if (!isSchema(schema)) {
    throw new SchemaError(node.file.path, node.pointer + pointerOf(parts), 'expected a schema object here');
  }
  return {schema, file: node.file, pointer: node.pointer + pointerOf(parts)};
}

function list(node: Node, keyword: string): unknown[] {
  const value = node.schema[keyword];
  if (value === undefined) return [];
  if (!Array.isArray(value))
    throw new SchemaError(node.file.path, node.pointer + pointerOf([keyword]), `${keyword} must be a list`);
  return value;
}

/** A name for a definition reached through `$ref`, when it is one worth linking to. */
function definitionOf(file: SchemaFile, pointer: string): DefinitionRef | null {
  const match = /^\/\$defs\/(?:[^/]+\/)?([^/]+)$/.exec(pointer);
  if (!match || !file.path.endsWith('defs.yaml')) return null;
  return {file: file.path, name: match[1]};
}

function enumValues(node: Node): EnumValue[] {
  const meanings = node.schema['x-enum-descriptions'];
  return list(node, 'enum').map((value) => ({
    value: String(value),
    meaning:
      isSchema(meanings) && typeof meanings[String(value)] === 'string' ? (meanings[String(value)] as string) : null,
  }));
}

/** Reads a condition from a branch that pins a property: `{properties: {subtype: {const: road}}}`. */
function discriminator(node: Node): string | null {
  const properties = node.schema.properties;
  if (!isSchema(properties)) return null;
  for (const [name, value] of Object.entries(properties)) {
    if (isSchema(value) && 'const' in value) return `${name} is ${String(value.const)}`;
    if (isSchema(value) && Array.isArray(value.enum) && value.enum.length === 1)
      return `${name} is ${String(value.enum[0])}`;
  }
  return null;
}

/** A variant branch without the property that only names the variant (`subtype: {const: road}`). */
function withoutDiscriminator(node: Node): Node {
  const properties = node.schema.properties;
  if (!isSchema(properties)) return node;
  const kept = Object.fromEntries(
    Object.entries(properties).filter(
      ([, value]) => !(isSchema(value) && 'const' in value && Object.keys(value).length === 1),
    ),
  );
  return {...node, schema: {...node.schema, properties: kept}};
}

function conjoin(outer: string | null, inner: string | null): string | null {
  if (outer && inner) return `${outer} and ${inner}`;
  return outer ?? inner;
}

const quoteList = (names: string[]): string => names.map((name) => `\`${name}\``).join(', ');

export class ShapeReader {
  constructor(private readonly tree: SchemaTree) {}

  /** The merged shape of `node`; `stack` holds the definitions being read, to stop at cycles. */
  read(node: Node, condition: string | null = null, stack: string[] = []): Shape {
    const shape = emptyShape();
    this.merge(shape, node, condition, stack, true);
    return shape;
  }

  private merge(shape: Shape, node: Node, condition: string | null, stack: string[], outermost: boolean): void {
    const {schema} = node;
    if (typeof schema.description === 'string' && shape.description === null) shape.description = schema.description;

    if (typeof schema.$ref === 'string') {
      const geojson = GEOJSON.exec(new URL(schema.$ref, node.file.id).href);
      if (geojson) {
        shape.geometries.push(geojson[1]);
        shape.types.add('object');
      } else {
        const target = resolveRef(this.tree, node.file, node.pointer + '/$ref', schema.$ref);
        const key = `${target.file.path}#${target.pointer}`;
        if (outermost && shape.definition === null) shape.definition = definitionOf(target.file, target.pointer);
        if (stack.includes(key)) {
          shape.recursive = true;
        } else {
          this.merge(
            shape,
            {schema: target.schema, file: target.file, pointer: target.pointer},
            condition,
            [...stack, key],
            outermost,
          );
        }
      }
    }

    const type = schema.type;
    if (typeof type === 'string') shape.types.add(type);
    else if (Array.isArray(type)) type.forEach((t) => shape.types.add(String(t)));
    if (Array.isArray(schema.enum)) shape.values = [...(shape.values ?? []), ...enumValues(node)];
    if ('const' in schema) shape.constValue = schema.const;
    for (const keyword of [
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'minLength',
      'maxLength',
      'pattern',
      'format',
      'minItems',
      'maxItems',
      'uniqueItems',
      'minProperties',
      'default',
    ] as const) {
      if (keyword in schema) (shape.constraints as Record<string, unknown>)[keyword] = schema[keyword];
    }
    if (schema.unevaluatedProperties === false || schema.additionalProperties === false) shape.closed = true;

    list(node, 'allOf').forEach((_, i) => this.merge(shape, child(node, 'allOf', i), condition, stack, false));

    if (isSchema(schema.properties)) {
      for (const name of Object.keys(schema.properties)) {
        const occurrences = shape.properties.get(name) ?? [];
        occurrences.push({node: child(node, 'properties', name), condition});
        shape.properties.set(name, occurrences);
      }
    }
    for (const name of list(node, 'required')) this.require(shape, String(name), condition);

    if (isSchema(schema.patternProperties)) {
      for (const pattern of Object.keys(schema.patternProperties)) {
        shape.patternProperties.push({pattern, node: child(node, 'patternProperties', pattern)});
      }
    }
    if (isSchema(schema.items)) shape.items = child(node, 'items');

    for (const keyword of ['oneOf', 'anyOf'] as const) {
      if (list(node, keyword).length > 0) this.mergeAlternatives(shape, node, keyword, condition, stack);
    }
    if (isSchema(schema.if)) this.mergeConditional(shape, node, condition, stack);
  }

  private require(shape: Shape, name: string, condition: string | null): void {
    const conditions = shape.required.get(name) ?? new Set();
    conditions.add(condition);
    shape.required.set(name, conditions);
  }

  /** `oneOf`/`anyOf`: geometry choices, enum unions, variants keyed on a property, or "one of these is required". */
  private mergeAlternatives(
    shape: Shape,
    node: Node,
    keyword: 'oneOf' | 'anyOf',
    condition: string | null,
    stack: string[],
  ): void {
    const branches = list(node, keyword).map((_, i) => child(node, keyword, i));
    // Branches that each pin the same property to a value are variants of the object
    // (road, rail, water segments); branches pinning different properties are rules.
    const pinnedNames = branches.map((branch) => discriminator(branch)?.split(' is ')[0] ?? null);
    const variants = pinnedNames.every((name) => name !== null && name === pinnedNames[0]);
    const requiredOnly: string[][] = [];
    const pinned: string[] = [];
    for (const branch of branches) {
      const label = discriminator(branch);
      const keys = Object.keys(branch.schema).filter((key) => key !== 'title' && key !== 'description');
      const onlyRequired = keys.every((key) => key === 'required' || key === 'properties');
      const propertyNames = isSchema(branch.schema.properties) ? Object.keys(branch.schema.properties) : [];
      const allConst =
        propertyNames.length > 0 &&
        propertyNames.every((name) => {
          const value = (branch.schema.properties as Schema)[name];
          return isSchema(value) && 'const' in value && Object.keys(value).length === 1;
        });

      if (allConst && !Array.isArray(branch.schema.required) && !variants) {
        pinned.push(label ?? '');
        continue;
      }
      if (onlyRequired && Array.isArray(branch.schema.required) && label === null) {
        requiredOnly.push(branch.schema.required.map(String));
        // Their properties, if declared here, exist whichever branch applies.
        this.merge(shape, {...branch, schema: {properties: branch.schema.properties ?? {}}}, condition, stack, false);
        continue;
      }
      this.merge(shape, withoutDiscriminator(branch), conjoin(condition, label), stack, false);
    }
    const joiner = keyword === 'oneOf' ? 'Exactly one of' : 'At least one of';
    if (requiredOnly.length > 0) {
      const options = requiredOnly.map((names) => quoteList(names));
      shape.rules.push(`${joiner} these must be present: ${options.join('; ')}.`);
    }
    if (pinned.length > 0) shape.rules.push(`${joiner} these must hold: ${pinned.join('; ')}.`);
  }

  /** `if`/`then`/`else`, as used to require properties depending on another property's value. */
  private mergeConditional(shape: Shape, node: Node, condition: string | null, stack: string[]): void {
    const test = discriminator(child(node, 'if'));
    if (test === null) {
      throw new SchemaError(
        node.file.path,
        node.pointer + '/if',
        'only conditions on one property value are supported',
      );
    }
    const otherwise = test.replace(' is ', ' is not ');
    for (const [keyword, label] of [
      ['then', test],
      ['else', otherwise],
    ] as const) {
      if (!isSchema(node.schema[keyword])) continue;
      const branch = child(node, keyword);
      this.merge(shape, branch, conjoin(condition, label), stack, false);
      const forbidden = isSchema(branch.schema.not) ? branch.schema.not.required : undefined;
      if (Array.isArray(forbidden)) {
        shape.rules.push(`${quoteList(forbidden.map(String))} must be absent when ${label}.`);
      }
    }
  }
}
