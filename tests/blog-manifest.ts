/**
 * The blog's established addresses: every post with the route, date, title and tags
 * it was published with, newest first (the order of the list pages). Posts are linked
 * from all over the web, so a change here is a broken link somewhere else.
 */
export interface BlogPostEntry {
  readonly source: string;
  readonly route: string;
  readonly date: string;
  readonly title: string;
  readonly tags: readonly BlogTag[];
}

export const BLOG_TAGS = [
  'addresses',
  'base',
  'buildings',
  'developer-tools',
  'divisions',
  'geoparquet',
  'places',
  'transportation',
  'releases',
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

export const BLOG_POSTS: readonly BlogPostEntry[] = [
  {
    source: 'blog/2025-10-22-release-notes.mdx',
    route: '/blog/2025/10/22/release-notes/',
    date: '2025-10-22',
    title: '2025-10-22 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-09-24-release-notes.mdx',
    route: '/blog/2025/09/24/release-notes/',
    date: '2025-09-24',
    title: '2025-09-24 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-08-20-release-notes.mdx',
    route: '/blog/2025/08/20/release-notes/',
    date: '2025-08-20',
    title: '2025-08-20 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-07-23-release-notes.mdx',
    route: '/blog/2025/07/23/release-notes/',
    date: '2025-07-23',
    title: '2025-07-23 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-06-25-getting-started-gers.mdx',
    route: '/blog/2025/06/25/getting-started-gers/',
    date: '2025-06-25',
    title: 'Using the GERS "system"',
    tags: [],
  },
  {
    source: 'blog/2025-06-25-release-notes.mdx',
    route: '/blog/2025/06/25/release-notes/',
    date: '2025-06-25',
    title: '2025-06-25 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-05-21-release-notes.mdx',
    route: '/blog/2025/05/21/release-notes/',
    date: '2025-05-21',
    title: '2025-05-21 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-04-23-release-notes.mdx',
    route: '/blog/2025/04/23/release-notes/',
    date: '2025-04-23',
    title: '2025-04-23 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-03-19-release-notes.mdx',
    route: '/blog/2025/03/19/release-notes/',
    date: '2025-03-19',
    title: '2025-03-19 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-02-19-release-notes.mdx',
    route: '/blog/2025/02/19/release-notes/',
    date: '2025-02-19',
    title: '2025-02-19 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2025-01-22-release-notes.mdx',
    route: '/blog/2025/01/22/release-notes/',
    date: '2025-01-22',
    title: '2025-01-22 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024-12-18-transportation-to-ga.mdx',
    route: '/blog/2024/12/18/transportation-to-ga/',
    date: '2024-12-18',
    title: 'Transportation theme navigates to GA',
    tags: ['releases', 'transportation'],
  },
  {
    source: 'blog/2024/2024-12-18.0.mdx',
    route: '/blog/2024-12-18.0/',
    date: '2024-12-18',
    title: '2024-12-18.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024/2024-11-13.0.mdx',
    route: '/blog/2024-11-13.0/',
    date: '2024-11-13',
    title: '2024-11-13.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024/2024-10-23.0.mdx',
    route: '/blog/2024-10-23.0/',
    date: '2024-10-23',
    title: '2024-10-23.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024-10-21-preview-october-release.mdx',
    route: '/blog/2024/10/21/preview-october-release/',
    date: '2024-10-21',
    title: 'What to expect in Overture’s October release',
    tags: ['releases', 'addresses', 'buildings'],
  },
  {
    source: 'blog/2024/2024-09-18.0.mdx',
    route: '/blog/2024-09-18.0/',
    date: '2024-09-18',
    title: '2024-09-18.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024/2024-08-20.0.mdx',
    route: '/blog/2024-08-20.0/',
    date: '2024-08-20',
    title: '2024-08-20.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024-08-15-preview-august-release.mdx',
    route: '/blog/2024/08/15/preview-august-release/',
    date: '2024-08-15',
    title: 'What to expect in Overture’s August release',
    tags: ['releases', 'addresses', 'base', 'buildings', 'divisions', 'places', 'transportation'],
  },
  {
    source: 'blog/2024-07-24-explore-site.mdx',
    route: '/blog/2024/07/24/explore-site/',
    date: '2024-07-24',
    title: 'Exploring Overture data, no SQL required',
    tags: ['developer-tools'],
  },
  {
    source: 'blog/2024/2024-07-22.0.mdx',
    route: '/blog/2024-07-22.0/',
    date: '2024-07-22',
    title: '2024-07-22.0 release notes',
    tags: ['releases'],
  },
  {
    source: 'blog/2024-beta/2024-06-13-beta.0.mdx',
    route: '/blog/2024-06-13-beta.0/',
    date: '2024-06-13',
    title: '2024-06-13-beta.1',
    tags: [],
  },
  {
    source: 'blog/2024-05-16-land-cover.mdx',
    route: '/blog/2024/05/16/land-cover/',
    date: '2024-05-16',
    title: 'Land cover is live',
    tags: ['releases', 'base'],
  },
  {
    source: 'blog/2024-beta/2024-05-16-beta.0.mdx',
    route: '/blog/2024-05-16-beta.0/',
    date: '2024-05-16',
    title: '2024-05-16-beta.0',
    tags: [],
  },
  {
    source: 'blog/2024-04-22-beta-release.mdx',
    route: '/blog/2024/04/22/beta-release/',
    date: '2024-04-22',
    title: 'Exploring our beta release',
    tags: ['releases', 'developer-tools', 'geoparquet'],
  },
  {
    source: 'blog/2024-04-21-welcome.mdx',
    route: '/blog/2024/04/21/welcome/',
    date: '2024-04-21',
    title: 'Welcome to the Overture Maps engineering blog!',
    tags: [],
  },
  {
    source: 'blog/2024-beta/2024-04-16-beta.0.mdx',
    route: '/blog/2024-04-16-beta.0/',
    date: '2024-04-16',
    title: '2024-04-16-beta.0',
    tags: [],
  },
  {
    source: 'blog/2024-alpha/2024-03-12-alpha.0.mdx',
    route: '/blog/2024-03-12-alpha.0/',
    date: '2024-03-12',
    title: '2024-03-12-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2024-alpha/2024-02-15-alpha.0.mdx',
    route: '/blog/2024-02-15-alpha.0/',
    date: '2024-02-15',
    title: '2024-02-15-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2024-alpha/2024-01-17-alpha.0.mdx',
    route: '/blog/2024-01-17-alpha.0/',
    date: '2024-01-17',
    title: '2024-01-17-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2023-alpha/2023-12-14-alpha.0.mdx',
    route: '/blog/2023-12-14-alpha.0/',
    date: '2023-12-14',
    title: '2023-12-14-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2023-alpha/2023-11-14-alpha.0.mdx',
    route: '/blog/2023-11-14-alpha.0/',
    date: '2023-11-14',
    title: '2023-11-14-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2023-alpha/2023-10-19-alpha.0.mdx',
    route: '/blog/2023-10-19-alpha.0/',
    date: '2023-10-19',
    title: '2023-10-19-alpha.0',
    tags: [],
  },
  {
    source: 'blog/2023-alpha/2023-07-26-alpha.0.mdx',
    route: '/blog/2023-07-26-alpha.0/',
    date: '2023-07-26',
    title: '2023-07-26-alpha.0',
    tags: [],
  },
];

export const BLOG_POSTS_PER_PAGE = 10;

function pages(base: string, count: number): string[] {
  const total = Math.ceil(count / BLOG_POSTS_PER_PAGE);
  return Array.from({length: total}, (_, index) => (index === 0 ? base : `${base}page/${index + 1}/`));
}

/** Posts carrying a tag, in list order. */
export function postsTagged(tag: BlogTag): BlogPostEntry[] {
  return BLOG_POSTS.filter((post) => post.tags.includes(tag));
}

/** Every route the blog publishes: list pages, archive, tag index and tag pages, posts. */
export const BLOG_ROUTES: readonly string[] = [
  ...pages('/blog/', BLOG_POSTS.length),
  '/blog/archive/',
  '/blog/tags/',
  ...BLOG_TAGS.flatMap((tag) => pages(`/blog/tags/${tag}/`, postsTagged(tag).length)),
  ...BLOG_POSTS.map((post) => post.route),
];
