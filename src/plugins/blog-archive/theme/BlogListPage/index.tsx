import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SearchMetadata from '@theme/SearchMetadata';
import FeedLinks from '@site/src/components/FeedLinks';
import type {Props} from '@theme/BlogListPage';

/**
 * The blog's list pages, as the theme composes them, plus what the theme leaves
 * out: a page heading (every page has exactly one h1) that says which page of the
 * list this is, the way to the archive and the tags, which nothing else links, and the blog's feeds.
 */
export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg running-text">
          <Heading as="h1">{blogTitle}</Heading>
          <p>
            {blogDescription}
            {totalPages > 1 && ` Page ${page} of ${totalPages}.`} Every post is also listed{' '}
            <Link to="/blog/archive/">by year</Link> and <Link to="/blog/tags/">by tag</Link>. To hear of new posts,
            follow the blog in a feed reader: <FeedLinks />.
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
