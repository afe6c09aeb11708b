import {BASELINE_VERSION, SCHEMA_HISTORY, compareVersions, type Requirement} from '../../../data/schemaHistory';
import {firstReleaseOfSchema} from '../../../data/releases';
import {versionAnchor} from '../../../lib/changelogLinks';
import {constraintLabels} from '../model';
import {adviceFor} from './advice';
import {atomKey, atomsOf, canBreak, type Atom} from '../../../data/schemaChanges';
import {parseConstraint} from './snapshot';

/**
 * The changelog page's data (components/Changelog): every version, newest first, with its
 * changes by theme and type, ready to render. Links point at the rows of the current reference
 * pages; a field no longer in the schema points at its type's list of removed fields.
 */

/** A field named in an entry, linked to its row, or to the removed fields of its type; unlinked where its types carry the links. */
export interface FieldLink {
  path: string;
  href?: string;
}

/**
 * One change as the page words it, with what a reader has to change for it (null: nothing), and its anchor on the
 * changelog page, which the reference pages' "since" labels link to.
 */
export type ChangeItem = {advice: string | null; breaks: boolean; anchor: string} & (
  | {kind: 'added' | 'removed'; fields: FieldLink[]}
  | {kind: 'added-required'; field: FieldLink; required: Requirement}
  | {kind: 'values-added' | 'values-removed'; field: FieldLink; values: string[]}
  | {kind: 'required'; field: FieldLink; from: Requirement; to: Requirement}
  | {kind: 'replaced'; removed: FieldLink; added: FieldLink}
  /** `field` null: the feature's properties taken together. Constraints are worded as on the reference pages. */
  | {kind: 'types' | 'constraints' | 'conditions' | 'rules'; field: FieldLink | null; from: string[]; to: string[]}
);

/** A places category code the version renamed, linked to its entry in the taxonomy. */
export interface RenameEntry {
  from: string;
  to: string;
  href: string;
}

export interface TypeEntry {
  type: string;
  href: string;
  newType: boolean;
  removedType: boolean;
  items: ChangeItem[];
}

/** A change every type of the version made alike, told once; each type links to its own row. */
export interface SharedItem {
  /** The change, its fields without links (the types carry them). */
  item: ChangeItem;
  types: {type: string; href: string}[];
}

export interface VersionEntry {
  version: string;
  anchor: string;
  date: string;
  /** The data release that first shipped the version, with its notes. */
  release: {id: string; notes: string} | null;
  baseline: boolean;
  shared: SharedItem[];
  themes: {theme: string; types: TypeEntry[]}[];
  /** The places category codes the version renamed, with what a reader's filters have to change. */
  renames: {codes: RenameEntry[]; advice: string} | null;
}

export interface ChangelogData {
  versions: VersionEntry[];
}

/** Current fields by type (`theme/type`), as their anchors; from the reference being generated. */
export type CurrentFields = ReadonlyMap<string, ReadonlyMap<string, string>>;

const typeHref = (theme: string, type: string): string => `/schema/reference/${theme}/${type}/`;

function link(current: CurrentFields, theme: string, type: string, path: string): FieldLink {
  const anchor = current.get(`${theme}/${type}`)?.get(path);
  return {path, href: `${typeHref(theme, type)}#${anchor ?? 'removed-fields'}`};
}

/** A recorded constraint (`maximum: 0`) as the reference pages word it (`≤ 0`). */
const constraintWords = (list: readonly string[]): string[] =>
  list.flatMap((text) => constraintLabels(parseConstraint(text), new Set()));

/** A change's anchor: its version and type (or `every-type`), its kind and its field. */
const anchorOf = (scope: string, atom: Atom): string =>
  `${scope}-${atom.kind}-${atom.path.replace(/[^\w]+/g, '-') || 'feature'}`;

/** A change as an item to read, with its fields linked by `to`; `scope` starts its anchor (anchorOf). */
function itemOf(atom: Atom, to: (path: string) => FieldLink, release: string | null, scope: string): ChangeItem {
  const meta = {advice: adviceFor(atom, release), breaks: canBreak(atom), anchor: anchorOf(scope, atom)};
  switch (atom.kind) {
    case 'added':
    case 'removed':
      return {...meta, kind: atom.kind, fields: [to(atom.path)]};
    case 'added-required':
      return {...meta, kind: atom.kind, field: to(atom.path), required: atom.required};
    case 'values-added':
    case 'values-removed':
      return {...meta, kind: atom.kind, field: to(atom.path), values: [...atom.values]};
    case 'required':
      return {...meta, kind: atom.kind, field: to(atom.path), from: atom.from, to: atom.to};
    case 'replaced':
      return {...meta, kind: atom.kind, removed: to(atom.path), added: to(atom.added)};
    case 'constraints':
      return {
        ...meta,
        kind: atom.kind,
        field: to(atom.path),
        from: constraintWords(atom.from),
        to: constraintWords(atom.to),
      };
    case 'types':
    case 'conditions':
    case 'rules':
      return {
        ...meta,
        kind: atom.kind,
        field: atom.path === '' ? null : to(atom.path),
        from: [...atom.from],
        to: [...atom.to],
      };
    case 'new-type':
    case 'removed-type':
      throw new Error(`${atom.kind} is told by its type's entry, not as an item`);
  }
}

/** Changes as items to read: fields added or removed alike (the same advice) in one item each, the rest one each. */
function itemsOf(atoms: Atom[], to: (path: string) => FieldLink, release: string | null, scope: string): ChangeItem[] {
  const items: ChangeItem[] = [];
  for (const atom of atoms.filter((candidate) => !candidate.kind.endsWith('-type'))) {
    const item = itemOf(atom, to, release, scope);
    const alike = items.find(
      (other) =>
        (other.kind === 'added' || other.kind === 'removed') &&
        other.kind === item.kind &&
        other.advice === item.advice,
    );
    if (alike && 'fields' in alike && 'fields' in item) alike.fields.push(...item.fields);
    else items.push(item);
  }
  return items;
}

/** The types each version has: those of the baseline, plus those added since. */
function typesByVersion(baseline: readonly string[]): Map<string, string[]> {
  const byVersion = new Map<string, string[]>([[BASELINE_VERSION, [...baseline]]]);
  let types = [...baseline];
  for (const {version, types: changes} of SCHEMA_HISTORY.changes) {
    types = [...types, ...changes.filter((c) => c.newType).map((c) => `${c.theme}/${c.type}`)];
    byVersion.set(version, types);
  }
  return byVersion;
}

const TAXONOMY_PAGE = '/schema/concepts/by-theme/places/';

/** The version's renamed category codes, linked to their entries in the taxonomy. */
function renamesOf(version: string, release: string | null): VersionEntry['renames'] {
  const codes = SCHEMA_HISTORY.categoryRenames
    .filter((rename) => rename.version === version)
    .map(({from, to}) => ({from, to, href: `${TAXONOMY_PAGE}#category-${to}`}));
  if (codes.length === 0) return null;
  const from = release ? `releases from ${release} on` : 'releases of this version';
  return {
    codes,
    advice:
      `A filter on an old code finds nothing in ${from}: use the new code, or both when one query reads releases ` +
      'from either side of the change.',
  };
}

export function changelogData(current: CurrentFields): ChangelogData {
  const firstRelease = (version: string) => {
    const release = firstReleaseOfSchema(version);
    return release ? {id: release.id, notes: release.notes} : null;
  };
  const added = new Set(SCHEMA_HISTORY.changes.flatMap(({types}) => types.filter((c) => c.newType)));
  const baselineTypes = [...current.keys()].filter(
    (key) => ![...added].some((change) => `${change.theme}/${change.type}` === key),
  );
  const typesAt = typesByVersion(baselineTypes);
  const versions = SCHEMA_HISTORY.versions.map(({version, date}): VersionEntry => {
    const changes = SCHEMA_HISTORY.changes.find((entry) => entry.version === version)?.types ?? [];
    const release = firstRelease(version);
    const perType = changes.map((change) => ({
      change,
      atoms: atomsOf(change),
      to: (path: string) => link(current, change.theme, change.type, path),
    }));
    // A change every type of the version made alike is told once, with each type linked to its own row.
    const everyType = typesAt.get(version) ?? [];
    const sharedAtoms =
      everyType.length > 1 && perType.length === everyType.length
        ? perType[0].atoms.filter((atom) =>
            perType.every(({atoms}) => atoms.some((own) => atomKey(own) === atomKey(atom))),
          )
        : [];
    const sharedKeys = new Set(sharedAtoms.map(atomKey));
    const shared: SharedItem[] = sharedAtoms.map((atom) => ({
      item: itemOf(atom, (path) => ({path}), release?.id ?? null, `${versionAnchor(version)}-every-type`),
      types: perType.map(({change, to}) => ({type: change.type, href: to(atom.path).href!})),
    }));
    const themes = [...new Set(perType.map(({change}) => change.theme))].map((theme) => ({
      theme,
      types: perType
        .filter(({change}) => change.theme === theme)
        .map(({change, atoms, to}) => ({
          type: change.type,
          href: typeHref(change.theme, change.type),
          newType: change.newType === true,
          removedType: change.removedType === true,
          items: itemsOf(
            atoms.filter((atom) => !sharedKeys.has(atomKey(atom))),
            to,
            release?.id ?? null,
            `${versionAnchor(version)}-${change.type}`,
          ),
        }))
        .filter((entry) => entry.newType || entry.removedType || entry.items.length > 0),
    }));
    return {
      version,
      anchor: versionAnchor(version),
      date,
      release,
      baseline: version === BASELINE_VERSION,
      shared,
      themes: themes.filter((entry) => entry.types.length > 0),
      renames: renamesOf(version, release?.id ?? null),
    };
  });
  return {versions: versions.sort((a, b) => compareVersions(b.version, a.version))};
}

/** Where a field or a value of a type first appeared, as its entry's anchor on the changelog page. */
export type ChangeAnchors = (version: string, type: string, path: string, value?: string) => string | undefined;

/** The anchors of the changes that added each field and value, for the reference pages' "since" labels. */
export function changeAnchorsOf(data: ChangelogData): ChangeAnchors {
  const anchors = new Map<string, string>();
  const key = (version: string, type: string, path: string, value = ''): string =>
    [version, type, path, value].join('|');
  const note = (version: string, type: string, item: ChangeItem): void => {
    if (item.kind === 'added') for (const {path} of item.fields) anchors.set(key(version, type, path), item.anchor);
    if (item.kind === 'added-required') anchors.set(key(version, type, item.field.path), item.anchor);
    if (item.kind === 'replaced') anchors.set(key(version, type, item.added.path), item.anchor);
    if (item.kind === 'values-added') {
      for (const value of item.values) anchors.set(key(version, type, item.field.path, value), item.anchor);
    }
  };
  for (const {version, shared, themes} of data.versions) {
    for (const {item, types} of shared) for (const {type} of types) note(version, type, item);
    for (const {types} of themes)
      for (const {type, items} of types) for (const item of items) note(version, type, item);
  }
  return (version, type, path, value) => anchors.get(key(version, type, path, value));
}
