import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles, pagePathOf} from '../../lib/builtPages';
import {rewriteBuiltPage} from '../../lib/rewriteBuiltPage';
import {UPSTREAM_PATCHES} from '../upstream';
import {CHUNK_FILES, ChunkFilesPlugin, readRouteChunks} from './routeChunks';

const PATCH = UPSTREAM_PATCHES.ssgTemplate;

/**
 * An entry script as the build writes it, from the page template's line (upstream entry `ssgTemplate`) once the
 * HTML is minified: `<script src=/assets/js/main.3ccc7e1e.js defer></script>`.
 */
const ENTRY_SCRIPT = /<script src="?([^"\s>]+)"? defer(?:="")?><\/script>/g;

/**
 * Fetches and runs the page's entry scripts, main before the runtime, once the page has painted: after the document
 * is parsed and its stylesheets have loaded (as deferred scripts wait for them), in a task of its own after the
 * browser has reported its first contentful paint. That report comes once the frame is shown, which may be frames
 * after the one that drew it, so counting animation frames is only the fallback of a browser without paint
 * timing. A page in a background tab paints nothing, and a stylesheet may fail to load: timers run the scripts
 * there, a few seconds late at most. The scripts' addresses come from the page's entry list (`withEntryList`).
 *
 * The runtime runs last (the template writes it first): main's own code then only files its modules, and the
 * runtime's starts the app. A tracing browser (DevTools, Lighthouse) records the stack of each chunk request the
 * start makes; with main's top level on that stack, V8 parses all of main again to place it, 8 ms here, four times
 * that in Lighthouse's phone, on every page. The runtime's top level is 10 KB. Webpack takes chunks in either order.
 *
 * Plain ES5, as small as it is clear: every page carries it, and the Content-Security-Policy allows it by its hash
 * like every inline script (src/plugins/security-headers/).
 */
export const LOADER = `(function () {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    var list = document.querySelector('script[data-entry-scripts]');
    // Only a built page lists its scripts (withEntryList); the development server's page loads its own.
    if (!list) return;
    var entries = JSON.parse(list.textContent);
    for (var i = entries.length - 1; i >= 0; i--) {
      var script = document.createElement('script');
      script.src = entries[i];
      script.async = false;
      // A route chunk that failed goes, so that webpack's runtime, finding none, asks for it again itself.
      script.onerror = function () { this.remove(); };
      document.body.appendChild(script);
    }
  }
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) {
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(run); }); });
    } else {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(run);
      }).observe({type: 'paint', buffered: true});
    }
    setTimeout(run, 3000);
  }
  function afterStylesheets() {
    var loading = [].filter.call(document.querySelectorAll('link[rel=stylesheet]'), function (link) {
      return !link.sheet;
    });
    var left = loading.length;
    if (left === 0) return afterFirstPaint();
    loading.forEach(function (link) {
      function loaded() { if (--left === 0) afterFirstPaint(); }
      link.addEventListener('load', loaded);
      link.addEventListener('error', loaded);
    });
    setTimeout(run, 5000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterStylesheets);
  else afterStylesheets();
})();`;

/**
 * V8's compile hint for a whole script (Chrome 136 and later): compile every function of main eagerly, on a
 * background thread while it downloads, instead of each on its first call in the task that starts the app. Only
 * main: the app runs most of its functions on load, while the route chunks are small and partly used. It pays since
 * the scripts come after the paint: a background compile no longer competes with the first layout for a phone's
 * cores (tried before: the first layout slowed on this machine's two). Scratch traces, medians of 5, phone viewport:
 * the task that starts the app 29-36 ms -> 23-30 ms, blocking after the paint (x4 - 50 per task) 20-35 ms less on
 * the segment, schema index and places guide pages. A comment other browsers ignore; the minifier would drop it, so
 * it goes in after minifying.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry chunk that gets the hint, as the build names it (`assets/js/main.3ccc7e1e.js`). */
const MAIN_CHUNK = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * A built page whose entry scripts are listed instead of deferred: a data block (`<script type=application/json
 * data-entry-scripts>`, not run, not fetched) where the template wrote the first, from which the loader fetches and
 * runs them; after them the chunks the page's route needs (`routeChunks`), which the loader runs first.
 */
export function withEntryList(html: string, routeChunks: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length === 0) {
    throw new Error(`scripts-after-paint: a built page holds no entry script written as ${PATCH.file} writes it`);
  }
  // The loader runs the entries from the last: the runtime, written first, must be the one that starts the app.
  if (!entries[0].includes('/runtime~')) {
    throw new Error(`scripts-after-paint: a built page's first entry script is not webpack's runtime: ${entries[0]}`);
  }
  const listed = [...entries, ...routeChunks.filter((chunk) => !entries.includes(chunk))];
  const list = `<script type=application/json data-entry-scripts>${JSON.stringify(listed)}</script>`;
  let first = true;
  return html.replace(ENTRY_SCRIPT, () => (first ? ((first = false), list) : ''));
}

/**
 * The page paints before the app's scripts are fetched or run. Docusaurus defers its two entry scripts (the runtime
 * and `main`, about 120 KB gzip), and a browser runs deferred scripts at the end of parsing, in a task that may
 * start before the first paint is shown: Lighthouse then counted their download and run in its estimate of the
 * largest contentful paint, which read about 2 s on a simulated slow 4G phone where the page itself painted in
 * 0.1 s. Preloading them from the head was not enough: Lighthouse's estimate also counts every script whose download
 * ended before the page painted, so a page whose 120 KB came in first read 1.8 to 2.1 s instead of 1.2, from one
 * run to the next; and on a slow network that download competes with the page for the first paint. Here an inline
 * loader at the end of the body fetches and runs them once the first paint is reported: `withEntryList` rewrites
 * each built page after the build, this plugin adds the loader. Hydration waits for the stylesheet as before, and
 * now for the scripts' download after the paint. (Setting `ssrTemplate` instead put the whole template into every
 * page's JavaScript, 0.3 KB gzip.)
 *
 * The list also names the chunks the page's route needs (`routeChunks.ts`), which the loader fetches with the entry
 * scripts. Docusaurus's template would name them too, but with Rspack its manifest does not map the modules a page
 * rendered to their chunks, so it wrote the entry alone; the runtime then asked for them as it started the app, a
 * round trip after main had arrived, and in the same task: under tracing (Lighthouse, DevTools) each request the
 * start made recorded its stack, and that task grew to 16 to 36 ms here, 60 to 145 ms in Lighthouse's phone.
 *
 * What it gives: Lighthouse's LCP estimate at most 1.5 s on 20 of 21 page kinds, from 5 (`npm run bench:lighthouse`,
 * figures in README.md beside this folder), for about 0.5 KB gzip of inline loader in each page; with the route's
 * chunks listed, less blocking time on every kind (figures in the README).
 * Goes when: Docusaurus loads its entry scripts after the first paint itself.
 */
export default function scriptsAfterPaintPlugin(context: LoadContext): Plugin {
  const {baseUrl, generatedFilesDir} = context;
  return {
    name: 'scripts-after-paint',
    injectHtmlTags: () => ({postBodyTags: [{tagName: 'script', innerHTML: LOADER}]}),
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      const hint = new BannerPlugin({banner: COMPILE_HINT, raw: true, entryOnly: true, test: MAIN_CHUNK, stage});
      if (config.mode !== 'production') return {plugins: [hint]};
      return {plugins: [hint, new ChunkFilesPlugin(path.join(generatedFilesDir, CHUNK_FILES))]};
    },
    async postBuild({outDir}) {
      const routeChunks = await readRouteChunks(generatedFilesDir);
      const pages = (await htmlFiles(outDir)).map((file) => ({
        file,
        chunks: routeChunks(baseUrl + pagePathOf(outDir, file)).map((chunk) => baseUrl + chunk),
      }));
      // Docusaurus's generated route tables in another shape would leave every page to fetch its chunks late.
      if (!pages.some(({chunks}) => chunks.length > 0)) {
        throw new Error(`scripts-after-paint: no page's route names a chunk; see ${CHUNK_FILES} and routes.js`);
      }
      await Promise.all(pages.map(({file, chunks}) => rewriteBuiltPage(file, (html) => withEntryList(html, chunks))));
    },
  };
}
