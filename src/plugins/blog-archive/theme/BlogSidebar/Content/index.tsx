import type {ComponentType, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogSidebar/Content';
import InitContent from '@theme-init/BlogSidebar/Content';

/** The theme's own sidebar content (`@theme-init`: the first theme that provides it). */
const Content = InitContent as ComponentType<Props>;

/** The blog sidebar's recent posts, then the way to every post: the archive and the tags. */
export default function BlogSidebarContent(props: Props): ReactNode {
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
