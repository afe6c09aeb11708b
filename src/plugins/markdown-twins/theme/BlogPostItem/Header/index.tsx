import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import InitHeader from '@theme-init/BlogPostItem/Header';
import {splitDefault} from '@site/src/framework/static-islands/chunks';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';

const Header = InitHeader as () => ReactNode;

/**
 * The page actions, in a chunk of their own: the list and tag pages render this header for every post
 * but never the actions, and would otherwise carry their code. On a post's page the server renders
 * them, and their code comes right after hydration.
 */
const PageActions = staticIsland<object>(
  splitDefault(require.resolveWeak('../../PageActions'), () => import('../../PageActions')),
  {mode: 'enhance'},
);

/** A post's own page gets the page actions under its title; the list pages do not. */
export default function HeaderWithActions(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && <PageActions />}
    </>
  );
}
