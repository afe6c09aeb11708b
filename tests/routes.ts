import manifest from './manifests/routes.json';

/**
 * The route manifest: every page the production build publishes, and the draft pages
 * it must not. Written by `npm run manifests` from a build (see `manifests/fromBuild.ts`);
 * the browser tests visit each route and fail when the build and this list disagree.
 */
export const PUBLISHED_ROUTES: readonly string[] = manifest.published;

/** Pages that exist as drafts: built by `npm start`, absent from production. */
export const DRAFT_ROUTES: readonly string[] = manifest.drafts;

/** One page of each kind, for checks too slow to run on every page. */
export const PAGE_KINDS = {
  'docs home': '/',
  'docs page': '/release-calendar/',
  'docs page with a large table': '/attribution/',
  'docs page with query tabs': '/getting-data/athena-aws/',
  'docs page with the most queries': '/getting-data/duckdb/',
  'docs page with the extract builder': '/getting-data/',
  'docs page with a map': '/examples/build-a-map/',
  guide: '/guides/places/',
  'schema page': '/schema/',
  'concept page with the places taxonomy': '/schema/concepts/by-theme/places/',
  'schema reference, largest type': '/schema/reference/transportation/segment/',
  'schema reference, most read type': '/schema/reference/places/place/',
  'schema reference index': '/schema/reference/',
  'schema changelog': '/schema/changelog/',
  'blog list': '/blog/',
  'blog post': '/blog/2024/04/21/welcome/',
  'blog post with queries': '/blog/2025/10/22/release-notes/',
  'blog tag page': '/blog/tags/releases/',
  'blog archive': '/blog/archive/',
  'community page': '/community/',
  'search page': '/search/',
} as const;
