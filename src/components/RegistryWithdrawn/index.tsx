import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import {REGISTRY_WITHDRAWAL} from '@site/src/data/gers';
import {formatIsoDate} from '@site/src/lib/dates';

/**
 * The warning every page that queries the GERS registry shows while its files are
 * withdrawn, dated from src/data/gers.ts. `children` says what to do instead on that page.
 */
export default function RegistryWithdrawn({children}: {children?: ReactNode}): ReactNode {
  return (
    <Admonition type="warning" title="The registry files are withdrawn">
      <p>
        On {formatIsoDate(REGISTRY_WITHDRAWAL.date)} the registry files were removed from both buckets after a problem
        was found in how they were generated (see the{' '}
        <Link to={REGISTRY_WITHDRAWAL.notes}>{REGISTRY_WITHDRAWAL.release} release notes</Link>). Until they are back, a
        query that reads <code>registry/</code> stops with a &ldquo;no files found&rdquo; error. Check first whether the
        folder lists files again: <code>aws s3 ls --no-sign-request s3://overturemaps-us-west-2/registry/</code>.
      </p>
      {children}
    </Admonition>
  );
}
