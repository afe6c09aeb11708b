import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {BLOG_POSTS, BLOG_ROUTES, BLOG_TAGS} from '../blog-manifest';
import {DRAFT_ROUTES, PUBLISHED_ROUTES} from '../routes';
import {draftRoutes} from '../manifests/fromBuild';

/**
 * The posts as written agree with the manifest of established addresses: a renamed
 * file, a dropped slug or a retitled post fails here, before any link breaks.
 */
const POST_FILES = readdirSync('blog', {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => `blog/${file.split(path.sep).join('/')}`)
  .sort();

interface FrontMatter {
  title?: string;
  slug?: string;
  tags?: string[];
  authors?: unknown;
  description?: string;
  date?: unknown;
}

function read(file: string): {frontMatter: FrontMatter; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no front matter`);
  return {frontMatter: (parse(match[1]) ?? {}) as FrontMatter, body: match[2]};
}

/** The route Docusaurus gives a post: its slug, or its file date and name. */
function routeOf(file: string, frontMatter: FrontMatter): string {
  if (frontMatter.slug) return `/blog/${frontMatter.slug.replace(/^\//, '')}/`;
  const [, year, month, day, name] = /(\d{4})-(\d{2})-(\d{2})-([^/]+)\.mdx?$/.exec(file) ?? [];
  return `/blog/${year}/${month}/${day}/${name}/`;
}

describe('the blog posts', () => {
  it('are exactly the posts of the manifest', () => {
    expect(POST_FILES).toEqual(BLOG_POSTS.map((post) => post.source).sort());
  });

  it.each(BLOG_POSTS)('$route keeps its address, date, title and tags', (post) => {
    const {frontMatter} = read(post.source);
    expect(routeOf(post.source, frontMatter)).toBe(post.route);
    expect(path.basename(post.source)).toMatch(new RegExp(`^${post.date}`));
    expect(frontMatter.title).toBe(post.title);
    expect(frontMatter.tags ?? []).toEqual(post.tags);
  });

  it.each(BLOG_POSTS)('$route has a summary before its truncate marker, a description and no author', (post) => {
    const {frontMatter, body} = read(post.source);
    const [summary, rest] = body.split('{/* truncate */}');
    expect(rest, 'a truncate marker').toBeDefined();
    expect(summary.trim().length, 'summary length').toBeGreaterThan(80);
    // Imports above the marker would put a post's components and queries into every list page that shows it.
    expect(summary, 'imports above the truncate marker').not.toMatch(/^import /m);
    expect(rest.trim().length, 'text after the summary').toBeGreaterThan(400);
    expect(frontMatter.authors).toBeUndefined();
    if (post.route !== '/blog/2024/04/21/welcome/') expect(frontMatter.description?.length).toBeGreaterThan(30);
    expect(body).not.toMatch(/SKELETON|lorem ipsum|coming soon/i);
  });
});

describe('the blog tags', () => {
  const declared = parse(readFileSync('blog/tags.yml', 'utf8')) as Record<string, {label: string; description: string}>;

  it('are each labelled as declared, described, and carried by a post', () => {
    for (const [tag, {label, description}] of Object.entries(declared)) {
      expect(label).toBe(tag);
      expect(description.length, tag).toBeGreaterThan(20);
      expect(
        BLOG_POSTS.some((post) => post.tags.includes(tag)),
        `no post carries ${tag}`,
      ).toBe(true);
    }
    for (const post of BLOG_POSTS) for (const tag of post.tags) expect(BLOG_TAGS).toContain(tag);
  });
});

describe('the route manifest', () => {
  it('holds exactly the blog pages the posts make: lists, archive, tags and posts', () => {
    expect(PUBLISHED_ROUTES.filter((route) => route.startsWith('/blog/')).sort()).toEqual([...BLOG_ROUTES].sort());
  });

  it('names as drafts exactly the docs marked draft', () => {
    expect(DRAFT_ROUTES).toEqual(draftRoutes());
  });
});
