import {Fragment, type ReactNode} from 'react';
import tree from '@places-taxonomy/tree';

/**
 * A clause of the places page's text: which schema versions renamed how many codes, and
 * the release before which data holds the old ones ("v1.9.0 renamed 12 codes, and
 * releases before 2025-05-21.0 hold the old ones"). Its figures come from the plugin's
 * counts, so the page's script carries them but not the renames themselves.
 */
export default function RenamedCodes(): ReactNode {
  return tree.renamed.map(({version, release, codes}, index) => (
    <Fragment key={version}>
      {index > 0 && '; '}
      <code>{version}</code> renamed {codes} {codes === 1 ? 'code' : 'codes'}, and releases before{' '}
      <code>{release}</code> hold the old {codes === 1 ? 'one' : 'ones'}
    </Fragment>
  ));
}
