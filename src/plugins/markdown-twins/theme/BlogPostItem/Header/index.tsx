import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import InitHeader from '@theme-init/BlogPostItem/Header';
import PageActions from '../../PageActions';

const Header = InitHeader as () => ReactNode;

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
