import {
  isWithin,
  type Replacement,
  type RequiredAddition,
  type RequirementChange,
  type StatementChange,
  type TypeChange,
} from '../../../data/schemaHistory';
import type {FieldState, Snapshot, TypeState} from './snapshot';

/**
 * What changed in each feature type between two schema versions: fields added and removed, and,
 * for a field both have, everything the schema says of it (type, requirement, allowed values at
 * any depth, bounds and patterns, the conditions under which it exists, rules on its properties).
 */

/** The outermost paths of a list: `destinations` stands for `destinations[].labels` too. */
function outermost(paths: string[]): string[] {
  return paths.filter((path) => !paths.some((other) => other !== path && isWithin(path, other)));
}

/** `names.rules[].variant` → `names.rules`; a top-level field's parent is `''`. */
function parentOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(0, dot).replace(/(?:\[\])+$/, '');
}

/** `names.rules[].variant` → `variant`. */
const nameOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1).replace(/\[\]/g, '');

/**
 * Removed fields the schema's own text links to an added one: the removed field's last
 * description names a field of the new version in backticks (`deprecated in favor of
 * \`connectors\``), or an added field's description names the removed one. Only siblings count.
 */
function replacements(
  removed: string[],
  before: Map<string, FieldState>,
  after: Map<string, FieldState>,
): Replacement[] {
  const named = (text: string): Set<string> => new Set([...text.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]));
  const found: Replacement[] = [];
  for (const gone of removed) {
    const siblings = [...after.keys()].filter((path) => parentOf(path) === parentOf(gone) && !before.has(path));
    const oldSiblings = [...after.keys()].filter((path) => parentOf(path) === parentOf(gone));
    const byOld = [...named(before.get(gone)!.description)]
      .map((name) => oldSiblings.find((path) => nameOf(path) === name))
      .find((path) => path !== undefined);
    const byNew = siblings.find((path) => named(after.get(path)!.description).has(nameOf(gone)));
    const successor = byOld ?? byNew;
    if (successor) found.push({removed: gone, added: successor});
  }
  return found;
}

const sameRequirement = (a: FieldState['required'], b: FieldState['required']): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The statements one list has that the other lacks, or nothing when they say the same. */
function statementChange(path: string, before: string[], after: string[]): StatementChange | null {
  const from = before.filter((item) => !after.includes(item));
  const to = after.filter((item) => !before.includes(item));
  return from.length > 0 || to.length > 0 ? {path, from, to} : null;
}

/** The changes of one type that exists in both versions. */
function typeChange(theme: string, type: string, old: TypeState, now: TypeState): TypeChange {
  const [was, is] = [old.fields, now.fields];
  const added = outermost([...is.keys()].filter((path) => !was.has(path)));
  const removed = outermost([...was.keys()].filter((path) => !is.has(path)));
  const addedRequired: RequiredAddition[] = added
    .filter((path) => is.get(path)!.required !== 'never')
    .map((path) => ({path, required: is.get(path)!.required}));
  const valuesAdded: Record<string, string[]> = {};
  const valuesRemoved: Record<string, string[]> = {};
  const required: RequirementChange[] = [];
  const statements: Record<'types' | 'constraints' | 'conditions' | 'rules', StatementChange[]> = {
    types: [],
    constraints: [],
    conditions: [],
    rules: [],
  };
  const typeRules = statementChange('', old.rules, now.rules);
  if (typeRules) statements.rules.push(typeRules);
  for (const [path, state] of is) {
    const before = was.get(path);
    if (!before) continue;
    const gained = state.values.filter((value) => !before.values.includes(value));
    const lost = before.values.filter((value) => !state.values.includes(value));
    if (gained.length > 0) valuesAdded[path] = gained;
    if (lost.length > 0) valuesRemoved[path] = lost;
    if (!sameRequirement(before.required, state.required))
      required.push({path, from: before.required, to: state.required});
    for (const kind of ['types', 'constraints', 'rules'] as const) {
      const change = statementChange(path, before[kind], state[kind]);
      if (change) statements[kind].push(change);
    }
    // Conditions are kept whole: no condition at all means every feature, so a difference alone would not say which.
    if (statementChange(path, before.conditions, state.conditions)) {
      statements.conditions.push({path, from: before.conditions, to: state.conditions});
    }
  }
  const replaced = replacements(removed, was, is);
  const some = (list: readonly unknown[]): boolean => list.length > 0;
  return {
    theme,
    type,
    ...(some(added) && {added}),
    ...(some(addedRequired) && {addedRequired}),
    ...(some(removed) && {removed}),
    ...(Object.keys(valuesAdded).length > 0 && {valuesAdded}),
    ...(Object.keys(valuesRemoved).length > 0 && {valuesRemoved}),
    ...(some(required) && {required}),
    ...(some(replaced) && {replaced}),
    ...(some(statements.types) && {types: statements.types}),
    ...(some(statements.constraints) && {constraints: statements.constraints}),
    ...(some(statements.conditions) && {conditions: statements.conditions}),
    ...(some(statements.rules) && {rules: statements.rules}),
  };
}

/** What changed in each type between two versions; types without changes are left out. */
export function diffSnapshots(before: Snapshot, after: Snapshot): TypeChange[] {
  const changes: TypeChange[] = [];
  for (const [key, state] of after) {
    const [theme, type] = key.split('/');
    const old = before.get(key);
    if (!old) {
      changes.push({theme, type, newType: true});
      continue;
    }
    const change = typeChange(theme, type, old, state);
    if (Object.keys(change).length > 2) changes.push(change);
  }
  for (const key of before.keys()) {
    const [theme, type] = key.split('/');
    if (!after.has(key)) changes.push({theme, type, removedType: true});
  }
  return changes.sort((a, b) => `${a.theme}/${a.type}`.localeCompare(`${b.theme}/${b.type}`));
}
