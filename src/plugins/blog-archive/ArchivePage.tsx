import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import FeedLinks from '@site/src/components/FeedLinks';
import {formatIsoDate} from '@site/src/lib/dates';
import type {ArchivedPost} from './index';

export const ARCHIVE_TITLE = 'Blog archive';
const DESCRIPTION = 'Every post on the Overture Maps engineering blog, newest first, by year.';

/** Posts grouped by year; the order of the list (newest first) holds in both. */
function byYear(posts: readonly ArchivedPost[]): [string, ArchivedPost[]][] {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

/**
 * The archive at `/blog/archive/`: every post, newest year first and newest first
 * within each year. Replaces the theme's page, which repeats its title as its
 * description and lists each year oldest first.
 */
export default function ArchivePage({archive}: {archive: {blogPosts: ArchivedPost[]}}): ReactNode {
  return (
    <Layout>
      <PageMetadata title={ARCHIVE_TITLE} description={DESCRIPTION} />
      <main className="container margin-vert--lg running-text">
        <Heading as="h1">{ARCHIVE_TITLE}</Heading>
        <p>
          {DESCRIPTION} Posts are also grouped <Link to="/blog/tags/">by tag</Link>. To hear of new ones, follow the
          blog in a feed reader: <FeedLinks />.
        </p>
        {byYear(archive.blogPosts).map(([year, posts]) => (
          <section key={year}>
            <Heading as="h2" id={year}>
              {year}
            </Heading>
            <ul>
              {posts.map(({metadata}) => (
                <li key={metadata.permalink}>
                  <time dateTime={metadata.date.slice(0, 10)}>{formatIsoDate(metadata.date.slice(0, 10))}</time>
                  {': '}
                  <Link to={metadata.permalink}>{metadata.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
