import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {BLOG_POSTS_PER_PAGE} from '../src/data/site';
import type {BlogPostEntry} from './manifests/fromBuild';
import posts from './manifests/blog-posts.json';

export {BLOG_POSTS_PER_PAGE};
export type {BlogPostEntry};

/**
 * The blog's established addresses: every post with the route, date, title and tags
 * it was published with, newest first (the order of the list pages). Posts are linked
 * from all over the web, so a change here is a broken link somewhere else. Written by
 * `npm run manifests` from a build; the tests compare it with the build and the posts.
 */
export const BLOG_POSTS: readonly BlogPostEntry[] = posts;

/** The tags posts may carry: those `blog/tags.yml` declares (the build refuses any other). */
export const BLOG_TAGS: readonly string[] = Object.keys(parse(readFileSync('blog/tags.yml', 'utf8')) as object);

function pages(base: string, count: number): string[] {
  const total = Math.ceil(count / BLOG_POSTS_PER_PAGE);
  return Array.from({length: total}, (_, index) => (index === 0 ? base : `${base}page/${index + 1}/`));
}

/** Posts carrying a tag, in list order. */
export function postsTagged(tag: string): BlogPostEntry[] {
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
