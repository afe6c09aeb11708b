import {
  BASELINE_VERSION,
  SCHEMA_HISTORY,
  compareVersions,
  type Requirement,
  type TypeChange,
} from '../../../data/schemaHistory';
import {firstReleaseOfSchema} from '../../../data/releases';
import {versionAnchor} from '../../../lib/changelogLinks';

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

export type ChangeItem =
  | {kind: 'added' | 'removed'; fields: FieldLink[]}
  | {kind: 'values-added' | 'values-removed'; field: FieldLink; values: string[]}
  | {kind: 'required'; field: FieldLink; from: Requirement; to: Requirement}
  | {kind: 'replaced'; removed: FieldLink; added: FieldLink};

export interface TypeEntry {
  type: string;
  href: string;
  newType: boolean;
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

/** A change of one field, the unit in which types are compared to find the changes they share. */
type Atom =
  | {kind: 'added' | 'removed'; path: string}
  | {kind: 'values-added' | 'values-removed'; path: string; values: readonly string[]}
  | {kind: 'required'; path: string; from: Requirement; to: Requirement}
  | {kind: 'replaced'; path: string; added: string};

const atomKey = (atom: Atom): string => JSON.stringify(atom);

function atomsOf(change: TypeChange): Atom[] {
  const replaced = new Map(change.replaced?.map(({removed, added}) => [removed, added]));
  return [
    ...(change.added ?? []).map((path): Atom => ({kind: 'added', path})),
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
  ];
}

/** Changes as items to read: the added fields in one item, the removed ones in another, the rest one each. */
function itemsOf(atoms: Atom[], to: (path: string) => FieldLink): ChangeItem[] {
  const items: ChangeItem[] = [];
  for (const kind of ['added', 'removed'] as const) {
    const fields = atoms.filter((atom) => atom.kind === kind).map((atom) => to(atom.path));
    if (fields.length > 0) items.push({kind, fields});
  }
  for (const atom of atoms) {
    if (atom.kind === 'replaced') items.push({kind: 'replaced', removed: to(atom.path), added: to(atom.added)});
    if (atom.kind === 'values-added' || atom.kind === 'values-removed') {
      items.push({kind: atom.kind, field: to(atom.path), values: [...atom.values]});
    }
    if (atom.kind === 'required') items.push({kind: 'required', field: to(atom.path), from: atom.from, to: atom.to});
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
      item: itemsOf([atom], (path) => ({path}))[0],
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
          items: itemsOf(
            atoms.filter((atom) => !sharedKeys.has(atomKey(atom))),
            to,
          ),
        }))
        .filter((entry) => entry.newType || entry.items.length > 0),
    }));
    return {
      version,
      anchor: versionAnchor(version),
      date,
      release: firstRelease(version),
      baseline: version === BASELINE_VERSION,
      shared,
      themes: themes.filter((entry) => entry.types.length > 0),
    };
  });
  return {versions: versions.sort((a, b) => compareVersions(b.version, a.version))};
}
