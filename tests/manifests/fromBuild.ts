import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {builtPagePaths} from '../../src/plugins/markdown-twins/builtPages';

/**
 * Reads the manifests from what `npm run build` knows: the pages it wrote, the blog
 * posts the blog plugin loaded, and the docs marked as drafts. `npm run manifests`
 * writes them next to this file; `tests/e2e/routes.spec.ts` fails when the committed
 * copies and the build disagree, so a page cannot appear, vanish or move unnoticed.
 */

export interface BlogPostEntry {
  /** The post's file, from the site's root. */
  readonly source: string;
  readonly route: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly title: string;
  readonly tags: readonly string[];
}

export interface RouteManifest {
  /** Every page of the production build. */
  readonly published: readonly string[];
  /** Pages with `draft: true`: built by `npm start`, absent from production. */
  readonly drafts: readonly string[];
}

const BLOG_DATA = path.join('.docusaurus', 'docusaurus-plugin-content-blog', 'default');

/** Every page the build wrote, as a route (`x/index.html` → `/x/`), sorted. */
export const builtRoutes = (buildDir = 'build'): string[] => builtPagePaths(buildDir);

interface LoadedPost {
  source: string;
  permalink: string;
  date: string;
  title: string;
  tags: {label: string}[];
}

/**
 * The posts the blog plugin loaded for the last build, in the list pages' order:
 * newest first, posts of one day in the order of their files.
 */
export function builtPosts(siteDir = '.'): BlogPostEntry[] {
  const dir = path.join(siteDir, BLOG_DATA);
  return readdirSync(dir)
    .filter((name) => name.startsWith('site-blog-') && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as LoadedPost)
    .map((post) => ({
      source: post.source.replace(/^@site\//, ''),
      route: `${post.permalink}/`,
      date: post.date.slice(0, 10),
      title: post.title,
      tags: post.tags.map((tag) => tag.label),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || (a.source < b.source ? -1 : 1));
}

/** The route of each doc whose front matter says `draft: true` (docs are served from the root). */
export function draftRoutes(siteDir = '.'): string[] {
  const docsDir = path.join(siteDir, 'docs');
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(docsDir, file), 'utf8'))?.[1];
      return (parse(frontMatter ?? '') as {draft?: boolean} | null)?.draft === true;
    })
    .map(
      (file) =>
        `/${file
          .split(path.sep)
          .join('/')
          .replace(/\.mdx?$/, '')
          .replace(/(^|\/)index$/, '')}/`,
    )
    .map((route) => route.replace(/\/\/$/, '/'))
    .sort();
}
