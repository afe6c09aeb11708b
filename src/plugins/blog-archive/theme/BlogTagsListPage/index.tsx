import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogTagsListPage';
import InitBlogTagsListPage from '@theme-init/BlogTagsListPage';

/** The theme's tag list (`@theme-init`: the first theme that provides it). */
const BlogTagsListPage = InitBlogTagsListPage as ComponentType<Props>;

/** The blog's list of tags, with the description the theme leaves out (search results and SEO tools read it). */
export default function BlogTagsListPageWithDescription(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every tag of the Overture Maps blog, from releases and GeoParquet to each theme, with the posts under it." />
      <BlogTagsListPage {...props} />
    </>
  );
}
