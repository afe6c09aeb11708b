import {useContext, type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import InitHeader from '@theme-init/BlogPostItem/Header';
import {PageActionsSlot} from '../../../pageActionsSlot';

const Header = InitHeader as () => ReactNode;

/**
 * A post's own page gets the page actions under its title; the list pages do not. The actions come from
 * the post page (theme/BlogPostPage), so that the list and tag pages, which render this header for every
 * post, do not carry their code.
 */
export default function HeaderWithActions(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const actions = useContext(PageActionsSlot);
  return (
    <>
      <Header />
      {isBlogPostPage && actions}
    </>
  );
}
