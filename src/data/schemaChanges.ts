import type {Requirement, StatementChange, TypeChange} from './schemaHistory';

/**
 * The changes of one type in one version, one field and one kind at a time: the unit in which the
 * changelog compares types (to tell a change every type made once), words a change, and says what
 * a reader has to change for it (advice.ts).
 */
export type Atom =
  | {kind: 'new-type' | 'removed-type'; path: ''}
  | {kind: 'added' | 'removed'; path: string}
  | {kind: 'added-required'; path: string; required: Requirement}
  | {kind: 'values-added' | 'values-removed'; path: string; values: readonly string[]}
  | {kind: 'required'; path: string; from: Requirement; to: Requirement}
  | {kind: 'replaced'; path: string; added: string}
  | {
      kind: 'types' | 'constraints' | 'conditions' | 'rules';
      path: string;
      from: readonly string[];
      to: readonly string[];
    };

export const atomKey = (atom: Atom): string => JSON.stringify(atom);

const statements = (
  kind: 'types' | 'constraints' | 'conditions' | 'rules',
  list?: readonly StatementChange[],
): Atom[] => (list ?? []).map(({path, from, to}) => ({kind, path, from, to}));

export function atomsOf(change: TypeChange): Atom[] {
  if (change.newType) return [{kind: 'new-type', path: ''}];
  if (change.removedType) return [{kind: 'removed-type', path: ''}];
  const replaced = new Map(change.replaced?.map(({removed, added}) => [removed, added]));
  const required = new Map(change.addedRequired?.map(({path, required: when}) => [path, when]));
  return [
    ...(change.added ?? []).map((path): Atom =>
      required.has(path) ? {kind: 'added-required', path, required: required.get(path)!} : {kind: 'added', path},
    ),
    ...(change.removed ?? []).map((path): Atom =>
      replaced.has(path) ? {kind: 'replaced', path, added: replaced.get(path)!} : {kind: 'removed', path},
    ),
    ...Object.entries(change.valuesAdded ?? {}).map(([path, values]): Atom => ({kind: 'values-added', path, values})),
    ...Object.entries(change.valuesRemoved ?? {}).map(([path, values]): Atom => ({
      kind: 'values-removed',
      path,
      values,
    })),
    ...(change.required ?? []).map(({path, from, to}): Atom => ({kind: 'required', path, from, to})),
    ...statements('types', change.types),
    ...statements('constraints', change.constraints),
    ...statements('conditions', change.conditions),
    ...statements('rules', change.rules),
  ];
}

/**
 * Whether a change can break what a reader built on the older version: a query (a field or value
 * gone, a type or bound changed) or a validator (a field newly required, a rule added). Additions of
 * optional fields and of values break neither, though code that handles each value should expect more.
 */
export function canBreak(atom: Atom): boolean {
  switch (atom.kind) {
    case 'added':
    case 'new-type':
    case 'values-added':
      return false;
    case 'required':
      return atom.to !== 'never';
    case 'rules':
      return atom.to.length > 0;
    case 'conditions':
      // Narrowed: it was on every feature, or one of the conditions it had is gone.
      return (
        atom.to.length > 0 && (atom.from.length === 0 || atom.from.some((condition) => !atom.to.includes(condition)))
      );
    default:
      return true;
  }
}

/**
 * Whether Overture's policy counts the change as major: deleting a feature type or a property
 * (top-level or nested), or changing a property's data type. Everything else, new required
 * properties and removed values included, it counts as minor (schemaPolicy.ts).
 */
export function isMajor(atom: Atom): boolean {
  return ['removed', 'removed-type', 'replaced', 'types'].includes(atom.kind);
}
