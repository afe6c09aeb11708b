import type {Plugin} from '@docusaurus/types';
import {REPLACE_TEXT_LOADER, UPSTREAM_PATCHES, moduleTest, type UpstreamPatch} from './upstream';

/**
 * The patches of upstream.ts that rewrite an installed file's text at build: each replaces `find`, which must be
 * in its file exactly once (replace-text-loader.cjs stops the build otherwise, and
 * tests/unit/upstream-patches.test.ts fails before any build), with `replace`.
 */

export interface TextRewrite {
  /** Its constant's name, as the build's error names it. */
  readonly name: string;
  readonly patch: UpstreamPatch;
  readonly caughtBy: string;
  readonly find: string;
  readonly replace: string;
}

/**
 * The text rewrites. DocSearch 3.9.0 sets its status back to "idle" right after
 * an error, so the modal shows "No results" instead of its error screen.
 */
export const KEEP_DOCSEARCH_ERROR_STATUS = {
  name: 'KEEP_DOCSEARCH_ERROR_STATUS',
  patch: UPSTREAM_PATCHES.docSearchEsm,
  caughtBy: 'tests/e2e/search.spec.ts › shows the network error when the index cannot be loaded',
  find: 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  replace: 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
} as const satisfies TextRewrite;

/**
 * DocSearch 3.9.0 shows its error screen when the search client throws a `RetryError` (no host answered; for the
 * local client, an index that could not be loaded), then lets the error go on up to its list of pending requests,
 * whose promise no one catches: each failed key left an uncaught rejection. Under `npm start`, which has no index,
 * the development server covered the modal's "Search needs a build" with its red "Uncaught runtime errors". The
 * list now catches a `RetryError` once the request is over; other errors go on as before.
 */
export const DOCSEARCH_RETRY_ERROR_CAUGHT = {
  name: 'DOCSEARCH_RETRY_ERROR_CAUGHT',
  patch: UPSTREAM_PATCHES.docSearchEsm,
  caughtBy: 'tests/e2e/search.spec.ts › a search that fails leaves no uncaught error',
  find: 'add:function(e){return n.push(e),e.finally((function(){n=n.filter((function(t){return t!==e}))}))}',
  replace:
    'add:function(e){return n.push(e),e.finally((function(){n=n.filter((function(t){return t!==e}))}))' +
    '.catch((function(t){if("RetryError"!==t.name)throw t}))}',
} as const satisfies TextRewrite;

/**
 * DocSearch 3.9.0's modal computes its first state at every render, a key's too, and throws the result away after
 * the first: `useRef(value)` evaluates `value` each time. That value reads the page's selection (which forces a
 * layout) and, twice, tests and reads local storage for the recent and favourite searches. A profile of 211
 * keystrokes at 4x CPU had 0.75 s in them. `useState` with a function computes each once, as was meant.
 */
export const DOCSEARCH_MODAL_STATE_ONCE = {
  name: 'DOCSEARCH_MODAL_STATE_ONCE',
  patch: UPSTREAM_PATCHES.docSearchEsm,
  caughtBy: "tests/e2e/search.spec.ts › a key reads neither the page's selection nor local storage",
  find:
    'Q=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current,' +
    'W=e.useRef(A||Q).current,Z=nn(r,n,P),' +
    'G=e.useRef(xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})).current,' +
    'Y=e.useRef(xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})).current',
  replace:
    'Q=e.useState((function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""}))[0],' +
    'W=e.useRef(A||Q).current,Z=nn(r,n,P),' +
    'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})}))[0],' +
    'Y=e.useState((function(){return xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})}))[0]',
} as const satisfies TextRewrite;

/**
 * DocSearch 3.9.0's modal, as it opens, sets the body's right margin to the width of the window's scrollbar, to keep
 * the page from shifting when it hides the scrollbar. Where no scrollbar takes width (a phone's), it set the margin
 * to 0 px all the same: a change of the body's style, and the page, the whole document, was styled and laid out
 * again when the modal's box took the focus (45-72 ms at 4x CPU on /getting-data/, a profile of a first search).
 * The margin is now written only where there is a scrollbar to stand in for.
 */
export const DOCSEARCH_MARGIN_ONLY_FOR_A_SCROLLBAR = {
  name: 'DOCSEARCH_MARGIN_ONLY_FOR_A_SCROLLBAR',
  patch: UPSTREAM_PATCHES.docSearchEsm,
  caughtBy:
    "tests/e2e/search-opening.spec.ts › with no scrollbar taking width, the modal leaves the body's style alone",
  find:
    'var e=window.innerWidth-document.body.clientWidth;' +
    'return document.body.style.marginRight="".concat(e,"px"),function(){document.body.style.marginRight="0px"}',
  replace:
    'var e=window.innerWidth-document.body.clientWidth;' +
    'return e>0&&(document.body.style.marginRight="".concat(e,"px")),' +
    'function(){e>0&&(document.body.style.marginRight="0px")}',
} as const satisfies TextRewrite;

/**
 * The theme's search bar (3.10.2) opens its modal once three chunks are in: the modal's code and two stylesheets,
 * `@docsearch/react/style` and its own `styles.css`. The site's one stylesheet holds their rules already, so each
 * of those two chunks is an empty module, yet the bar asks for them only when the reader first opens search: on a
 * slow 4G phone, a round trip after the bar's own code, and the modal came 300-800 ms after DocSearch's code had
 * arrived (scripts/bench-search.ts's first results on a phone). Imported with the bar's module, they travel in its
 * chunk: the modal then waits for its own code alone, which the bar asks for at the first sign of intent. The first
 * is imported by what it re-exports, `@docsearch/css`: `@docsearch/react` declares no side effects, and the bundler
 * drops a module of it imported for its side effects only.
 */
export const SEARCH_BAR_STYLES_WITH_ITS_CODE = {
  name: 'SEARCH_BAR_STYLES_WITH_ITS_CODE',
  patch: UPSTREAM_PATCHES.searchBar,
  caughtBy: 'tests/e2e/search-opening.spec.ts › opening search fetches no empty stylesheet module',
  find: `let DocSearchModal = null;
function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {`,
  replace: `import '@docsearch/css';
import './styles.css';
let DocSearchModal = null;
function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/modal')]).then(([{DocSearchModal: Modal}]) => {`,
} as const satisfies TextRewrite;

/**
 * The theme sorts an options object's keys with `localeCompare`, a page's first use of ICU's collator (see
 * icu-free-hydration/); keys are plain names, and the order only has to be the same each render.
 */
export const SHALLOW_MEMO_KEY_ORDER = {
  name: 'SHALLOW_MEMO_KEY_ORDER',
  patch: UPSTREAM_PATCHES.shallowMemoObject,
  caughtBy: "tests/e2e/first-paint.spec.ts › a page's load uses no ICU collator or number format",
  find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  // An object's keys are never equal: the comparison needs no 0.
  replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));',
} as const satisfies TextRewrite;

/**
 * The theme renders a code block's buttons in the browser only, so a phone, which never hovers, showed an empty
 * band until a tap loaded the block's code. Rendered on the server too, the copy button is there at first paint,
 * and the code-highlighting plugin's island makes it copy before the block's code arrives. (Patched as text, not
 * swizzled: a component of ours in the middle of the theme's code block splits the modules the bundler joins
 * there into five more, which would push the bundle past 500 modules; see tests/e2e/page-weight.spec.ts.)
 */
export const SERVER_RENDERED_CODE_BUTTONS = {
  name: 'SERVER_RENDERED_CODE_BUTTONS',
  patch: UPSTREAM_PATCHES.codeBlockButtons,
  caughtBy: 'tests/e2e/code-blocks.spec.ts › show a working copy button from the first paint',
  find: `    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>`,
  replace: `    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>`,
} as const satisfies TextRewrite;

/** The phone's menu stays open on a tap on a category (mobile-sidebar/); a link still closes it. */
export const MOBILE_CATEGORY_KEEPS_MENU = {
  name: 'MOBILE_CATEGORY_KEEPS_MENU',
  patch: UPSTREAM_PATCHES.docSidebarMobile,
  caughtBy: 'tests/e2e/layout.spec.ts › the phone menu stays open on a category',
  find: `          // Mobile sidebar should only be closed if the category has a link
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
`,
  replace: '',
} as const satisfies TextRewrite;

/** Every text rewrite, for the unit test that checks each against its file. */
export const TEXT_REWRITES: readonly TextRewrite[] = [
  KEEP_DOCSEARCH_ERROR_STATUS,
  DOCSEARCH_RETRY_ERROR_CAUGHT,
  DOCSEARCH_MODAL_STATE_ONCE,
  DOCSEARCH_MARGIN_ONLY_FOR_A_SCROLLBAR,
  SEARCH_BAR_STYLES_WITH_ITS_CODE,
  SHALLOW_MEMO_KEY_ORDER,
  SERVER_RENDERED_CODE_BUTTONS,
  MOBILE_CATEGORY_KEEPS_MENU,
];

/** The bundler rule that applies a text rewrite to its patched file, in the browser and server bundles alike. */
export function textRewriteRule({name, patch, find, replace}: TextRewrite) {
  return {test: moduleTest(patch), use: {loader: REPLACE_TEXT_LOADER, options: {name, find, replace}}};
}

/** A plugin that only rewrites text of its patched files: `name`, and a bundler rule per rewrite. */
export function textRewritePlugin(name: string, ...rewrites: TextRewrite[]): Plugin {
  return {name, configureWebpack: () => ({module: {rules: rewrites.map(textRewriteRule)}})};
}
