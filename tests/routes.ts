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
  '/schema/concepts/',
  '/schema/concepts/by-theme/',
  '/schema/concepts/by-theme/base/',
  '/schema/concepts/by-theme/buildings/',
  '/schema/concepts/by-theme/buildings/3d_buildings/',
  '/schema/concepts/by-theme/places/',
  '/schema/concepts/by-theme/transportation/',
  '/schema/concepts/by-theme/transportation/roads/',
  '/schema/concepts/by-theme/transportation/segments/',
  '/schema/concepts/by-theme/transportation/shape-connectivity/',
  '/schema/concepts/by-theme/transportation/travel-modes/',
  '/schema/concepts/cartography/',
  '/schema/concepts/names/',
  '/schema/concepts/scoping-rules/',
  '/schema/reference/',
  '/schema/reference/addresses/address/',
  '/schema/reference/base/bathymetry/',
  '/schema/reference/base/infrastructure/',
  '/schema/reference/base/land/',
  '/schema/reference/base/land_cover/',
  '/schema/reference/base/land_use/',
  '/schema/reference/base/water/',
  '/schema/reference/buildings/building/',
  '/schema/reference/buildings/building_part/',
  '/schema/reference/divisions/division/',
  '/schema/reference/divisions/division_area/',
  '/schema/reference/divisions/division_boundary/',
  '/schema/reference/places/place/',
  '/schema/reference/transportation/connector/',
  '/schema/reference/transportation/segment/',
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
