import type {ReactNode} from 'react';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {splitDefault} from '@site/src/framework/static-islands/chunks';

type Props = {className?: string};

/**
 * The not-found text (src/components/NotFound). The docs layout imports this component for an address under
 * the docs that matches no page, so whatever it imports rode in the first load of every docs page; as a static
 * island it costs those pages nothing. The server's 404 page keeps its markup, which needs no script (the
 * search is a plain form); a client-side navigation to a missing page loads it, the heading showing meanwhile.
 */
const NotFoundContent = staticIsland<Props>(
  splitDefault(require.resolveWeak('@site/src/components/NotFound'), () => import('@site/src/components/NotFound')),
  {
    mode: 'static',
    placeholder: ({className}): ReactNode => (
      <main className={`container margin-vert--xl ${className ?? ''}`}>
        <h1>Page not found</h1>
      </main>
    ),
  },
);
export default NotFoundContent;
