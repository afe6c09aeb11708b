import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {crawlPage, type CrawlPolicy} from './crawl';
import {buildIndex} from './engine';
import type {SearchRecord} from './engine/record';
import {
  COMMUNITY_PAGE_RANK,
  DOCS_PAGE_RANK,
  INDEX_DIR,
  INDEX_META_NAME,
  INDEX_URL_PLACEHOLDER,
  POST_PAGE_RANK,
} from './constants';

export interface SearchPluginOptions {
  /** `local`: the site's own index, answered in the browser. `algolia`: the hosted service. */
  mode: 'local' | 'algolia';
}

/** What the theme's search components read at run time. */
export interface SearchPluginData {
  mode: SearchPluginOptions['mode'];
  /** False in `npm start`, which runs no build and so has no index. */
  indexAvailable: boolean;
}

function searchOptions(raw: unknown): SearchPluginOptions {
  const mode = (raw as Partial<SearchPluginOptions> | undefined)?.mode;
  if (mode !== 'local' && mode !== 'algolia') {
    throw new Error(`The search plugin needs {mode: 'local' | 'algolia'}, got ${JSON.stringify(raw)}`);
  }
  return {mode};
}

const docSearchEsm = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js');
const themeModule = (name: string): RegExp =>
  new RegExp(`theme-search-algolia[\\\\/]lib[\\\\/]theme[\\\\/]${name}[\\\\/]index\\.js$`);

/**
 * Docs and the schema reference first, then community pages, then blog posts. A post
 * is found by its title, its headings and its summary (the paragraphs before its
 * truncate marker, two at most): indexing every word of every post would add a
 * quarter to the index that the first search has to download.
 */
export const CRAWL_POLICY: CrawlPolicy = {
  pageRank: (pagePath, tag) =>
    tag.startsWith('docs-') ? DOCS_PAGE_RANK : isBlogPath(pagePath) ? POST_PAGE_RANK : COMMUNITY_PAGE_RANK,
  contentLength: (pagePath) => (isBlogPath(pagePath) ? 400 : 1000),
  contentRecords: (pagePath) => (isBlogPath(pagePath) ? 2 : Infinity),
};

function isBlogPath(pagePath: string): boolean {
  return pagePath.includes('/blog/');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where the site is published: its origin and base path, which make the records' URLs. */
export interface SiteAddress {
  url: string;
  baseUrl: string;
}

/** The page URL a built HTML file is served at (`x/index.html` → `/x/`). */
function pageUrl(site: SiteAddress, outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const pagePath = relative === 'index.html' ? '' : relative.replace(/(^|\/)index\.html$/, '$1');
  return `${site.url}${site.baseUrl}${pagePath}`;
}

/** Crawls every built page into DocSearch records, in a stable order. */
export async function crawlBuild(site: SiteAddress, outDir: string): Promise<SearchRecord[]> {
  const files = (await htmlFiles(outDir)).filter((file) => path.basename(file) === 'index.html').sort();
  const pages = await Promise.all(
    files.map(async (file) => crawlPage(await readFile(file, 'utf8'), pageUrl(site, outDir, file), CRAWL_POLICY)),
  );
  return pages.flatMap((records) => records ?? []);
}

/**
 * Site search. The theme's DocSearch UI stays; this plugin decides what it costs and
 * what answers it.
 *
 * Bundle (both modes): DocSearch 3 ships one file, and the theme points three of its
 * entry points at the UMD build, which cannot be tree-shaken, so the modal and its
 * Algolia client (about 55 KB gzip) landed in every page. Pointing them at the ES
 * build leaves only the button and shortcut in the main bundle; the modal gets its
 * own copy (the `?modal` query makes a separate module) in the chunk the theme
 * already loads on demand.
 *
 * Local mode: after the build, every page is crawled into DocSearch records and a
 * MiniSearch index, written as a content-hashed file that the browser fetches at the
 * first sign of search intent. The modal reaches it through its
 * `transformSearchClient` hook (see src/theme/SearchBar), the search page through
 * `algoliasearch/lite`, which is pointed at a client with a local requester.
 *
 * Both modes: `client/startup.ts` holds keys typed while that code loads, and
 * `client/button.css` shows the shortcut hint on the server-rendered button.
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = searchOptions(rawOptions);
  const local = options.mode === 'local';
  return {
    name: 'search',

    getClientModules() {
      const always = [path.join(__dirname, 'client/startup.ts'), path.join(__dirname, 'client/button.css')];
      return local ? [...always, path.join(__dirname, 'client/local.css')] : always;
    },

    async contentLoaded({actions}) {
      const data: SearchPluginData = {mode: options.mode, indexAvailable: process.env.NODE_ENV === 'production'};
      actions.setGlobalData(data);
    },

    injectHtmlTags() {
      if (!local) return {};
      return {headTags: [{tagName: 'meta', attributes: {name: INDEX_META_NAME, content: INDEX_URL_PLACEHOLDER}}]};
    },

    configureWebpack() {
      const alias: Record<string, string> = {
        '@docsearch/react/version': docSearchEsm,
        '@docsearch/react/useDocSearchKeyboardEvents': docSearchEsm,
        '@docsearch/react/useTheme': docSearchEsm,
        '@docsearch/react/button': docSearchEsm,
        '@docsearch/react/modal$': `${docSearchEsm}?modal`,
      };
      const rules: ({test: RegExp} & ({resolve: {alias: Record<string, string>}} | {use: string}))[] = [
        // DocSearch 3.9.0 hides its own error screen; see the loader for why and how.
        {
          test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
          use: path.join(__dirname, 'keep-error-status-loader.cjs'),
        },
        // The search page lists 20 results per page, not the theme's 15.
        {
          test: themeModule('SearchPage'),
          resolve: {alias: {'algoliasearch-helper$': path.join(__dirname, 'client/pageHelper.ts')}},
        },
      ];
      if (local) {
        alias['algoliasearch/lite$'] = path.join(__dirname, 'client/liteClient.ts');
        // No preconnect to Algolia's servers: local search never talks to them.
        rules.push({
          test: themeModule('SearchBar'),
          resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'client/NoHead.tsx')}},
        });
      }
      return {resolve: {alias}, module: {rules}};
    },

    async postBuild({outDir}) {
      if (!local) return;
      const records = await crawlBuild({url: context.siteConfig.url, baseUrl: context.baseUrl}, outDir);
      const json = JSON.stringify(buildIndex(records, context.siteConfig.url));
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
      const indexUrl = `${context.baseUrl}${INDEX_DIR}/index.${hash}.json`;
      await mkdir(path.join(outDir, INDEX_DIR), {recursive: true});
      await writeFile(path.join(outDir, INDEX_DIR, `index.${hash}.json`), json);
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (html.includes(INDEX_URL_PLACEHOLDER))
          await writeFile(file, html.replaceAll(INDEX_URL_PLACEHOLDER, indexUrl));
      }
      console.log(`[search] ${records.length} records, index ${(json.length / 1024).toFixed(0)} KB: ${indexUrl}`);
    },
  };
}
