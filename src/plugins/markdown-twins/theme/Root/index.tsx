import type {ReactNode} from 'react';
import type {Props} from '@theme/Root';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import InitRoot from '@theme-init/Root';
import {twinPathOf} from '../../twinPaths';

const Root = InitRoot as (props: Props) => ReactNode;

/**
 * Every page names its Markdown twin in its head, for readers that are programs.
 * Pages are served with a trailing slash; anything else (the not-found page) has no twin.
 */
export default function RootWithTwin(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {pathname.endsWith('/') && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPathOf(pathname)} />
        </Head>
      )}
      <Root {...props} />
    </>
  );
}
