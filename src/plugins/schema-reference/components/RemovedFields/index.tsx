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
      {data.removed.map(({path, version, replacedBy}) => (
        <li key={path}>
          <code>{path}</code>: removed in <Link to={changelogHref(version)}>{version}</Link>
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
