/**
 * The route manifest: every page the production build publishes, and the draft
 * pages it must not. The browser tests visit each one; a test also checks the
 * build publishes exactly this list, so a page cannot appear or vanish unnoticed.
 */
export const PUBLISHED_ROUTES = [
  '/',
  '/attribution/',
  '/release-calendar/',
  '/schema/',
  '/blog/',
  '/blog/archive/',
  '/blog/2024/04/21/welcome/',
  '/community/',
  '/search/',
] as const;

/** Pages that exist as drafts: built by `npm start`, absent from production. */
export const DRAFT_ROUTES = [
  '/gers/gers-demonstrations/',
  '/gers/stability/',
  '/osmlogic/',
  '/schema/concepts/by-theme/addresses/',
  '/schema/concepts/by-theme/divisions/',
] as const;

/** One page of each kind, for checks too slow to run on every page. */
export const PAGE_KINDS = {
  'docs home': '/',
  'docs page': '/release-calendar/',
  'docs page with a large table': '/attribution/',
  'schema page': '/schema/',
  'schema reference, largest type': '/schema/reference/transportation/segment/',
  'schema reference index': '/schema/reference/',
  'blog list': '/blog/',
  'blog post': '/blog/2024/04/21/welcome/',
  'community page': '/community/',
} as const;
