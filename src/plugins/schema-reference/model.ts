import {ShapeReader, type Constraints, type DefinitionRef, type EnumValue, type Node, type Shape} from './shape';
import {SchemaError, type Schema, type SchemaTree} from './tree';
import type {SeeAlso} from './seeAlso';
import {DEFINITION_ANCHOR_PREFIX} from './anchors';

/**
 * What the reference pages show, computed from the schema tree: one row per field
 * at every depth, with type, requirement, constraints, values and conditions.
 * Plain data, serialised to JSON for the page components.
 */

export interface FieldCase {
  /** When the field only exists, or only looks like this, under a condition. */
  condition: string | null;
  type: string;
  description: string | null;
  constraints: string[];
  values: EnumValue[] | null;
  /** The shared definition the field uses, linked from the table. */
  definition: {label: string; anchor: string} | null;
  /** The schema's own keywords behind `constraints`, for comparing versions (only with `rawConstraints`). */
  schemaConstraints?: Constraints;
}

export interface FieldRow {
  /** Dotted path as readers write it in SQL: `sources[].dataset`, `names.rules[].variant`. */
  path: string;
  anchor: string;
  depth: number;
  /** `always`, `never`, or the conditions under which the field is required. */
  required: 'always' | 'never' | string[];
  cases: FieldCase[];
  /** Rules about the field's own properties taken together. */
  rules: string[];
  /** The field repeats the structure of one of its ancestors; its rows are not repeated. */
  recursive: boolean;
  /** A page of the site that says more about the field (see seeAlso.ts). */
  seeAlso?: SeeAlso;
  /** The schema version the field appeared in, where it came later than the field or type around it. */
  since?: string;
  /** The anchor of the change that added it, on the changelog page. */
  sinceAnchor?: string;
}

export interface TypeModel {
  theme: string;
  type: string;
  /** Schema file, relative to the schema folder. */
  file: string;
  description: string | null;
  geometries: string[];
  geometryDescription: string | null;
  fields: FieldRow[];
  /** Rules about the feature's properties as a whole. */
  rules: string[];
}

export interface DefinitionModel {
  file: string;
  name: string;
  anchor: string;
  label: string;
  type: string;
  description: string | null;
  constraints: string[];
  values: EnumValue[] | null;
  fields: FieldRow[];
  rules: string[];
}

/** `names.rules[].variant` → `names-rules-variant`: stable, readable, unique within a type. */
export function fieldAnchor(path: string): string {
  return path.replace(/\[\]/g, '').replace(/\./g, '-');
}

/** Which group a definitions file belongs to: `common` for the root one, else its theme. */
function scopeOf(file: string): string {
  return file === 'defs.yaml' ? 'common' : file.split('/')[0];
}

export function definitionAnchor({file, name}: DefinitionRef): string {
  return `${DEFINITION_ANCHOR_PREFIX}${scopeOf(file)}-${name.toLowerCase()}`;
}

function definitionLabel({file, name}: DefinitionRef): string {
  return `${scopeOf(file)} / ${name}`;
}

const KNOWN_PATTERNS: Record<string, string> = {
  '^(\\S.*)?\\S$': 'no leading or trailing spaces',
  '^Q\\d+': 'a Wikidata item id, such as Q64',
  '^[A-Z]{2}$': 'two capital letters',
  '^[A-Z]{2}-[A-Z0-9]{1,3}$': 'a two-letter country code, a hyphen, then one to three letters or digits',
  '^[a-z0-9]+(_[a-z0-9]+)*$': 'lower-case letters and digits, words joined by underscores, such as `coffee_shop`',
};

function describePattern(pattern: string): string {
  if (KNOWN_PATTERNS[pattern]) return KNOWN_PATTERNS[pattern];
  if (pattern.includes('[A-Za-z]{2,3}') && pattern.includes('[A-Za-z]{4}'))
    return 'a BCP 47 language tag, such as en or sr-Latn';
  if (pattern.startsWith('^([1-9]\\d{3})-')) return 'an ISO 8601 date and time, such as 2025-10-22T08:00:00Z';
  return `matches \`${pattern}\``;
}

const FORMATS: Record<string, string> = {
  uri: 'a URL',
  email: 'an email address',
  'date-time': 'an ISO 8601 date and time',
};

/** Length keywords only constrain strings (the schema also sets some on arrays, where they do nothing). */
export function effectiveConstraints(c: Constraints, types: ReadonlySet<string>): Constraints {
  if (!types.has('array') && !types.has('object')) return c;
  return Object.fromEntries(Object.entries(c).filter(([keyword]) => !/^(min|max)Length$/.test(keyword)));
}

/** The constraints as the reference pages word them: `≥ 0`, `two capital letters`, `at least 1 item`. */
export function constraintLabels(constraints: Constraints, types: ReadonlySet<string>): string[] {
  const c = effectiveConstraints(constraints, types);
  const labels: string[] = [];
  if (c.minimum !== undefined) labels.push(`≥ ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) labels.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) labels.push(`≤ ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) labels.push(`< ${c.exclusiveMaximum}`);
  if (c.minLength !== undefined && c.minLength === c.maxLength) labels.push(`exactly ${c.minLength} characters`);
  else {
    if (c.minLength === 1) labels.push('not empty');
    else if (c.minLength !== undefined) labels.push(`at least ${c.minLength} characters`);
    if (c.maxLength !== undefined) labels.push(`at most ${c.maxLength} characters`);
  }
  if (c.pattern !== undefined) labels.push(describePattern(c.pattern));
  if (c.format !== undefined) {
    const format = FORMATS[c.format] ?? `format ${c.format}`;
    // A pattern that spells out the same format (date-times) already says it, with an example.
    if (!labels.some((label) => label.startsWith(format))) labels.push(format);
  }
  if (c.minItems !== undefined && c.minItems === c.maxItems) labels.push(`exactly ${c.minItems} items`);
  else {
    if (c.minItems !== undefined) labels.push(`at least ${c.minItems} item${c.minItems === 1 ? '' : 's'}`);
    if (c.maxItems !== undefined) labels.push(`at most ${c.maxItems} items`);
  }
  if (c.uniqueItems) labels.push('no duplicates');
  if (c.minProperties !== undefined)
    labels.push(`at least ${c.minProperties} entr${c.minProperties === 1 ? 'y' : 'ies'}`);
  // The value as code, as the schema writes it: on the page and in its Markdown twin it reads apart from the word.
  if (c.default !== undefined) labels.push(`default \`${JSON.stringify(c.default)}\``);
  return [...new Set(labels)];
}

/** Required always, never, or under conditions; a condition and its opposite together mean always. */
function requirement(conditions: Set<string | null> | undefined): FieldRow['required'] {
  if (!conditions) return 'never';
  const named = [...conditions].filter((condition): condition is string => condition !== null);
  const covered = named.some((condition) => named.includes(condition.replace(' is ', ' is not ')));
  return conditions.has(null) || covered ? 'always' : named;
}

const plural = (label: string): string =>
  /^(object|string|number|integer|boolean)$/.test(label) ? `${label}s` : label;

export interface ModelOptions {
  /** Keep each case's constraints as the schema's keywords too (`schemaConstraints`), as the schema history compares them. */
  rawConstraints?: boolean;
}

export class ReferenceModel {
  private readonly reader: ShapeReader;

  constructor(
    private readonly tree: SchemaTree,
    private readonly options: ModelOptions = {},
  ) {
    this.reader = new ShapeReader(tree);
  }

  private typeLabel(shape: Shape): string {
    if (shape.geometries.length > 0) return `GeoJSON ${shape.geometries.join(' or ')}`;
    if (shape.constValue !== undefined) return `always ${JSON.stringify(shape.constValue)}`;
    if (shape.types.has('array')) {
      const items = shape.items ? this.typeLabel(this.reader.read(shape.items)) : 'values';
      return `array of ${plural(items)}`;
    }
    if (shape.patternProperties.length > 0 && shape.properties.size === 0) {
      const [entry] = shape.patternProperties;
      const key = entry.pattern.includes('[A-Za-z]{2,3}') ? 'language tag' : 'key';
      return `map of ${key} → ${this.typeLabel(this.reader.read(entry.node))}`;
    }
    if (shape.types.size === 0 && shape.properties.size > 0) return 'object';
    if (shape.types.size === 0 && shape.values) return 'string';
    return [...shape.types].join(' or ') || 'any value';
  }

  /**
   * The values a field allows: its own enumeration, or that of its items, at any depth of nested
   * arrays (`road_flags[].values` is an array of strings, each one of the flags).
   */
  private allowedValues(shape: Shape): EnumValue[] | null {
    if (shape.values) return shape.values;
    return shape.items ? this.allowedValues(this.reader.read(shape.items)) : null;
  }

  private fieldCase(shape: Shape, condition: string | null): FieldCase {
    return {
      condition,
      type: this.typeLabel(shape),
      description: shape.description,
      constraints: constraintLabels(shape.constraints, shape.types),
      values: this.allowedValues(shape),
      definition: shape.definition
        ? {label: definitionLabel(shape.definition), anchor: definitionAnchor(shape.definition)}
        : null,
      ...(this.options.rawConstraints && {schemaConstraints: effectiveConstraints(shape.constraints, shape.types)}),
    };
  }

  private objectRules(shape: Shape): string[] {
    const rules = [...shape.rules];
    if (shape.closed && shape.patternProperties.some((entry) => entry.pattern.startsWith('^ext_'))) {
      rules.push('Any other property must have a name starting with `ext_`.');
    } else if (shape.closed && shape.properties.size > 0) {
      rules.push('No other properties are allowed.');
    }
    return rules;
  }

  /** The object whose properties nest under a field: the field itself, or the items of its (nested) arrays. */
  private nested(shape: Shape, suffix = ''): {shape: Shape; suffix: string} | null {
    if (shape.properties.size > 0) return {shape, suffix};
    return shape.items ? this.nested(this.reader.read(shape.items), `${suffix}[]`) : null;
  }

  private rows(shape: Shape, prefix: string, depth: number, ancestors: string[], out: FieldRow[]): void {
    for (const [name, occurrences] of shape.properties) {
      const path = prefix ? `${prefix}.${name}` : name;
      const read = occurrences.map((occurrence) => ({
        occurrence,
        shape: this.reader.read(occurrence.node),
        identity: `${occurrence.node.file.path}#${occurrence.node.pointer}`,
      }));
      const cases: FieldCase[] = [];
      for (const {occurrence, shape: fieldShape} of read) {
        const candidate = this.fieldCase(fieldShape, occurrence.condition);
        const same = cases.find(
          (existing) =>
            JSON.stringify({...existing, condition: null}) === JSON.stringify({...candidate, condition: null}),
        );
        if (!same) cases.push(candidate);
        else if (same.condition !== candidate.condition) same.condition = null;
      }
      const required = requirement(shape.required.get(name));

      const children = read.map(({shape: fieldShape}) => this.nested(fieldShape)).filter((entry) => entry !== null);
      const seenBefore = read.some(
        ({shape: fieldShape, identity}) => fieldShape.recursive || ancestors.includes(identity),
      );
      const row: FieldRow = {
        path,
        anchor: fieldAnchor(path),
        depth,
        required,
        cases,
        rules: children
          .flatMap((entry) => this.objectRules(entry.shape))
          .filter((rule, i, all) => all.indexOf(rule) === i),
        recursive: seenBefore,
      };
      out.push(row);
      if (seenBefore) continue;
      for (const entry of children) {
        this.rows(entry.shape, path + entry.suffix, depth + 1, [...ancestors, ...read.map((r) => r.identity)], out);
      }
    }
  }

  /** Rows of a node: every property at every depth, deduplicated by path. */
  fieldRows(node: Node): FieldRow[] {
    const rows: FieldRow[] = [];
    this.rows(this.reader.read(node), '', 0, [], rows);
    const byPath = new Map<string, FieldRow>();
    for (const row of rows) {
      const existing = byPath.get(row.path);
      if (!existing) byPath.set(row.path, row);
      else
        existing.cases.push(
          ...row.cases.filter((c) => !existing.cases.some((e) => JSON.stringify(e) === JSON.stringify(c))),
        );
    }
    return [...byPath.values()];
  }

  /** The model of one feature type, from its file (`buildings/building.yaml`). */
  type(file: string): TypeModel {
    const schemaFile = this.tree.files.get(file);
    if (!schemaFile) throw new SchemaError(file, '', 'no such schema file');
    const root: Node = {schema: schemaFile.schema, file: schemaFile, pointer: ''};
    const properties = schemaFile.schema.properties as Record<string, Schema> | undefined;
    for (const required of ['geometry', 'properties']) {
      if (!properties?.[required])
        throw new SchemaError(file, '/properties', `a feature type must define "${required}"`);
    }
    const at = (name: string): Node => ({schema: properties![name], file: schemaFile, pointer: `/properties/${name}`});
    const [theme, type] = [file.split('/')[0], file.split('/')[1].replace(/\.ya?ml$/, '')];
    const geometry = this.reader.read(at('geometry'));
    const featureProperties = this.reader.read(at('properties'));
    const topLevel = Object.fromEntries(
      ['id', 'geometry'].filter((name) => properties![name]).map((name) => [name, properties![name]]),
    );
    const topRows = this.fieldRows({...root, schema: {properties: topLevel}});
    const fields = [...topRows, ...this.fieldRows(at('properties'))];
    // Every feature is a GeoJSON feature, which always has a geometry (schema.yaml requires it).
    const geometryRow = fields.find((row) => row.path === 'geometry');
    if (geometryRow) geometryRow.required = 'always';
    // Every feature of this type carries the same theme and type (schema.yaml dispatches on them).
    for (const row of fields) {
      const fixed = row.path === 'theme' ? theme : row.path === 'type' ? type : null;
      if (fixed === null) continue;
      row.cases = row.cases.map((c) => ({
        ...c,
        type: `always "${fixed}"`,
        values: c.values?.filter((value) => value.value === fixed) ?? null,
      }));
    }
    return {
      theme,
      type,
      file,
      description: typeof schemaFile.schema.description === 'string' ? schemaFile.schema.description : null,
      geometries: geometry.geometries,
      geometryDescription: geometry.description,
      fields,
      rules: this.objectRules(featureProperties),
    };
  }

  /** Every definition of the shared definition files (`defs.yaml`, `<theme>/defs.yaml`). */
  definitions(): DefinitionModel[] {
    const models: DefinitionModel[] = [];
    for (const file of [...this.tree.files.values()].filter((f) => f.path.endsWith('defs.yaml'))) {
      const defs = file.schema.$defs as Record<string, Record<string, Schema>> | undefined;
      for (const [group, entries] of Object.entries(defs ?? {})) {
        for (const [name, schema] of Object.entries(entries)) {
          const node: Node = {schema, file, pointer: `/$defs/${group}/${name}`};
          const shape = this.reader.read(node);
          const ref = {file: file.path, name};
          models.push({
            file: file.path,
            name,
            anchor: definitionAnchor(ref),
            label: definitionLabel(ref),
            type: this.typeLabel(shape),
            description: shape.description,
            constraints: constraintLabels(shape.constraints, shape.types),
            values: this.allowedValues(shape),
            fields: this.fieldRows(node),
            rules: this.objectRules(shape),
          });
        }
      }
    }
    return models;
  }
}
