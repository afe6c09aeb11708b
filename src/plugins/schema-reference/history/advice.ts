import type {Requirement} from '../../../data/schemaHistory';
import {fileColumn} from '../../../data/fileColumns';
import {canBreak, type Atom} from '../../../data/schemaChanges';

/**
 * What a reader's queries or validator have to change for each change of the schema, as one
 * sentence under the change in the changelog. Additions of optional fields need nothing; every
 * other kind can break a query written for the older version, or make a validator of the newer
 * version reject data written to the older one.
 */

const code = (text: string): string => `\`${text}\``;

/** `a`, `b` and `c`. */
const codes = (items: readonly string[]): string =>
  items.length < 2 ? items.map(code).join('') : `${items.slice(0, -1).map(code).join(', ')} and ${code(items.at(-1)!)}`;

const when = (required: Requirement): string =>
  required === 'always' ? '' : ` (where ${(required as readonly string[]).join(' or where ')})`;

/** A bound's sign flipped: `maximum: 0` became `minimum: 0`, or the other way. */
const signFlip = (from: readonly string[], to: readonly string[]): boolean =>
  (from.includes('maximum: 0') && to.includes('minimum: 0')) ||
  (from.includes('minimum: 0') && to.includes('maximum: 0'));

/** From `release` on: the data release that first shipped the version, where known. */
export function adviceFor(atom: Atom, release: string | null): string | null {
  const from = release ? `releases from ${release} on` : 'releases of this version';
  switch (atom.kind) {
    case 'added':
    case 'new-type':
      return null;
    case 'added-required':
      return (
        `Features must now carry it${when(atom.required)}: a validator of this version rejects data written to an ` +
        `older one, and a query can count on it only in ${from}.`
      );
    case 'removed': {
      const column = fileColumn(atom.path);
      if (column) {
        return (
          `The files still have the ${code(column.name)} column, so queries that read it keep working; only a ` +
          'validator of this version rejects features that carry it as a property.'
        );
      }
      return `A query that reads it fails with ${from}; drop it from the query, or read it only from older files.`;
    }
    case 'removed-type':
      return `The type's folder is gone from ${from}: queries on its files find none.`;
    case 'replaced':
      return `Queries read ${code(atom.added)} instead, in ${from}.`;
    case 'values-added':
      // The page's introduction says it once: code that handles each value needs a fallback.
      return null;
    case 'values-removed':
      return (
        `Filters on ${codes(atom.values)} find nothing in ${from}, and a validator of this version ` +
        'rejects data that still has them.'
      );
    case 'required':
      if (atom.to === 'never') return 'It can now be missing: a query that assumed a value should handle NULL.';
      return (
        `Features must now carry it${when(atom.to)}: a validator of this version rejects data written to an older ` +
        'one that lacks it.'
      );
    case 'types':
      return 'Casts and comparisons written for the old type can fail or change meaning; check the queries that read it.';
    case 'constraints':
      if (signFlip(atom.from, atom.to)) {
        return (
          'Its values changed sign: a condition written for the old values, such as `< -100`, becomes `> 100` in ' +
          `${from}.`
        );
      }
      if (atom.to.includes('minItems: 1') && !atom.from.some((text) => text.startsWith('minItems'))) {
        return 'An empty list is no longer allowed: a feature without entries leaves the field out (NULL) instead.';
      }
      return 'Values that met the old constraints may not meet the new ones: check filters and validation that rely on them.';
    case 'conditions': {
      if (atom.to.length === 0) return 'Features of every kind can now carry it.';
      if (!canBreak(atom)) return null;
      return (
        `Only features where ${atom.to.join(' or where ')} can carry it: for the others it is NULL, and a ` +
        'validator of this version rejects it on them.'
      );
    }
    case 'rules':
      return atom.to.length > 0
        ? 'A validator of this version checks the new rule: data written to an older version may break it.'
        : 'A validator of this version no longer checks the old rule.';
  }
}
