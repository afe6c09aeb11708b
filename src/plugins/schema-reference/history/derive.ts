import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ReferenceModel, type FieldRow} from '../model';
import {loadSchemaTree} from '../tree';
import {parseTaxonomy} from '../../places-taxonomy/taxonomy';
import {
  compareVersions,
  isWithin,
  type CategoryRename,
  type Replacement,
  type RequirementChange,
  type SchemaHistory,
  type TypeChange,
} from '../../../data/schemaHistory';

/**
 * Derives the schema's history (src/data/schemaHistory.ts) from a folder holding the official
 * `schema/` folder at every tag, as `<folder>/v1.0.0/schema/…`, a README whose table gives each
 * tag's date (`| v1.0.0 | 2024-07-17 |`), and the places category lists as
 * `<folder>/places-taxonomy/overture_categories-<version>.csv`. Fields are read with the same
 * model as the reference pages, so a change inside a shared definition counts for every type
 * that uses it, and paths match the pages' rows.
 */

export interface FieldState {
  required: FieldRow['required'];
  values: string[];
  /** The field's descriptions, for finding a removed field's successor. */
  description: string;
}

/** Every feature type of one version (`theme/type`), with each field by path. */
export type Snapshot = Map<string, Map<string, FieldState>>;

const TYPE_FILE = /^[a-z_]+\/[a-z_]+\.yaml$/;

export function snapshotOf(schemaDir: string): Snapshot {
  const tree = loadSchemaTree(schemaDir);
  const model = new ReferenceModel(tree);
  const files = [...tree.files.keys()].filter((file) => TYPE_FILE.test(file) && !file.endsWith('/defs.yaml'));
  const snapshot: Snapshot = new Map();
  for (const file of files) {
    const {theme, type, fields} = model.type(file);
    const state = (row: FieldRow): FieldState => ({
      required: row.required,
      values: [...new Set(row.cases.flatMap((c) => (c.values ?? []).map((value) => String(value.value))))],
      description: row.cases.map((c) => c.description ?? '').join('\n'),
    });
    snapshot.set(`${theme}/${type}`, new Map(fields.map((row) => [row.path, state(row)])));
  }
  return snapshot;
}

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

/** What changed in each type between two versions; types without changes are left out. */
export function diffSnapshots(before: Snapshot, after: Snapshot): TypeChange[] {
  const changes: TypeChange[] = [];
  for (const [key, fields] of after) {
    const [theme, type] = key.split('/');
    const old = before.get(key);
    if (!old) {
      changes.push({theme, type, newType: true});
      continue;
    }
    const added = outermost([...fields.keys()].filter((path) => !old.has(path)));
    const removed = outermost([...old.keys()].filter((path) => !fields.has(path)));
    const valuesAdded: Record<string, string[]> = {};
    const valuesRemoved: Record<string, string[]> = {};
    const required: RequirementChange[] = [];
    for (const [path, state] of fields) {
      const was = old.get(path);
      if (!was) continue;
      const gained = state.values.filter((value) => !was.values.includes(value));
      const lost = was.values.filter((value) => !state.values.includes(value));
      if (gained.length > 0) valuesAdded[path] = gained;
      if (lost.length > 0) valuesRemoved[path] = lost;
      if (!sameRequirement(was.required, state.required)) required.push({path, from: was.required, to: state.required});
    }
    const replaced = replacements(removed, old, fields);
    const change: TypeChange = {
      theme,
      type,
      ...(added.length > 0 && {added}),
      ...(removed.length > 0 && {removed}),
      ...(Object.keys(valuesAdded).length > 0 && {valuesAdded}),
      ...(Object.keys(valuesRemoved).length > 0 && {valuesRemoved}),
      ...(required.length > 0 && {required}),
      ...(replaced.length > 0 && {replaced}),
    };
    if (Object.keys(change).length > 2) changes.push(change);
  }
  return changes.sort((a, b) => `${a.theme}/${a.type}`.localeCompare(`${b.theme}/${b.type}`));
}

/** Tag dates from the folder's README table: `| v1.0.0 | 2024-07-17 | v1.7.0 | 2025-03-19 |`. */
export function tagDates(readme: string): Map<string, string> {
  return new Map(
    [...readme.matchAll(/\|\s*(v\d+\.\d+\.\d+)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*(?=\|)/g)].map((m) => [m[1], m[2]]),
  );
}

/**
 * Codes renamed between consecutive category lists. Overture edits the list in place, so the
 * lists are compared line by line: a line whose code changed is a rename (its path may have been
 * corrected too). Lists of different lengths cannot be compared that way, and stop the derivation.
 */
export function categoryRenames(lists: {version: string; csv: string}[]): CategoryRename[] {
  const renames: CategoryRename[] = [];
  for (let i = 1; i < lists.length; i++) {
    const codes = (csv: string): string[] =>
      csv
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => line.split(';')[0].trim());
    const [before, after] = [codes(lists[i - 1].csv), codes(lists[i].csv)];
    if (before.length !== after.length) {
      throw new Error(
        `category lists ${lists[i - 1].version} and ${lists[i].version} differ in length: compare them by hand`,
      );
    }
    parseTaxonomy(lists[i].csv); // the newer list must be one the site can show
    before.forEach((code, line) => {
      if (code !== after[line]) renames.push({from: code, to: after[line], version: lists[i].version});
    });
  }
  return renames;
}

/** The whole history from a folder laid out as described at the top of this file. */
export function deriveHistory(folder: string): SchemaHistory {
  const readme = path.join(folder, 'README.md');
  const dates = existsSync(readme) ? tagDates(readFileSync(readme, 'utf8')) : new Map<string, string>();
  const versions = readdirSync(folder)
    .filter((name) => /^v\d+\.\d+\.\d+$/.test(name) && existsSync(path.join(folder, name, 'schema', 'schema.yaml')))
    .sort(compareVersions);
  if (versions.length === 0) throw new Error(`${folder}: no version folders (v1.0.0/schema/schema.yaml …)`);
  const undated = versions.filter((version) => !dates.has(version));
  if (undated.length > 0) throw new Error(`${readme}: no tag date for ${undated.join(', ')}`);

  const changes: SchemaHistory['changes'][number][] = [];
  let before = snapshotOf(path.join(folder, versions[0], 'schema'));
  for (const version of versions.slice(1)) {
    const after = snapshotOf(path.join(folder, version, 'schema'));
    changes.push({version, types: diffSnapshots(before, after)});
    before = after;
  }

  const taxonomyDir = path.join(folder, 'places-taxonomy');
  const lists = existsSync(taxonomyDir)
    ? readdirSync(taxonomyDir)
        .map((name) => ({name, version: /-(v\d+\.\d+\.\d+)\.csv$/.exec(name)?.[1]}))
        .filter((entry): entry is {name: string; version: string} => entry.version !== undefined)
        .sort((a, b) => compareVersions(a.version, b.version))
        .map(({name, version}) => ({version, csv: readFileSync(path.join(taxonomyDir, name), 'utf8')}))
    : [];
  return {
    versions: versions.map((version) => ({version, date: dates.get(version)!})),
    changes,
    categoryRenames: categoryRenames(lists),
  };
}
