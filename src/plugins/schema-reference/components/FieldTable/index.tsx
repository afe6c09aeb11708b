import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {EnumValue} from '../../shape';
import type {FieldCase, FieldRow} from '../../model';
import BreakAfter, {AFTER_FIELD_STEP} from '@site/src/components/BreakAfter';
import {CHANGELOG_PATH, changelogHref} from '@site/src/lib/changelogLinks';
import RichText from '../RichText';
import styles from './styles.module.css';

/** Where shared definitions are documented. */
const DEFINITIONS_PAGE = '/schema/reference/';
/** Enumerations longer than this fold away behind a summary. */
const OPEN_VALUES = 8;

/**
 * Since when a field or value exists, linked to the change that added it on the changelog page (or, where the
 * changelog has no line of its own for it, to the version's entry). Kept out of search
 * records (`data-search-skip`): the changelog answers "since when", and the label on hundreds of rows
 * would cost the index more than it helps find them.
 *
 * The `data-twin` marks here tell the Markdown twins (src/plugins/markdown-twins/fieldTables.ts) which part
 * of a row is which, so that a row reads as its parts, apart, rather than as one run of words.
 */
function Since({version, anchor}: {version: string; anchor?: string}): ReactNode {
  const to = anchor ? `${CHANGELOG_PATH}#${anchor}` : changelogHref(version);
  return (
    <Link className={styles.since} to={to} data-search-skip="" data-twin="since">
      since {version}
    </Link>
  );
}

function requirement(required: FieldRow['required']): string {
  if (required === 'always') return 'Required';
  if (required === 'never') return 'Optional';
  return `Required when ${required.join(', or when ')}`;
}

export function Values({values}: {values: EnumValue[]}): ReactNode {
  const list = (
    <dl className={styles.values} data-twin="values">
      {values.map(({value, meaning, since, sinceAnchor}) => (
        <div key={value}>
          <dt>
            <code>{value}</code>
            {since && <Since version={since} anchor={sinceAnchor} />}
          </dt>
          <dd>{meaning ? <RichText text={meaning} /> : null}</dd>
        </div>
      ))}
    </dl>
  );
  if (values.length <= OPEN_VALUES) return list;
  return (
    <details className={styles.valuesFold}>
      <summary>{values.length} values</summary>
      {list}
    </details>
  );
}

function Case({field}: {field: FieldCase}): ReactNode {
  return (
    <div className={styles.case} data-twin="case">
      {field.condition && (
        <p className={styles.condition} data-twin="condition">
          When {field.condition}:
        </p>
      )}
      <p className={styles.type} data-twin="type">
        <span>{field.type}</span>
        {field.constraints.map((constraint) => (
          <span key={constraint} className={styles.constraint}>
            <RichText text={constraint} />
          </span>
        ))}
      </p>
      {field.description && (
        <p>
          <RichText text={field.description} />
        </p>
      )}
      {field.definition && (
        <p className={styles.definition}>
          Defined as <Link to={`${DEFINITIONS_PAGE}#${field.definition.anchor}`}>{field.definition.label}</Link>
        </p>
      )}
      {field.values && field.values.length > 0 && <Values values={field.values} />}
    </div>
  );
}

function Row({
  row,
  anchorPrefix,
  searchContext,
}: {
  row: FieldRow;
  anchorPrefix: string;
  searchContext?: string;
}): ReactNode {
  const anchor = anchorPrefix + row.anchor;
  // Lets links to this field (`…/building/#height`) pass the build's broken-anchor check.
  useBrokenLinks().collectAnchor(anchor);
  return (
    // `data-search-field` tells the site's search crawler the row is a field: its name, its description and its
    // values are found as the field's (src/plugins/search/indexing/crawl.ts).
    <tr id={anchor} data-search-field={searchContext ? `${row.path} (${searchContext})` : row.path}>
      <th scope="row" className={styles.field} style={{paddingInlineStart: `${0.75 + row.depth * 0.75}rem`}}>
        <a href={`#${anchor}`} className={styles.fieldLink}>
          <code>
            <BreakAfter text={row.path} after={AFTER_FIELD_STEP} />
          </code>
        </a>
        <span className={styles.required} data-twin="requirement">
          {requirement(row.required)}
        </span>
        {row.since && <Since version={row.since} anchor={row.sinceAnchor} />}
      </th>
      <td>
        {row.cases.map((field, i) => (
          <Case key={i} field={field} />
        ))}
        {row.recursive && <p>Same structure as the field it belongs to, nested again.</p>}
        {row.seeAlso && (
          <p className={styles.definition}>
            See also <Link to={row.seeAlso.to}>{row.seeAlso.label}</Link>.
          </p>
        )}
        {row.rules.length > 0 && (
          <ul className={styles.rules} data-twin="rules">
            {row.rules.map((rule) => (
              <li key={rule}>
                <RichText text={rule} />
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

interface FieldTableProps {
  rows: FieldRow[];
  caption: string;
  /** Prepended to each row's anchor where several tables share a page. */
  anchorPrefix?: string;
  /**
   * What the rows belong to, for their search hits where the page does not say it (a shared definition's
   * fields, all on one page): `height (buildings / shapeContainer)` reads apart from a type's `height`.
   */
  searchContext?: string;
}

/** Every field of a type or definition, one row each, nested fields indented under their parent. */
export default function FieldTable({rows, caption, anchorPrefix = '', searchContext}: FieldTableProps): ReactNode {
  return (
    <table className={styles.table} data-twin="fields">
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type, meaning and values</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.path} row={row} anchorPrefix={anchorPrefix} searchContext={searchContext} />
        ))}
      </tbody>
    </table>
  );
}
