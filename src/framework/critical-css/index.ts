import {createHash} from 'node:crypto';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles} from '../../lib/builtPages';
import {rewriteBuiltPage} from '../../lib/rewriteBuiltPage';
import {restOfStylesheet} from './rest';
import {ElementCatalogue} from './elements';

/**
 * Rules kept in every page's inline CSS whether or not the page's markup matches them: the dark theme's, since
 * the page learns its theme from an inline script only as it loads, and the first paint must already wear it.
 */
export const ALWAYS_INLINED = [/\[data-theme[=\]]/];

/**
 * Beasties (0.5.4) resolves each `url()` of the stylesheet against the stylesheet's path with a pattern that
 * stops at an escaped quote: a data URI in double quotes holding `\"` (Infima's breadcrumb separator and search
 * icon) came out as `url(/assets/css/"data:…")`, and the inline rule lost it. Until the whole stylesheet
 * arrived, its later copy hid that; the rest a page now loads holds no copy of an inline rule. In single quotes
 * the same URI passes through whole (`\"` means `"` in either).
 */
class SiteBeasties extends Beasties {
  override async readFile(filename: string): Promise<string> {
    return (await super.readFile(filename)).replace(/url\("(data:(?:[^"\\']|\\.)*)"\)/g, (match, uri: string) =>
      uri.includes("'") ? match : `url('${uri}')`,
    );
  }
}

/** Pages processed at once: each is a parse of the page and of the stylesheet, mostly CPU. */
const CONCURRENCY = 4;

/** The page's stylesheet link, as the build wrote it (`<link rel=stylesheet href=…>`), and its address. */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^">\s]+)"?\s*\/?>/g;

/** Gives the address of a stylesheet holding what `href` has and a page's critical CSS lacks. */
export type RestSheets = (href: string, critical: string) => Promise<string>;

/**
 * One page with its critical CSS. Beasties works out the rules (it rewrites the whole document, and its
 * serialisation differs from the server's in ways React's hydration notices); only its `<style>` is kept, and
 * the page's own text gets the two edits: the style where the link was, a link to the rest before `</body>`.
 */
export async function withCriticalCss(beasties: Beasties, html: string, restSheets: RestSheets): Promise<string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  // Docusaurus gathers all CSS into one stylesheet; the rest of two would need their order kept across both.
  if (links.length > 1) throw new Error(`critical-css: a page links ${links.length} stylesheets, expected one`);
  const [link, href] = links[0];
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1];
  if (css === undefined) throw new Error('critical-css: Beasties inlined no rule for a page that links a stylesheet');
  const rest = await restSheets(href, css);
  return html.replace(link, `<style>${css}</style>`).replace('</body>', `<link rel=stylesheet href=${rest}></body>`);
}

/**
 * Each distinct rest is written once beside the stylesheet, named after its content (pages that use the same
 * rules share it, and a browser caches it as long as the stylesheet).
 */
function restSheetsOf(outDir: string, baseUrl: string, elements: ElementCatalogue): RestSheets {
  const stylesheets = new Map<string, Promise<string>>();
  const written = new Map<string, Promise<void>>();
  return async (href, critical) => {
    const file = path.join(outDir, href.slice(baseUrl.length));
    if (!stylesheets.has(href)) stylesheets.set(href, readFile(file, 'utf8'));
    const rest = restOfStylesheet(await stylesheets.get(href)!, critical, elements);
    const name = `${path.basename(file, '.css')}.rest.${createHash('sha256').update(rest).digest('hex').slice(0, 8)}.css`;
    if (!written.has(name)) written.set(name, writeFile(path.join(path.dirname(file), name), rest));
    await written.get(name);
    return `${path.posix.dirname(href)}/${name}`;
  };
}

/** Rewrites every page of a build as the plugin does; exported for the unit test. */
export async function inlineCriticalCss(outDir: string, baseUrl: string): Promise<void> {
  const beasties = new SiteBeasties({
    path: outDir,
    publicPath: baseUrl,
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    allowRules: ALWAYS_INLINED,
    logLevel: 'warn',
  });
  // Every page's elements first: the rest of one page's stylesheet is used on the pages a reader goes on to.
  const files = await htmlFiles(outDir);
  const elements = new ElementCatalogue();
  for (const file of files) elements.add(await readFile(file, 'utf8'));
  const scripts = path.join(outDir, 'assets/js');
  for (const name of await readdir(scripts))
    if (name.endsWith('.js')) elements.addScript(await readFile(path.join(scripts, name), 'utf8'));
  const restSheets = restSheetsOf(outDir, baseUrl, elements);
  const next = (): string | undefined => files.pop();
  const worker = async (): Promise<void> => {
    for (let file = next(); file; file = next()) {
      await rewriteBuiltPage(file, (html) => withCriticalCss(beasties, html, restSheets));
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
}

/**
 * The first paint waits for no stylesheet. Docusaurus links its one stylesheet (about 21 KB gzip) from the head
 * of every page, so a phone draws nothing until it has arrived. After the build, Beasties writes into each page's
 * head the rules its own markup uses (and the dark theme's), and links the rest of the stylesheet (`rest.ts`) from
 * the end of the body, where the browser loads it without holding the paint; the page's scripts still wait for
 * it, so hydration and everything drawn later have every rule. Linking the whole stylesheet there instead made the
 * browser restyle, on its arrival, every element its rules match (the table cells of a schema page: 25 to 40 ms
 * on this machine). No script loads either, so the Content-Security-Policy needs no new hash; inline styles are
 * allowed already (`style-src 'unsafe-inline'`, for React's style attributes).
 *
 * What it gives: no render-blocking request on any page kind (`npm run bench:lighthouse -- --explain`), so the
 * first paint needs no round trip for CSS (figures in README.md beside this folder; what Lighthouse's LCP estimate
 * still counted, the app's scripts, is `scripts-after-paint/`). It costs each page's HTML 7 to 11 KB gzip of
 * inline CSS; the rest is 15 to 17 KB gzip (79 files, one per set of rules used), where the whole stylesheet is 22.
 * Goes when: Docusaurus inlines the critical CSS of a page itself.
 */
export default function criticalCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'critical-css',
    postBuild: ({outDir}) => inlineCriticalCss(outDir, context.baseUrl),
  };
}
