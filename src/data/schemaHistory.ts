import history from './schema-history.json';

/**
 * What changed in the Overture schema from one version to the next, v1.0.0 (the first
 * general-availability schema) to the version the site documents: derived from the official
 * schema at every tag by `npm run schema:history -- <folder>` (src/plugins/schema-reference/history)
 * and committed as `schema-history.json`, so a clone builds without the tags. Read at build
 * time only: the changelog page, the reference pages' "since" labels and the places taxonomy's
 * renamed codes render it as static HTML.
 */

/** Required always, never, or under the conditions listed (`subtype is road`). */
export type Requirement = 'always' | 'never' | readonly string[];

export interface RequirementChange {
  path: string;
  from: Requirement;
  to: Requirement;
}

/** A removed field whose own description, or its successor's, names the field that took its place. */
export interface Replacement {
  removed: string;
  added: string;
}

/** A field that a version added and that a feature must carry (always, or under the conditions given). */
export interface RequiredAddition {
  path: string;
  required: Requirement;
}

/** What the schema says of a field, or of an object's properties taken together, before and after. */
export interface StatementChange {
  path: string;
  /** What the older version said that the newer no longer says. */
  from: readonly string[];
  /** What the newer version says that the older did not. */
  to: readonly string[];
}

/** The changes of one feature type in one version. Paths are written as on the reference pages. */
export interface TypeChange {
  theme: string;
  type: string;
  /** The type itself is new in this version; its fields are not listed. */
  newType?: true;
  /** The type is gone from this version. */
  removedType?: true;
  /** Fields that appeared, without the fields nested in an added field. */
  added?: readonly string[];
  /**
   * Those of the added fields that a feature must have: features written to an older version lack
   * them, so a validator of this version rejects them.
   */
  addedRequired?: readonly RequiredAddition[];
  /** Fields that went, without the fields nested in a removed field. */
  removed?: readonly string[];
  /** Allowed values that appeared, by field (fields that existed before only; values of array items count). */
  valuesAdded?: Readonly<Record<string, readonly string[]>>;
  /** Allowed values that went, by field (fields that still exist only). */
  valuesRemoved?: Readonly<Record<string, readonly string[]>>;
  required?: readonly RequirementChange[];
  replaced?: readonly Replacement[];
  /** The field's type changed (`integer` to `number`, a string to an array of strings). */
  types?: readonly StatementChange[];
  /** Bounds, lengths, patterns, formats and defaults the field lost (`from`) and gained (`to`). */
  constraints?: readonly StatementChange[];
  /**
   * The conditions under which the field exists (`subtype is road`), all of them before and after
   * (not only those that changed); empty for a field every feature can have.
   */
  conditions?: readonly StatementChange[];
  /** Rules about an object's properties taken together; the path `''` is the feature's own properties. */
  rules?: readonly StatementChange[];
}

export interface CategoryRename {
  from: string;
  to: string;
  /** The first version whose category list has the new code. */
  version: string;
}

export interface SchemaVersion {
  version: string;
  /** The day the version was tagged. */
  date: string;
}

export interface SchemaHistory {
  /** Oldest first. */
  versions: readonly SchemaVersion[];
  /** For every version but the first, its changes from the version before, by type. */
  changes: readonly {version: string; types: readonly TypeChange[]}[];
  categoryRenames: readonly CategoryRename[];
}

export const SCHEMA_HISTORY: SchemaHistory = history as SchemaHistory;

/** The version everything is counted from: fields and values present in it carry no label. */
export const BASELINE_VERSION = SCHEMA_HISTORY.versions[0].version;

/** Whether `path` is `ancestor` or lies inside it (`names.rules[].variant` inside `names`). */
export function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[]`);
}

function changesOf(theme: string, type: string): {version: string; change: TypeChange}[] {
  return SCHEMA_HISTORY.changes.flatMap(({version, types}) =>
    types.filter((change) => change.theme === theme && change.type === type).map((change) => ({version, change})),
  );
}

/**
 * The version a field of the current schema has been there since: the last version that added
 * it, its type or a field it is nested in; the baseline when none did.
 */
export function fieldSince(theme: string, type: string, path: string): string {
  let since = BASELINE_VERSION;
  for (const {version, change} of changesOf(theme, type)) {
    if (change.newType || change.added?.some((added) => isWithin(path, added))) since = version;
  }
  return since;
}

/** The version an allowed value of a field has been there since (never before its field's). */
export function valueSince(theme: string, type: string, path: string, value: string): string {
  let since = fieldSince(theme, type, path);
  for (const {version, change} of changesOf(theme, type)) {
    if (change.valuesAdded?.[path]?.includes(value) && compareVersions(version, since) > 0) since = version;
  }
  return since;
}

/** Fields of a type that a version removed and no later version brought back, oldest first. */
export function removedFields(
  theme: string,
  type: string,
  current: ReadonlySet<string>,
): {path: string; version: string; replacedBy?: string}[] {
  const gone = new Map<string, {version: string; replacedBy?: string}>();
  for (const {version, change} of changesOf(theme, type)) {
    for (const path of change.removed ?? []) {
      const replacedBy = change.replaced?.find((entry) => entry.removed === path)?.added;
      gone.set(path, {version, ...(replacedBy && {replacedBy})});
    }
    for (const path of change.added ?? []) gone.delete(path);
  }
  return [...gone].filter(([path]) => !current.has(path)).map(([path, entry]) => ({path, ...entry}));
}

/** Orders `v1.9.0` before `v1.10.0`. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string): number[] => version.replace(/^v/, '').split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
}
