import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import InlineList from '@site/src/components/InlineList';
import type {LinkedBlogFeed} from '@site/src/data/site';

/**
 * The blog's feeds, for a sentence: "RSS, Atom or JSON Feed", each linked with its media type. They come from
 * the config's `customFields` (src/data/site.ts's BLOG_FEEDS), the list the blog plugin writes its feeds from.
 */
export default function FeedLinks(): ReactNode {
  const feeds = useDocusaurusContext().siteConfig.customFields?.blogFeeds as LinkedBlogFeed[];
  const blog = useBaseUrl('/blog/');
  return (
    <InlineList
      conjunction="or"
      items={feeds.map((feed) => (
        <a key={feed.file} href={`${blog}${feed.file}`} type={feed.mime}>
          {feed.label}
        </a>
      ))}
    />
  );
}
