import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {changelogHref} from '@site/src/lib/changelogLinks';
import type {RemovedField} from '../../history/labels';

/** The part of a type's data module (TypeFieldsData) this list reads. */
export interface RemovedFieldsData {
  type: string;
  removed: RemovedField[];
}

/** The fields a type has had since the first general-availability schema and lost, each with the version that removed it. */
export default function RemovedFields({data}: {data: RemovedFieldsData}): ReactNode {
  return (
    <ul aria-label={`Fields removed from ${data.type}`}>
      {data.removed.map(({path, version, replacedBy, column}) => (
        <li key={path}>
          <code>{path}</code>: removed {column && 'from the schema '}in{' '}
          <Link to={changelogHref(version)}>{version}</Link>
          {column && (
            <>
              , but <strong>still a column of every file</strong>: it holds {column.holds}. Queries that read it work on
              every release (see <Link to={column.explainedAt.href}>{column.explainedAt.title}</Link>)
            </>
          )}
          {replacedBy && (
            <>
              ; the schema names{' '}
              <Link to={`#${replacedBy.anchor}`}>
                <code>{replacedBy.path}</code>
              </Link>{' '}
              as its successor
            </>
          )}
          .
        </li>
      ))}
    </ul>
  );
}
