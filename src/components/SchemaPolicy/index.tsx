import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineList from '@site/src/components/InlineList';
import {MAJOR_MONTHS, SCHEMA_CHANGE_POLICY} from '@site/src/data/schemaPolicy';
import {formatIsoDate} from '@site/src/lib/dates';

/** Where the release calendar states the policy and lists the changes outside its months. */
export const POLICY_SECTION = '/release-calendar/#schema-changes';

/**
 * Overture's policy on when the schema changes, rendered from src/data/schemaPolicy.ts. `short` is a
 * sentence for a list of gotchas, linking to the release calendar; `full` states both kinds of change.
 */
export default function SchemaPolicy({variant = 'short'}: {variant?: 'short' | 'full'}): ReactNode {
  const months = <InlineList items={MAJOR_MONTHS} />;
  const published = formatIsoDate(SCHEMA_CHANGE_POLICY.published);
  if (variant === 'short') {
    return (
      <>
        Since {published}, Overture&rsquo;s policy keeps major schema changes (a type, column or nested field removed, a
        data type changed) to the {months} releases. Other changes come in any month, and some of those break queries
        too: a value removed or renamed, a field newly required. The <Link to={POLICY_SECTION}>release calendar</Link>{' '}
        lists every change that came outside those months.
      </>
    );
  }
  return (
    <>
      <p>
        Overture published its policy for schema changes on {published} (
        <Link to={SCHEMA_CHANGE_POLICY.source.href}>{SCHEMA_CHANGE_POLICY.source.label}</Link>). Major changes come only
        in the {months} releases; minor changes can come in any month.
      </p>
      <ul>
        <li>
          <strong>Major:</strong> <InlineList items={SCHEMA_CHANGE_POLICY.major} conjunction="or" />.
        </li>
        <li>
          <strong>Minor:</strong> <InlineList items={SCHEMA_CHANGE_POLICY.minor} conjunction="or" />.
        </li>
      </ul>
      <p>
        A minor change can still break a query or a validator: a filter on a value that was removed or renamed finds
        nothing, and a field that became required makes older data invalid. Read the{' '}
        <Link to="/schema/changelog/">schema changelog</Link> before you move to a new release; it says what to change
        for each such change.
      </p>
    </>
  );
}
