import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlFiles, pagePathOf} from '../../../lib/builtPages';
import {COMMUNITY_PAGE_RANK, DOCS_PAGE_RANK, POST_PAGE_RANK} from '../constants';
import type {SearchRecord} from '../engine/record';
import {crawlPage, type CrawlPolicy} from './crawl';

/**
 * The built site, crawled into search records: after `npm run build` for the local
 * index (see writeIndex.ts), and by `npm run search:push` for an Algolia one. Runs in
 * Node only.
 */

/**
 * Docs and the schema reference first, then community pages, then blog posts. Every page is indexed whole: a
 * search downloads only the parts of the index its words need (engine/indexFile.ts), so nothing a page shows
 * has to be left out to keep it small.
 */
export const CRAWL_POLICY: CrawlPolicy = {
  pageRank: (pagePath, tag) =>
    tag.startsWith('docs-') ? DOCS_PAGE_RANK : isBlogPath(pagePath) ? POST_PAGE_RANK : COMMUNITY_PAGE_RANK,
};

function isBlogPath(pagePath: string): boolean {
  return pagePath.includes('/blog/');
}

/** Where the site is published: its origin and base path, which make the records' URLs. */
export interface SiteAddress {
  url: string;
  baseUrl: string;
}

/** The page URL a built HTML file is served at (`x/index.html` → `/x/`). */
function pageUrl(site: SiteAddress, outDir: string, file: string): string {
  return `${site.url}${site.baseUrl}${pagePathOf(outDir, file)}`;
}

/** Crawls every built page into DocSearch records, in a stable order. */
export async function crawlBuild(site: SiteAddress, outDir: string): Promise<SearchRecord[]> {
  const files = (await htmlFiles(outDir)).filter((file) => path.basename(file) === 'index.html').sort();
  const pages = await Promise.all(
    files.map(async (file) => crawlPage(await readFile(file, 'utf8'), pageUrl(site, outDir, file), CRAWL_POLICY)),
  );
  return pages.flatMap((records) => records ?? []);
}
