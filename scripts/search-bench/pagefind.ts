/**
 * Pagefind, the static search most docs sites use, as a peer for `npm run bench:search`: it indexes the same
 * production build as our engine, into a temporary folder outside the repo, and runs every judged query through
 * its own search (JavaScript and WebAssembly, in headless Chromium, from a loopback server), with its default
 * ranking. Its results are scored as `judgeSearch` scores ours (tests/support/searchQuality.ts).
 *
 * What Pagefind indexes: each page's main article (root selector `article`; a blog list page's articles are its
 * post previews). A page without an article (the blog archive, the search page) has its `main` element, or else
 * its main content area, taken as its article, in memory: nothing is written to the build.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import type {BrowserContext} from '@playwright/test';
import {launchChromium} from '../../tests/support/browser';
import {PUBLISHED_ROUTES} from '../../tests/routes';
import type {Judgement} from '../../tests/search-judgements';
import type {JudgedResult, Quality} from '../../tests/support/searchQuality';

/** The element Pagefind takes as each page's root. */
export const ROOT_SELECTOR = 'article';
/** Results per query scored, as judgeSearch reads our engine's first 50 hits. */
const RESULTS_SCORED = 50;
/** Results whose fragments a first query loads: the first page of Pagefind's own UI (`page_size = 5`). */
export const RESULTS_SHOWN = 5;

export interface PagefindBundle {
  /** The temporary folder the bundle was written to (outside the repo). */
  dir: string;
  /** The Pagefind version that wrote it. */
  version: string;
  /** Built pages read (every `index.html` of the build). */
  pagesRead: number;
  /** Pages Pagefind reports in its index (pagefind-entry.json). */
  pagesIndexed: number;
  /** Pages read without an `<article>`, and the element taken as their article instead. */
  withoutArticle: {url: string; region: string}[];
  /** Index chunks and page fragments written, and their bytes on disk. */
  indexChunks: number;
  fragments: number;
  indexBytes: number;
  /** Seconds to index and write the bundle. */
  seconds: number;
  remove: () => void;
}

/** A built `index.html` → the route it is served at (`x/index.html` → `/x/`). */
function routeOf(file: string): string {
  const dir = path.dirname(file).split(path.sep).join('/');
  return dir === '.' ? '/' : `/${dir}/`;
}

/** A page's HTML as Pagefind reads it: unchanged when it has an article; else its main content wrapped in one. */
function withArticle(html: string): {html: string; region: string | null} {
  if (/<article[\s>]/.test(html)) return {html, region: null};
  const $ = load(html);
  for (const region of ['main', '.main-wrapper']) {
    const element = $(region).first();
    if (element.length === 0) continue;
    element.wrapInner(`<${ROOT_SELECTOR}></${ROOT_SELECTOR}>`);
    return {html: $.html(), region};
  }
  return {html, region: 'none'};
}

/** Indexes every page of the build with Pagefind's Node API into a temporary folder. */
export async function indexWithPagefind(buildDir = 'build'): Promise<PagefindBundle> {
  const start = performance.now();
  // Pagefind's package is ESM only, and tsx runs this script as CommonJS: loaded by a dynamic import.
  const pagefind = await import('pagefind');
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'index.html')
    .sort();
  const routes = files.map(routeOf);
  const unpublished = routes.filter((route) => !PUBLISHED_ROUTES.includes(route));
  const unbuilt = PUBLISHED_ROUTES.filter((route) => !routes.includes(route));
  if (unpublished.length > 0 || unbuilt.length > 0)
    throw new Error(
      `The build's pages and the route manifest differ (not in the manifest: ${unpublished.join(', ') || 'none'}; not built: ${unbuilt.join(', ') || 'none'}); run \`npm run build\` first.`,
    );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const remove = (): void => rmSync(dir, {recursive: true, force: true});
  let service = true;
  try {
    const {index, errors} = await pagefind.createIndex({rootSelector: ROOT_SELECTOR});
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
    const withoutArticle: PagefindBundle['withoutArticle'] = [];
    const empty: string[] = [];
    for (const [i, file] of files.entries()) {
      const page = withArticle(readFileSync(path.join(buildDir, file), 'utf8'));
      if (page.region) withoutArticle.push({url: routes[i], region: page.region});
      const added = await index.addHTMLFile({url: routes[i], content: page.html});
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${routes[i]}: ${added.errors.join('; ')}`);
      if (added.file.uniqueWords === 0) empty.push(routes[i]);
    }
    const written = await index.writeFiles({outputPath: dir});
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its bundle: ${written.errors.join('; ')}`);
    await pagefind.close();
    service = false;

    const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
      version: string;
      languages: Record<string, {page_count: number}>;
    };
    const pagesIndexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    if (empty.length > 0 || pagesIndexed !== files.length)
      throw new Error(
        `Pagefind indexed ${pagesIndexed} of the build's ${files.length} pages (no words: ${empty.join(', ') || 'none'}).`,
      );
    const sizes = (folder: string): number[] =>
      readdirSync(path.join(dir, folder)).map((name) => readFileSync(path.join(dir, folder, name)).length);
    const chunks = sizes('index');
    const fragments = sizes('fragment');
    return {
      dir,
      version: entry.version,
      pagesRead: files.length,
      pagesIndexed,
      withoutArticle,
      indexChunks: chunks.length,
      fragments: fragments.length,
      indexBytes: [...chunks, ...fragments].reduce((sum, size) => sum + size, 0),
      seconds: (performance.now() - start) / 1000,
      remove,
    };
  } catch (error) {
    remove();
    if (service) await pagefind.close();
    throw error;
  }
}

/** One result of Pagefind's, in its order: the page's URL, and the URL of its best sub-result. */
export interface PagefindHit {
  url: string;
  /** The sub-result with the most matched words, as Pagefind's UI picks the ones it shows. */
  best: string;
}

/**
 * The page that loads Pagefind's search as a site would (`import('/pagefind/pagefind.js')`, default options),
 * with a function the benchmark calls: a query's first results, their fragments loaded (`result.data()`).
 */
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body>
<script type="module">
window.pagefindBench = async (query, count) => {
  const pagefind = await import('/pagefind/pagefind.js');
  const found = await pagefind.search(query);
  const results = await Promise.all(found.results.slice(0, count).map((result) => result.data()));
  return results.map((data) => {
    let best = null;
    for (const sub of data.sub_results) if (!best || sub.locations.length > best.locations.length) best = sub;
    return {url: data.url, best: best ? best.url : data.url};
  });
};
</script>
</body></html>`;

const TEXT_FILE = /\.(js|json|css)$/;

/** What one run of the loopback server sent: each file's path under /pagefind/ and the bytes of its body. */
interface Served {
  file: string;
  bytes: number;
}

/**
 * Serves the host page and the bundle on a free loopback port, gzipping text files (level 9, as a static host
 * serves them; Pagefind's index, fragments and WebAssembly are gzipped by Pagefind already), and logs what it sent.
 */
async function servePagefind(
  dir: string,
): Promise<{origin: string; log: Served[]; idle: () => Promise<void>; close: () => Promise<void>}> {
  const log: Served[] = [];
  let pending = 0;
  const server = http.createServer((request, response) => {
    pending += 1;
    void (async () => {
      const {pathname} = new URL(request.url ?? '/', 'http://localhost');
      if (pathname === '/') {
        response.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'});
        response.end(HOST_PAGE);
        return;
      }
      const file = path.normalize(decodeURIComponent(pathname.replace(/^\/pagefind\//, '')));
      if (!pathname.startsWith('/pagefind/') || file.startsWith('..') || path.isAbsolute(file)) {
        response.writeHead(404).end();
        return;
      }
      let body: Buffer;
      try {
        body = await readFile(path.join(dir, file));
      } catch {
        response.writeHead(404).end();
        return;
      }
      const headers: http.OutgoingHttpHeaders = {
        'content-type': file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.json')
            ? 'application/json'
            : file.endsWith('.css')
              ? 'text/css'
              : 'application/octet-stream',
        'cache-control': 'max-age=3600',
      };
      if (TEXT_FILE.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body, {level: 9});
        headers['content-encoding'] = 'gzip';
      }
      log.push({file, bytes: body.length});
      response.writeHead(200, headers).end(body);
    })()
      .catch(() => {
        if (!response.headersSent) response.writeHead(400);
        response.end();
      })
      .finally(() => {
        pending -= 1;
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    /** Resolves once no request is being answered, so that a run's log is complete. */
    idle: async () => {
      while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser context that reaches the loopback server only. */
async function loopbackOnly(context: BrowserContext, origin: string): Promise<void> {
  await context.route('**/*', (route) =>
    route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort(),
  );
}

/** The bytes of one first query, by kind of file. */
export interface FirstQueryBytes {
  total: number;
  /** pagefind.js and its web worker, gzipped. */
  code: number;
  /** The WebAssembly search module. */
  wasm: number;
  /** pagefind-entry.json and the language's meta file. */
  entry: number;
  /** Index chunks the query's words needed. */
  index: number;
  /** Fragments of the results shown. */
  fragments: number;
}

function firstQueryBytes(log: readonly Served[]): FirstQueryBytes {
  const bytes: FirstQueryBytes = {total: 0, code: 0, wasm: 0, entry: 0, index: 0, fragments: 0};
  for (const {file, bytes: size} of log) {
    const kind: keyof FirstQueryBytes = file.endsWith('.js')
      ? 'code'
      : file.startsWith('wasm.')
        ? 'wasm'
        : file.endsWith('.pf_index')
          ? 'index'
          : file.endsWith('.pf_fragment')
            ? 'fragments'
            : 'entry';
    bytes[kind] += size;
    bytes.total += size;
  }
  return bytes;
}

export interface PagefindRun {
  /** Each query's first results, in Pagefind's order. */
  hits: Map<string, PagefindHit[]>;
  /** Per query, as a reader's first search (a fresh browser, no cache): the bytes it downloaded. */
  firstQueries: FirstQueryBytes[];
}

/**
 * Runs the queries through Pagefind's search in headless Chromium: all of them in one page for the ranking
 * (first RESULTS_SCORED results each), then each as a first query in a fresh context, loading the fragments of
 * the results Pagefind's UI shows first, to count what a reader's first search downloads.
 */
export async function searchWithPagefind(bundle: PagefindBundle, queries: readonly string[]): Promise<PagefindRun> {
  const server = await servePagefind(bundle.dir);
  const browser = await launchChromium();
  try {
    const run = async (count: number, each: readonly string[]): Promise<PagefindHit[][]> => {
      const context = await browser.newContext();
      await loopbackOnly(context, server.origin);
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await page.waitForFunction(() => 'pagefindBench' in window);
      const answers: PagefindHit[][] = [];
      for (const query of each) {
        answers.push(
          await page.evaluate(
            ([text, limit]) =>
              (
                window as unknown as {pagefindBench: (query: string, count: number) => Promise<PagefindHit[]>}
              ).pagefindBench(text, limit),
            [query, count] as const,
          ),
        );
      }
      await server.idle();
      await context.close();
      return answers;
    };
    const unique = [...new Set(queries)];
    const answers = await run(RESULTS_SCORED, unique);
    const hits = new Map(unique.map((query, i) => [query, answers[i]]));
    const firstQueries: FirstQueryBytes[] = [];
    for (const query of queries) {
      server.log.length = 0;
      await run(RESULTS_SHOWN, [query]);
      firstQueries.push(firstQueryBytes(server.log));
    }
    return {hits, firstQueries};
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The page a result URL names: its path without origin, anchor or `index.html`, ending with '/'. */
export function pagePath(url: string): string {
  const {pathname} = new URL(url, 'http://localhost');
  const page = pathname.replace(/index\.html$/, '');
  return page.endsWith('/') ? page : `${page}/`;
}

/**
 * Scores Pagefind's results for the judged queries exactly as judgeSearch scores our engine's: by page, in
 * Pagefind's order; a page's anchor is that of its best sub-result, so a field's or a category's anchor is
 * checked as it is for ours.
 */
export function judgePagefind(hits: ReadonlyMap<string, PagefindHit[]>, judgements: readonly Judgement[]): Quality {
  const results = judgements.map((judgement): JudgedResult => {
    const pages: JudgedResult['pages'] = [];
    for (const hit of hits.get(judgement.query) ?? []) {
      const page = pagePath(hit.url);
      if (!pages.some((each) => each.path === page)) {
        const hash = new URL(hit.best, 'http://localhost').hash;
        pages.push({path: page, anchor: hash ? decodeURIComponent(hash.slice(1)) : null});
      }
    }
    const index = pages.findIndex((page) => judgement.pages.includes(page.path));
    const answer = index >= 0 ? pages[index] : null;
    const anchored = judgement.anchor?.startsWith('category-') || answer?.path.startsWith('/schema/reference/');
    const anchorOk = !judgement.anchor || !anchored || answer?.anchor === judgement.anchor;
    return {judgement, pages, rank: index >= 0 ? index + 1 : null, anchorOk};
  });
  const share = (ok: (result: JudgedResult) => boolean): number =>
    results.filter(ok).length / Math.max(1, results.length);
  return {
    results,
    successAt1: share((result) => result.rank === 1 && result.anchorOk),
    successAt3: share((result) => result.rank !== null && result.rank <= 3),
    meanReciprocalRank: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length,
  };
}
