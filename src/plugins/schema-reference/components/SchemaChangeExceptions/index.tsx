import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineList from '@site/src/components/InlineList';
import type {PolicyData} from '../../history/exceptions';
import RichText from '../RichText';

export type {PolicyData};

/** A cell's changes, one after the other: a list inside a table cell reads badly in the page's Markdown twin. */
const Changes = ({items}: {items: string[]}): ReactNode =>
  items.length === 0
    ? 'none'
    : items.map((item, i) => (
        <Fragment key={item}>
          {i > 0 && '; '}
          <RichText text={item} />
        </Fragment>
      ));

/**
 * The schema versions that reached a release outside the months Overture keeps for major changes
 * and brought changes that can break a query or a validator, worked out from the schema's history.
 */
export default function SchemaChangeExceptions({data}: {data: PolicyData}): ReactNode {
  const since = data.versions.filter((entry) => entry.underPolicy);
  return (
    <>
      <p>
        Since the policy was published on {data.published},{' '}
        {since.length === 0 ? (
          <>
            no release outside <InlineList items={data.months} conjunction="or" /> has brought a change that can break a
            query or a validator.
          </>
        ) : (
          <>
            {since.length} {since.length === 1 ? 'release' : 'releases'} outside those months brought such changes: see
            the table.
          </>
        )}{' '}
        Before it, such changes came in other months too. These are the schema versions whose first release fell outside
        those months, with what they changed that can break a query or a validator:
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Schema</th>
            <th scope="col">First release</th>
            <th scope="col">Major by the policy</th>
            <th scope="col">Minor by the policy, but can break</th>
          </tr>
        </thead>
        <tbody>
          {data.versions.map((entry) => (
            <tr key={entry.version}>
              <th scope="row">
                <Link to={entry.href}>{entry.version}</Link>
              </th>
              <td>
                <code>{entry.release.id}</code> ({entry.month})
              </td>
              <td>
                <Changes items={entry.major} />
              </td>
              <td>
                <Changes items={entry.minor} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
