import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Every place where the site changes code it installs: a module swapped for our own,
 * an import pointed elsewhere, text rewritten at build. Each names the file and
 * version it was written against and the text it relies on, so an upgrade fails in
 * `tests/unit/upstream-patches.test.ts` (run by `npm run test:unit`) instead of after
 * a full build, or silently. The plugins take their paths from here and the texts
 * they rewrite from textRewrites.ts; see README.md beside this file for what each
 * patch is for.
 */
export interface UpstreamPatch {
  /** The npm package whose code is patched. */
  readonly package: string;
  /** The version the patch was written against (pinned in package.json). */
  readonly version: string;
  /** The patched (or replaced) file, inside the package. */
  readonly file: string;
  /** Texts that file must hold for the patch to apply, as written there. */
  readonly expects: readonly string[];
  /** The local plugin that applies the patch. */
  readonly appliedBy: string;
  /** The test that fails when the patch no longer has its effect: `<file> › <words of its title>`. */
  readonly caughtBy: string;
}

export const UPSTREAM_PATCHES = {
  /** DocSearch's ES build, which the theme's button, hooks and modal are pointed at (tree-shaken, not UMD). */
  docSearchEsm: {
    package: '@docsearch/react',
    version: '3.9.0',
    file: 'dist/esm/index.js',
    expects: ['DocSearchButton', 'useDocSearchKeyboardEvents', 'DocSearchModal', 'version'],
    appliedBy: 'search',
    caughtBy: 'tests/e2e/page-weight.spec.ts › loads at most',
  },
  /** The theme's search bar: imports DocSearch by subpath, and `@docusaurus/Head` for a preconnect. */
  searchBar: {
    package: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    file: 'lib/theme/SearchBar/index.js',
    expects: [
      "from '@docsearch/react/button'",
      "from '@docsearch/react/useDocSearchKeyboardEvents'",
      "import('@docsearch/react/modal')",
      "import Head from '@docusaurus/Head'",
    ],
    appliedBy: 'search',
    caughtBy: 'tests/e2e/security.spec.ts › local search opens no connection to a third party',
  },
  /** The theme's search page: its Algolia helper (hits per page) and client (local answers). */
  searchPage: {
    package: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    file: 'lib/theme/SearchPage/index.js',
    expects: [
      "import algoliaSearchHelper from 'algoliasearch-helper'",
      "import {liteClient} from 'algoliasearch/lite'",
    ],
    appliedBy: 'search',
    caughtBy: 'tests/e2e/search.spec.ts › answers ?q= with up to 20 results a page',
  },
  /** The theme's client module that registers extra Prism languages in every page's bundle. */
  prismIncludeLanguages: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/prism-include-languages.js',
    expects: ['prism-react-renderer'],
    appliedBy: 'code-highlighting',
    caughtBy: 'tests/e2e/page-weight.spec.ts › loads at most',
  },
  /** The code block's highlighter import, pointed at our Prism core with grammars on demand. */
  prismHighlight: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/theme/CodeBlock/Content/index.js',
    expects: ["import {Highlight} from 'prism-react-renderer'"],
    appliedBy: 'code-highlighting',
    caughtBy: 'tests/e2e/code-blocks.spec.ts › are highlighted in the server markup',
  },
  /** The code line's pass-through for each token, which the plugin's `theme/CodeBlock/Line/Token` replaces. */
  lineToken: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/theme/CodeBlock/Line/index.js',
    expects: [
      "import LineToken from '@theme/CodeBlock/Line/Token';",
      '<LineToken key={key} {...tokenProps} line={line} token={token}>',
    ],
    appliedBy: 'code-highlighting',
    caughtBy: 'tests/e2e/code-blocks.spec.ts › write uncoloured text as text',
  },
  /** The code block's button group, browser-only in the theme: SERVER_RENDERED_CODE_BUTTONS renders it on the server too. */
  codeBlockButtons: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/theme/CodeBlock/Buttons/index.js',
    expects: ['<BrowserOnly>'],
    appliedBy: 'code-highlighting',
    caughtBy: 'tests/e2e/code-blocks.spec.ts › show a working copy button from the first paint',
  },
  /** The docs sidebar in the phone's menu, which closed the menu on a tap on a category with a page. */
  docSidebarMobile: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/theme/DocSidebar/Mobile/index.js',
    expects: ["if (item.type === 'category' && item.href) {"],
    appliedBy: 'mobile-sidebar',
    caughtBy: 'tests/e2e/layout.spec.ts › the phone menu stays open on a category',
  },
  /** The route loading bar, which brings the nprogress library; replaced by a CSS one. */
  nprogress: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/nprogress.js',
    expects: ["import nprogress from 'nprogress'"],
    appliedBy: 'route-progress',
    caughtBy: 'tests/e2e/layout.spec.ts › a slow navigation shows the loading bar',
  },
  /** The hook that tells the theme's JS whether the window is "mobile" (996 px and less). */
  useWindowSize: {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    file: 'lib/hooks/useWindowSize.js',
    expects: ['const DesktopBreakpoint = 996;', 'export function useWindowSize('],
    appliedBy: 'desktop-breakpoint',
    caughtBy: 'tests/e2e/layout.spec.ts › closes when the window becomes desktop-sized',
  },
  /** Infima's mobile media query, which counts 996 px as mobile in CSS. */
  infimaMobileQuery: {
    package: 'infima',
    version: '0.2.0-alpha.45',
    file: 'dist/css/default/default.css',
    expects: ['max-width: 996px'],
    appliedBy: 'desktop-breakpoint',
    caughtBy: 'tests/e2e/layout.spec.ts › is not shown at 996 px',
  },
  /** The theme's desktop media query (its CSS modules), which starts the desktop at 997 px. */
  themeDesktopQuery: {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/theme/DocSidebar/Desktop/styles.module.css',
    expects: ['min-width: 997px'],
    appliedBy: 'desktop-breakpoint',
    caughtBy: 'tests/e2e/layout.spec.ts › is not shown at 996 px',
  },
  /** Where Docusaurus writes route props, such as the docs version data every docs page loads. */
  routePropFiles: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: ["path_1.default.posix.join(plugin.name, plugin.id, 'p', generateRoutePropFilename(route))"],
    appliedBy: 'docs-version-data',
    caughtBy: 'tests/e2e/page-weight.spec.ts › loads at most',
  },
  /** The core's prefetch helper, which starts every prefetch at once; ours starts them in idle periods. */
  prefetch: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/prefetch.js',
    expects: [
      'export default function prefetch(url)',
      "link.setAttribute('rel', 'prefetch')",
      'req.withCredentials = true',
    ],
    appliedBy: 'idle-prefetch',
    caughtBy: 'tests/e2e/layout.spec.ts › links in view have their pages fetched ahead',
  },
  /**
   * The route registry's code generation: each chunk's entry holds its module path,
   * which react-loadable reads only while rendering on the server (ComponentCreator
   * passes it as `modules`); the browser bundle's copy drops it.
   */
  registryModulePaths: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: ['"${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],'],
    appliedBy: 'route-tables',
    caughtBy: 'tests/unit/route-tables.test.ts › drops the module path of every registry entry',
  },
  /**
   * react-helmet-async, which the browser bundle gets as src/framework/head-tags/Helmet.tsx:
   * its rules for which tags win (innermost first, duplicates by primary attribute)
   * are copied from this file, and checked against it.
   */
  helmet: {
    package: 'react-helmet-async',
    version: '1.3.0',
    file: 'src/utils.js',
    expects: [
      'const reducePropsToState = propsList => ({',
      "tag[primaryAttributeKey].toLowerCase() === 'canonical'",
      "tag[lowerCaseAttributeKey].toLowerCase() === 'stylesheet'",
    ],
    appliedBy: 'head-tags',
    caughtBy: 'tests/unit/head-tags.test.ts › adds up like react-helmet-async',
  },
  /** The core's client entry: the one place the browser mounts react-helmet-async's provider. */
  helmetProvider: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/clientEntry.js',
    expects: ["import { HelmetProvider } from 'react-helmet-async';"],
    appliedBy: 'head-tags',
    caughtBy: 'tests/e2e/head.spec.ts › after each client-side navigation',
  },
  /** `@docusaurus/Head`, the one place pages reach react-helmet-async's `Helmet`. */
  helmetHead: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/exports/Head.js',
    expects: ["import { Helmet } from 'react-helmet-async';", 'return <Helmet {...props}/>;'],
    appliedBy: 'head-tags',
    caughtBy: 'tests/e2e/head.spec.ts › after each client-side navigation',
  },
  /**
   * The names of the browser's chunk files: the core names each by its chunk name
   * (a hash of a module path), so the runtime carries a map from chunk id to name on
   * every page; ours are named by id, and the map goes.
   */
  chunkFileNames: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/webpack/base.js',
    expects: ["? 'assets/js/[name].[contenthash:8].js'"],
    appliedBy: 'route-tables',
    caughtBy: 'tests/e2e/page-weight.spec.ts › chunk files are named by their id',
  },
  /** The theme's `useShallowMemoObject`, which sorts an object's keys with `localeCompare` (ICU's collator). */
  shallowMemoObject: {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    file: 'lib/utils/reactUtils.js',
    expects: ['export function useShallowMemoObject(obj)'],
    appliedBy: 'icu-free-hydration',
    caughtBy: "tests/e2e/first-paint.spec.ts › a page's load uses no ICU collator or number format",
  },
  /** tslib, whose helpers the browser bundle gets from our shim instead. */
  tslib: {
    package: 'tslib',
    version: '2.9.1',
    file: 'tslib.es6.mjs',
    expects: ['export function __importDefault(mod)'],
    appliedBy: 'tslib-shim',
    caughtBy: 'tests/unit/tslib-shim.test.ts › has every helper that browser code of Docusaurus asks tslib for',
  },
  /** The page template of the static build: its entry script tags become preloads, run by a loader after paint. */
  ssgTemplate: {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/ssg/ssgTemplate.html.js',
    expects: ['<script src="<%= it.baseUrl %><%= script %>" defer></script>'],
    appliedBy: 'scripts-after-paint',
    caughtBy: 'tests/unit/scripts-after-paint.test.ts › stops the build on a page whose entry scripts',
  },
} as const satisfies Record<string, UpstreamPatch>;

/**
 * A patch that rewrites text: the plugin of its patch adds `textRewriteRule(rewrite)` to the bundler's rules, and
 * `REPLACE_TEXT_LOADER` replaces `find` with `replace` in the patched file, or stops the build, naming the rewrite.
 */
/**
 * The folder a package is installed in, found as Node would find it from here
 * (`require.resolve('<package>/package.json')` fails for packages whose `exports` omit it).
 */
function packageDir(name: string): string {
  const dir = (require.resolve.paths(name) ?? [])
    .map((modules) => path.join(modules, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`src/framework: ${name} is not installed`);
  return dir;
}

/** The loader that rewrites upstream text, and fails the build when that text is gone. */
export const REPLACE_TEXT_LOADER = path.join(__dirname, 'replace-text-loader.cjs');

/** A file of an installed package, by its path inside the package (whatever the package's `exports` allow). */
export function installedFile(packageName: string, file: string): string {
  return path.join(packageDir(packageName), file);
}

/** The patched file's absolute path in this install. */
export function upstreamPath(patch: UpstreamPatch): string {
  return installedFile(patch.package, patch.file);
}

/** The version of the patched package in this install. */
export function installedVersion(patch: UpstreamPatch): string {
  const manifest = path.join(packageDir(patch.package), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** A bundler rule `test` matching the patched file by its path (either separator). */
export function moduleTest(patch: UpstreamPatch): RegExp {
  const parts = `${patch.package}/${patch.file}`.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${parts.join('[\\\\/]')}$`);
}

/**
 * A bundler rule running `loader` on one module Docusaurus generates into `.docusaurus/`
 * (`fileName`, e.g. `registry.js`), for plugins that rewrite it for the browser bundle.
 */
export function generatedModuleRule(
  generatedFilesDir: string,
  fileName: string,
  loader: {loader: string; options?: object},
): {test: (file: string) => boolean; use: {loader: string; options?: object}[]} {
  const generated = path.join(generatedFilesDir, fileName);
  return {test: (file: string) => file === generated, use: [loader]};
}
