import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withEntryList} from '../scripts-after-paint';

/**
 * Rules kept in every page's inline CSS whether or not the page's markup matches them: the dark theme's, since
 * the page learns its theme from an inline script only as it loads, and the first paint must already wear it.
 */
export const ALWAYS_INLINED = [/\[data-theme[=\]]/];

/** Pages processed at once: each is a parse of the page and of the stylesheet, mostly CPU. */
const CONCURRENCY = 4;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Replaces a file in one step, so the plugins that read the built pages at the same time (Docusaurus runs every
 * `postBuild` at once: security headers, search, Markdown twins) see the old page or the new, never half of one.
 */
async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.critical-css`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** The page's stylesheet links, as the build wrote them (`<link rel=stylesheet href=…>`). */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?[^">\s]+"?\s*\/?>/g;

/**
 * One page with its critical CSS. Beasties works out the rules (it rewrites the whole document, and its
 * serialisation differs from the server's in ways React's hydration notices); only its `<style>` is kept, and
 * the page's own text gets the two edits: the style where the links were, the links before `</body>`.
 */
export async function withCriticalCss(beasties: Beasties, html: string): Promise<string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(STYLESHEET_LINK) ?? [];
  if (links.length === 0) return html;
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1];
  if (css === undefined) throw new Error('critical-css: Beasties inlined no rule for a page that links a stylesheet');
  let page = html;
  links.forEach((link, index) => {
    page = page.replace(link, index === 0 ? `<style>${css}</style>` : '');
  });
  return page.replace('</body>', `${links.join('')}</body>`);
}

/** Rewrites every page of a build as the plugin does; exported for the unit test. */
export async function inlineCriticalCss(outDir: string, baseUrl: string): Promise<void> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: baseUrl,
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    allowRules: ALWAYS_INLINED,
    logLevel: 'warn',
  });
  const files = await htmlFiles(outDir);
  const next = (): string | undefined => files.pop();
  const worker = async (): Promise<void> => {
    for (let file = next(); file; file = next()) {
      // The one pass that rewrites the built pages: the entry scripts' list (scripts-after-paint) goes in too.
      const page = await withCriticalCss(beasties, await readFile(file, 'utf8'));
      await replaceFile(file, withEntryList(page));
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
}

/**
 * The first paint waits for no stylesheet. Docusaurus links its one stylesheet (about 21 KB gzip) from the head
 * of every page, so a phone draws nothing until it has arrived. After the build, Beasties writes into each page's
 * head the rules its own markup uses (and the dark theme's), and moves the link to the end of the body, where the
 * browser loads it without holding the paint; the page's scripts still wait for it, so hydration and everything
 * drawn later have the whole stylesheet. No script loads it, so the Content-Security-Policy needs no new hash;
 * inline styles are allowed already (`style-src 'unsafe-inline'`, for React's style attributes).
 *
 * What it gives: no render-blocking request on any page kind (`npm run bench:lighthouse -- --explain`), so the
 * first paint needs no round trip for CSS (figures in README.md beside this folder; what Lighthouse's LCP estimate
 * still counted, the app's scripts, is `scripts-after-paint/`). It costs each page's HTML 7 to 11 KB gzip of
 * inline CSS.
 * Goes when: Docusaurus inlines the critical CSS of a page itself.
 */
export default function criticalCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'critical-css',
    postBuild: ({outDir}) => inlineCriticalCss(outDir, context.baseUrl),
  };
}
