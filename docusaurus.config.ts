import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {cleanFeedContent} from './src/lib/feedContent';
import {OVERTURE_RELEASE, PMTILES_PATH, SCHEMA_VERSION} from './src/data/release';
import {
  BLOG_AUTHOR,
  BLOG_FEEDS,
  BLOG_POSTS_PER_PAGE,
  COPYRIGHT,
  DEFAULT_BASE_URL,
  DEFAULT_SITE_URL,
  SITE_TITLE,
  SOURCE_REPOSITORY,
} from './src/data/site';
import remarkReleaseTokens from './src/remark/release-tokens';
// What the site does for a reader: one local plugin per capability (src/plugins/).
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import searchPlugin, {type SearchPluginOptions} from './src/plugins/search';
import {LOCAL_API_KEY, LOCAL_APP_ID, LOCAL_INDEX_NAME, MODAL_HITS_PER_PAGE} from './src/plugins/search/constants';
import schemaReferencePlugin, {
  SCHEMA_STATIC_DIR,
  type SchemaReferencePluginOptions,
} from './src/plugins/schema-reference';
import blogArchivePlugin from './src/plugins/blog-archive';
import anchorLandingPlugin from './src/plugins/anchor-landing';
import queryFilesPlugin from './src/plugins/query-files';
import maplibrePlugin from './src/plugins/maplibre';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import placesTaxonomyPlugin from './src/plugins/places-taxonomy';
import securityHeadersPlugin, {type SecurityHeadersOptions} from './src/plugins/security-headers';
// How the site adjusts Docusaurus and its libraries, for page weight, the first paint or one bug (src/framework/,
// see its README).
import staticIslandsPlugin from './src/framework/static-islands';
import desktopBreakpointPlugin from './src/framework/desktop-breakpoint';
import routeProgressPlugin from './src/framework/route-progress';
import idlePrefetchPlugin from './src/framework/idle-prefetch';
import routeTablesPlugin from './src/framework/route-tables';
import tslibShimPlugin from './src/framework/tslib-shim';
import headTagsPlugin from './src/framework/head-tags';
import docsVersionDataPlugin from './src/framework/docs-version-data';
import safeAddressPlugin from './src/framework/safe-address';
import criticalCssPlugin from './src/framework/critical-css';
import scriptsAfterPaintPlugin from './src/framework/scripts-after-paint';
import icuFreeHydrationPlugin from './src/framework/icu-free-hydration';
import mobileSidebarPlugin from './src/framework/mobile-sidebar';
import navbarFirstPaintPlugin from './src/framework/navbar-first-paint';

// Environment flags: everything a deployment can change, read in one place.
const SITE_URL = process.env.DOCUSAURUS_URL || DEFAULT_SITE_URL;
const BASE_URL = process.env.DOCUSAURUS_BASE_URL || DEFAULT_BASE_URL;
/** Page-view analytics run only when a deployment sets an ID; by default nothing leaves the reader's browser. */
const GTAG_TRACKING_ID = process.env.GTAG_TRACKING_ID || undefined;
/** The schema reference documents `schema/` unless this points at a checkout of the official schema repository. */
const OVERTURE_SCHEMA_DIR = process.env.OVERTURE_SCHEMA_DIR || undefined;
/** Search uses Algolia only when all three are set at build time; otherwise the site's own index. */
const ALGOLIA =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
      }
    : undefined;

const remarkPlugins = [remarkReleaseTokens];
/** The `:::` blocks Markdown may use; src/theme/Admonition/Types.tsx brings only their components to pages. */
const admonitions = {keywords: ['note', 'info', 'warning'], extendDefaults: false};

/** What the site does for a reader, one plugin each (src/plugins/), and the community pages. */
const capabilities = [
  codeHighlightingPlugin,
  [searchPlugin, {mode: ALGOLIA ? 'algolia' : 'local'} satisfies SearchPluginOptions],
  [
    schemaReferencePlugin,
    {schemaDir: OVERTURE_SCHEMA_DIR, version: SCHEMA_VERSION} satisfies SchemaReferencePluginOptions,
  ],
  blogArchivePlugin,
  anchorLandingPlugin,
  queryFilesPlugin,
  maplibrePlugin,
  markdownTwinsPlugin,
  placesTaxonomyPlugin,
  [
    securityHeadersPlugin,
    {
      tileOrigins: [new URL(PMTILES_PATH).origin],
      algoliaAppId: ALGOLIA?.appId,
      analytics: GTAG_TRACKING_ID !== undefined,
    } satisfies SecurityHeadersOptions,
  ],
  [
    '@docusaurus/plugin-content-pages',
    {
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      showLastUpdateTime: true,
      remarkPlugins,
    },
  ],
] satisfies PluginConfig[];

/**
 * How the site adjusts Docusaurus and its libraries, for page weight or one bug (src/framework/, whose
 * README lists what each saves or fixes, measured, and the upstream change that would let it go).
 */
const frameworkAdjustments = [
  staticIslandsPlugin,
  desktopBreakpointPlugin,
  routeProgressPlugin,
  idlePrefetchPlugin,
  routeTablesPlugin,
  tslibShimPlugin,
  headTagsPlugin,
  docsVersionDataPlugin,
  safeAddressPlugin,
  criticalCssPlugin,
  scriptsAfterPaintPlugin,
  icuFreeHydrationPlugin,
  mobileSidebarPlugin,
  navbarFirstPaintPlugin,
] satisfies PluginConfig[];

export default {
  title: SITE_TITLE,
  tagline: '',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: 'OvertureMaps',
  projectName: 'docs',
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Explicit heading ids (`## Fields {#fields}`) keep anchors stable when a heading is reworded.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
  },

  future: {
    v4: true,
    faster: true,
  },
  // The colour mode must live under the plain `theme` key, not a namespaced one.
  storage: {namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  staticDirectories: ['static', SCHEMA_STATIC_DIR],

  // Facts the browser needs, passed here so that no page's script carries src/data/site.ts for them.
  customFields: {
    overtureRelease: OVERTURE_RELEASE,
    sourceRepository: SOURCE_REPOSITORY,
    blogFeeds: BLOG_FEEDS.map(({label, file, mime}) => ({label, file, mime})),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          breadcrumbs: true,
          remarkPlugins,
          admonitions,
        },
        blog: {
          blogTitle: 'Engineering Blog',
          blogDescription: 'Release notes and engineering articles from the Overture Maps team.',
          blogSidebarTitle: 'Latest posts',
          blogSidebarCount: 20,
          // The archive comes from ./src/plugins/blog-archive, which sends the page only what it shows.
          archiveBasePath: null,
          postsPerPage: BLOG_POSTS_PER_PAGE,
          showReadingTime: false,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: BLOG_FEEDS.map((feed) => feed.type),
            title: 'Overture Maps Engineering Blog',
            copyright: COPYRIGHT,
            limit: 20,
            // Atom wants an author on every entry when the feed names none; posts are the team's. The content
            // loses the site's internals (src/lib/feedContent.ts).
            createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
              (await defaultCreateFeedItems(params)).map((item) => ({
                ...item,
                content: item.content && cleanFeedContent(item.content),
                author: [{name: BLOG_AUTHOR}],
              })),
          },
          remarkPlugins,
          admonitions,
        },
        pages: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
        gtag: GTAG_TRACKING_ID ? {trackingID: GTAG_TRACKING_ID, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [...capabilities, ...frameworkAdjustments],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Overture Maps',
      hideOnScroll: false,
      // No alt text: the title beside the logo names the link already.
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'schema', position: 'left', label: 'Schema Reference'},
        {to: '/blog/', label: 'Blog', position: 'left'},
        {to: '/community/', label: 'Community', position: 'left'},
        {
          href: SOURCE_REPOSITORY,
          position: 'right',
          className: 'header-source-link',
          // The word shows in the drawer and on wide screens; the name says what it leads to.
          html: '<span class="header-source-label">GitHub</span>',
          'aria-label': 'Source repository on GitHub',
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    algolia: {
      // In local mode the theme still wants credentials; these never leave the browser.
      ...(ALGOLIA ?? {appId: LOCAL_APP_ID, apiKey: LOCAL_API_KEY, indexName: LOCAL_INDEX_NAME}),
      contextualSearch: true,
      searchParameters: {hitsPerPage: MODAL_HITS_PER_PAGE},
      searchPagePath: 'search',
      // Search analytics (views, clicks, selections) only with Algolia, and only when asked for.
      insights: ALGOLIA !== undefined && process.env.ALGOLIA_INSIGHTS === 'true',
    },
    footer: {
      style: 'dark',
      copyright: COPYRIGHT,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'diff', 'json', 'sql', 'python'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
