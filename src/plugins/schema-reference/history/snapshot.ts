import {ReferenceModel, type FieldRow} from '../model';
import type {Constraints} from '../shape';
import {loadSchemaTree} from '../tree';

/**
 * What one schema version says of each field of each feature type, read with the same model
 * as the reference pages: a change inside a shared definition counts for every type that uses
 * it, and paths match the pages' rows. Everything the schema states of a field is kept, so that
 * two versions can be compared on all of it (diff.ts), not only on which fields exist.
 */

export interface FieldState {
  required: FieldRow['required'];
  /** Allowed values, the field's own or its items' at any depth of arrays. */
  values: string[];
  /** Its type as the reference pages name it (`string`, `array of strings`), one per distinct case. */
  types: string[];
  /**
   * Bounds, lengths, patterns, formats and defaults, as the schema's keywords with their JSON values
   * (`maximum: 0`, `pattern: "^[A-Z]{2}$"`): the reference pages' wording of them can be the same for
   * two patterns, these cannot.
   */
  constraints: string[];
  /** The conditions under which the field exists; empty when every feature of the type can have it. */
  conditions: string[];
  /** Rules about the field's own properties taken together. */
  rules: string[];
  /** The field's descriptions, for finding a removed field's successor. */
  description: string;
}

export interface TypeState {
  fields: Map<string, FieldState>;
  /** Rules about the feature's properties taken together ("Exactly one of these must hold: …"). */
  rules: string[];
}

/** Every feature type of one version (`theme/type`). */
export type Snapshot = Map<string, TypeState>;

const TYPE_FILE = /^[a-z_]+\/[a-z_]+\.yaml$/;

const distinct = (items: string[]): string[] => [...new Set(items)].sort();

/** `maximum: 0`, as the history records a constraint. */
export const constraintText = ([keyword, value]: [string, unknown]): string => `${keyword}: ${JSON.stringify(value)}`;

/** The keyword and value of a recorded constraint. */
export function parseConstraint(text: string): Constraints {
  const colon = text.indexOf(': ');
  return {[text.slice(0, colon)]: JSON.parse(text.slice(colon + 2)) as unknown};
}

export function fieldState(row: FieldRow): FieldState {
  const unconditional = row.cases.some((c) => c.condition === null);
  return {
    required: row.required,
    values: [...new Set(row.cases.flatMap((c) => (c.values ?? []).map((value) => String(value.value))))],
    types: distinct(row.cases.map((c) => c.type)),
    constraints: distinct(row.cases.flatMap((c) => Object.entries(c.schemaConstraints ?? {}).map(constraintText))),
    conditions: unconditional ? [] : distinct(row.cases.map((c) => c.condition!)),
    rules: distinct(row.rules),
    description: row.cases.map((c) => c.description ?? '').join('\n'),
  };
}

export function snapshotOf(schemaDir: string): Snapshot {
  const tree = loadSchemaTree(schemaDir);
  const model = new ReferenceModel(tree, {rawConstraints: true});
  const files = [...tree.files.keys()].filter((file) => TYPE_FILE.test(file) && !file.endsWith('/defs.yaml'));
  const snapshot: Snapshot = new Map();
  for (const file of files) {
    const {theme, type, fields, rules} = model.type(file);
    snapshot.set(`${theme}/${type}`, {
      fields: new Map(fields.map((row) => [row.path, fieldState(row)])),
      rules: distinct(rules),
    });
  }
  return snapshot;
}
