/** Facts about the site itself, shared by the config, components and tests. */
export const SITE_TITLE = 'Overture Maps Documentation';
export const SOURCE_REPOSITORY = 'https://github.com/OvertureMaps/docs';
/** Where the site is published unless DOCUSAURUS_URL and DOCUSAURUS_BASE_URL say otherwise. */
export const DEFAULT_SITE_URL = 'https://docs.overturemaps.org';
export const DEFAULT_BASE_URL = '/';
export const COPYRIGHT = 'Copyright © 2025 Overture Maps Foundation.';
/** Who signs the blog's posts in its feeds: the team, never an invented person. */
export const BLOG_AUTHOR = 'The Overture Maps team';
/** Posts on each blog list and tag page. */
export const BLOG_POSTS_PER_PAGE = 10;

/**
 * The blog's feeds, as the blog plugin writes them under /blog/ (its `feedOptions.type`): pages that link them
 * take them from the config's `customFields.blogFeeds`, so that no component carries this module.
 */
export const BLOG_FEEDS = [
  {type: 'rss', label: 'RSS', file: 'rss.xml', mime: 'application/rss+xml'},
  {type: 'atom', label: 'Atom', file: 'atom.xml', mime: 'application/atom+xml'},
  {type: 'json', label: 'JSON Feed', file: 'feed.json', mime: 'application/feed+json'},
] as const;

export type BlogFeed = (typeof BLOG_FEEDS)[number];
/** A feed as pages link it, from the config's `customFields.blogFeeds`: without the plugin's name for its type. */
export type LinkedBlogFeed = Omit<BlogFeed, 'type'>;
