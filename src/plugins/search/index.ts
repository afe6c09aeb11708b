import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, moduleTest, upstreamPath} from '../../framework/upstream';
import {
  DOCSEARCH_MARGIN_ONLY_FOR_A_SCROLLBAR,
  DOCSEARCH_MODAL_STATE_ONCE,
  DOCSEARCH_RETRY_ERROR_CAUGHT,
  KEEP_DOCSEARCH_ERROR_STATUS,
  SEARCH_BAR_STYLES_WITH_ITS_CODE,
  textRewriteRule,
} from '../../framework/textRewrites';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {writeIndex} from './indexing/writeIndex';
import {nameSections, sectionsOutsideSidebars} from './indexing/sectionMeta';
import {earlyKeysScript} from './client/earlyKeys';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER, TERMS_META_NAME, TERMS_URL_PLACEHOLDER} from './constants';
import {PARTS_META_NAME, PARTS_URL_PLACEHOLDER, SHARD_MASK_PLACEHOLDER} from './engine/partFiles';

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

const docSearchEsm = upstreamPath(UPSTREAM_PATCHES.docSearchEsm);
/**
 * The theme's DocSearch bar, which this plugin's SearchBar (theme/SearchBar) wraps,
 * reached under the alias `@theme-search-algolia/SearchBar`. Docusaurus's own names
 * do not reach it from a plugin: `@theme-original/SearchBar` is the last provider's,
 * this plugin's own, and `@theme-init/SearchBar` the first one's, which is
 * theme-classic's placeholder that renders nothing.
 */
const docSearchBar = upstreamPath(UPSTREAM_PATCHES.searchBar);

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
 * Local mode: after the build, every page is crawled into DocSearch records and an
 * index split in parts (indexing/writeIndex.ts): a content-hashed meta file that the
 * browser fetches at the first sign of search intent, with the records and every
 * term, and a folder of shards, text chunks and thesaurus files that each query
 * fetches as its words need them (engine/loadIndex.ts); beside it, a small file of
 * exact terms (places category codes, engine/terms.ts). The modal reaches it through its
 * `transformSearchClient` hook (see theme/SearchBar), the search page through
 * `algoliasearch/lite`, which is pointed at a client answered by the local index.
 *
 * Both modes: an inline script in every page's head (`client/earlyKeys.ts`) takes a
 * click on the search button, Ctrl/Cmd+K and `/` from the first paint, and holds the
 * keys typed after them until `client/typeAhead.ts` takes over, which holds them while
 * the search code loads; `client/standIns.css` shows the shortcut hint on the
 * server-rendered button. After the build, a docs page that no sidebar lists names its
 * sidebar section in its head, so that its hits are grouped with its section's
 * (indexing/sectionMeta.ts).
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = searchOptions(rawOptions);
  const local = options.mode === 'local';
  let sections: ReadonlyMap<string, string> = new Map();
  return {
    name: 'search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      // typeAhead.ts installs itself and imports the button's stylesheet: no module of its own for either.
      const always = [path.join(__dirname, 'client/typeAhead.ts')];
      return local ? [...always, path.join(__dirname, 'client/local.css')] : always;
    },

    async contentLoaded({actions}) {
      const data: SearchPluginData = {mode: options.mode, indexAvailable: process.env.NODE_ENV === 'production'};
      actions.setGlobalData(data);
    },

    injectHtmlTags() {
      const earlyKeys = {tagName: 'script', innerHTML: earlyKeysScript()};
      if (!local) return {headTags: [earlyKeys]};
      return {
        headTags: [
          {tagName: 'meta', attributes: {name: INDEX_META_NAME, content: INDEX_URL_PLACEHOLDER}},
          {tagName: 'meta', attributes: {name: TERMS_META_NAME, content: TERMS_URL_PLACEHOLDER}},
          {
            tagName: 'meta',
            attributes: {name: PARTS_META_NAME, content: PARTS_URL_PLACEHOLDER, 'data-shards': SHARD_MASK_PLACEHOLDER},
          },
          earlyKeys,
        ],
      };
    },

    configureWebpack() {
      const alias: Record<string, string> = {
        '@theme-search-algolia/SearchBar$': docSearchBar,
        '@docsearch/react/version': docSearchEsm,
        '@docsearch/react/useDocSearchKeyboardEvents': docSearchEsm,
        '@docsearch/react/useTheme': docSearchEsm,
        '@docsearch/react/button': docSearchEsm,
        '@docsearch/react/modal$': `${docSearchEsm}?modal`,
      };
      type Rule = {test: RegExp} & (
        {resolve: {alias: Record<string, string>}} | {use: {loader: string; options: object}}
      );
      const rules: Rule[] = [
        // DocSearch 3.9.0 hides its own error screen (see src/framework/README.md).
        textRewriteRule(KEEP_DOCSEARCH_ERROR_STATUS),
        // DocSearch 3.9.0 leaves a failed search's error uncaught after showing it.
        textRewriteRule(DOCSEARCH_RETRY_ERROR_CAUGHT),
        // DocSearch 3.9.0 reads the selection and local storage at each render of its modal, each key's too.
        textRewriteRule(DOCSEARCH_MODAL_STATE_ONCE),
        // DocSearch 3.9.0 wrote the body's margin as its modal opened even with no scrollbar: the page laid out again.
        textRewriteRule(DOCSEARCH_MARGIN_ONLY_FOR_A_SCROLLBAR),
        // The theme's bar (3.10.2) fetched two empty stylesheet modules before opening its modal, a round trip.
        textRewriteRule(SEARCH_BAR_STYLES_WITH_ITS_CODE),
        // The search page lists HITS_PER_PAGE results per page (see constants.ts), not the theme's 15.
        {
          test: moduleTest(UPSTREAM_PATCHES.searchPage),
          resolve: {alias: {'algoliasearch-helper$': path.join(__dirname, 'client/pageHelper.ts')}},
        },
      ];
      if (local) {
        alias['algoliasearch/lite$'] = path.join(__dirname, 'client/liteClient.ts');
        // No preconnect to Algolia's servers: local search never talks to them.
        rules.push({
          test: moduleTest(UPSTREAM_PATCHES.searchBar),
          resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'client/NoHead.tsx')}},
        });
      }
      return {resolve: {alias}, module: {rules}};
    },

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('search: the docs plugin is needed, to group each page under its sidebar section.');
      sections = sectionsOutsideSidebars(docs.loadedVersions[0], context.baseUrl);
    },

    async postBuild({outDir}) {
      await nameSections(outDir, sections);
      if (local) await writeIndex({url: context.siteConfig.url, baseUrl: context.baseUrl}, outDir);
    },
  };
}
