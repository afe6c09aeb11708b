import type {FieldRow} from '../model';
import type {ChangeAnchors} from './changelog';
import {fileColumn, type FileColumn} from '../../../data/fileColumns';
import {
  BASELINE_VERSION,
  SCHEMA_HISTORY,
  fieldSince,
  isWithin,
  removedFields,
  valueSince,
} from '../../../data/schemaHistory';

/** The version a type first appears in: the baseline, or the version that added it. */
export function typeSince(theme: string, type: string): string {
  const added = SCHEMA_HISTORY.changes.find(({types}) =>
    types.some((change) => change.theme === theme && change.type === type && change.newType),
  );
  return added?.version ?? BASELINE_VERSION;
}

/**
 * A type's rows with the versions their fields and values appeared in, where that is later than
 * the field or type around them: a field added with its parent, or a value with its field, gets no
 * label of its own, so a table names each addition once, where it happened. Each label knows the anchor of the
 * change that added its field or value on the changelog page (`anchors`), where the changelog lists it.
 */
export function withSince(theme: string, type: string, rows: readonly FieldRow[], anchors: ChangeAnchors): FieldRow[] {
  const sinceOf = new Map<string, string>();
  const outer = typeSince(theme, type);
  return rows.map((row) => {
    const since = fieldSince(theme, type, row.path);
    sinceOf.set(row.path, since);
    const parent = [...sinceOf.keys()].filter((path) => path !== row.path && isWithin(row.path, path)).at(-1);
    const around = parent === undefined ? outer : sinceOf.get(parent)!;
    const cases = row.cases.map((c) => ({
      ...c,
      values:
        c.values?.map((value) => {
          const valueFrom = valueSince(theme, type, row.path, value.value);
          if (valueFrom === since) return value;
          const sinceAnchor = anchors(valueFrom, type, row.path, value.value);
          return {...value, since: valueFrom, ...(sinceAnchor && {sinceAnchor})};
        }) ?? null,
    }));
    if (since === around) return {...row, cases};
    const sinceAnchor = anchors(since, type, row.path);
    return {...row, cases, since, ...(sinceAnchor && {sinceAnchor})};
  });
}

export interface RemovedField {
  path: string;
  version: string;
  /** The field that took its place, where the schema's text names one, with its row's anchor. */
  replacedBy?: {path: string; anchor: string};
  /** The files still carry it as a column (src/data/fileColumns.ts): what it holds, and where the site explains it. */
  column?: Pick<FileColumn, 'holds' | 'explainedAt'>;
}

/** The fields a type has lost since the baseline, for the end of its reference page. */
export function removedFieldsOf(theme: string, type: string, rows: readonly FieldRow[]): RemovedField[] {
  const anchors = new Map(rows.map((row) => [row.path, row.anchor]));
  return removedFields(theme, type, new Set(anchors.keys())).map(({path, version, replacedBy}) => {
    const column = fileColumn(path);
    return {
      path,
      version,
      ...(replacedBy && anchors.has(replacedBy) && {replacedBy: {path: replacedBy, anchor: anchors.get(replacedBy)!}}),
      ...(column && {column: {holds: column.holds, explainedAt: column.explainedAt}}),
    };
  });
}
