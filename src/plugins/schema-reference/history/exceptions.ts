import {SCHEMA_HISTORY} from '../../../data/schemaHistory';
import {atomsOf, canBreak, isMajor, type Atom} from '../../../data/schemaChanges';
import {MAJOR_MONTHS, SCHEMA_CHANGE_POLICY, inMajorMonth, monthName} from '../../../data/schemaPolicy';
import {formatIsoDate} from '../../../lib/dates';
import {firstReleaseOfSchema} from '../../../data/releases';
import {changelogHref} from '../../../lib/changelogLinks';
import {fileColumn} from '../../../data/fileColumns';

/**
 * The schema versions whose first release came outside the months Overture's policy keeps for
 * major changes, and brought changes that can break a reader's queries or validator: worked out
 * from the history at build, for the release calendar (components/SchemaChangeExceptions). Each
 * change is told in a few words, with the types it touched.
 */

export interface OffCycleVersion {
  version: string;
  /** The version's changelog entry. */
  href: string;
  release: {id: string; date: string};
  month: string;
  /** Whether the release came after the policy was published. */
  underPolicy: boolean;
  /** Changes the policy counts as major. */
  major: string[];
  /** Other changes that can still break a query or a validator, which the policy counts as minor. */
  minor: string[];
}

export interface PolicyData {
  /** The day the policy was published, as pages write dates. */
  published: string;
  /** The months major changes may come in, by name. */
  months: readonly string[];
  versions: OffCycleVersion[];
}

const code = (text: string): string => `\`${text}\``;

/** A change in a few words, without the types it touched. */
function describe(atom: Atom): string {
  switch (atom.kind) {
    case 'removed':
      return fileColumn(atom.path)
        ? `removed ${code(atom.path)} from the schema, though the files keep the column`
        : `removed ${code(atom.path)}`;
    case 'removed-type':
      return 'removed the type';
    case 'replaced':
      return `removed ${code(atom.path)} for ${code(atom.added)}`;
    case 'types':
      return `changed the type of ${code(atom.path)}`;
    case 'added-required':
      return `added ${code(atom.path)}, required`;
    case 'values-removed':
      return `removed values of ${code(atom.path)}`;
    case 'required':
      return `made ${code(atom.path)} required in more cases`;
    case 'constraints':
      return `changed the constraints of ${code(atom.path)}`;
    case 'conditions':
      return `limited ${code(atom.path)} to some features`;
    case 'rules':
      return 'added a rule on the properties';
    default:
      return atom.kind;
  }
}

/** Changes told once each, with the types that made them: "removed `bbox` (every type)". */
function summarise(changes: {atom: Atom; type: string}[], typeCount: number): string[] {
  const byText = new Map<string, string[]>();
  for (const {atom, type} of changes) byText.set(describe(atom), [...(byText.get(describe(atom)) ?? []), type]);
  return [...byText].map(([text, types]) => {
    const distinct = [...new Set(types)];
    const where =
      distinct.length === typeCount
        ? 'every type'
        : distinct.length > 3
          ? `${distinct.length} types`
          : distinct.join(', ');
    return `${text} (${where})`;
  });
}

export function policyData(typeCount: number): PolicyData {
  const versions: OffCycleVersion[] = [];
  for (const {version, types} of SCHEMA_HISTORY.changes) {
    const release = firstReleaseOfSchema(version);
    if (!release || inMajorMonth(release.date)) continue;
    const changes = types.flatMap((change) => atomsOf(change).map((atom) => ({atom, type: change.type})));
    const breaking = changes.filter(({atom}) => canBreak(atom));
    const renamed = SCHEMA_HISTORY.categoryRenames.filter((rename) => rename.version === version).length;
    const minor = summarise(
      breaking.filter(({atom}) => !isMajor(atom)),
      typeCount,
    );
    if (renamed > 0) minor.push(`renamed ${renamed} places category codes (place)`);
    const major = summarise(
      breaking.filter(({atom}) => isMajor(atom)),
      typeCount,
    );
    if (major.length === 0 && minor.length === 0) continue;
    versions.push({
      version,
      href: changelogHref(version),
      release: {id: release.id, date: release.date},
      month: `${monthName(Number(release.date.slice(5, 7)))} ${release.date.slice(0, 4)}`,
      underPolicy: release.date >= SCHEMA_CHANGE_POLICY.published,
      major,
      minor,
    });
  }
  return {published: formatIsoDate(SCHEMA_CHANGE_POLICY.published), months: MAJOR_MONTHS, versions};
}
