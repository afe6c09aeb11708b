import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/BlogSidebar/Content';

/** The blog sidebar's recent posts, then the way to every post: the archive and the tags. */
export default function BlogSidebarContent(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <Content {...props} />
      <p className="margin-top--md">
        <Link to="/blog/archive/">All posts by year</Link>
        <br />
        <Link to="/blog/tags/">All posts by tag</Link>
      </p>
    </>
  );
}
