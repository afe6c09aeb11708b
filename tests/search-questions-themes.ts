import type {Judgement} from './search-judgements';

const REF = '/schema/reference';
const PLACES_CONCEPTS = '/schema/concepts/by-theme/places/';

/** The address of an issue or pull request in one of Overture's repositories. */
export const gh = (path: string): string => `https://github.com/OvertureMaps/${path}`;

/**
 * Readers' questions about the themes and GERS: the second part of READER_QUESTIONS
 * (`search-questions.ts` says how they were gathered and which are held out). Positions
 * continue from the first part, so here the held-out ones are the 3rd, 6th, 9th….
 */
export const THEME_QUESTIONS: readonly Judgement[] = [
  // Places
  {
    query: 'how is place confidence calculated',
    pages: [PLACES_CONCEPTS, '/guides/places/', `${REF}/places/place/`],
    section: 'confidence-and-operating-status',
    source: gh('data/issues/462'),
  },
  {
    query: 'what confidence threshold should I use',
    pages: [PLACES_CONCEPTS, '/guides/places/', `${REF}/places/place/`],
    section: 'confidence-and-operating-status',
    source: gh('data/issues/465'),
  },
  {
    query: 'full list of place categories',
    pages: [PLACES_CONCEPTS],
    section: 'category-taxonomy',
    source: gh('data/issues/10'),
    heldOut: true,
  },
  {
    query: 'where is the new places taxonomy',
    pages: [PLACES_CONCEPTS, '/guides/places/'],
    section: 'category-taxonomy',
    source: gh('data/issues/460'),
  },
  {
    query: 'all restaurants including subcategories',
    pages: [PLACES_CONCEPTS, '/guides/places/'],
    section: 'category-taxonomy',
    source: gh('schema/issues/359'),
  },
  {
    query: 'basic_category values',
    pages: [`${REF}/places/place/`, PLACES_CONCEPTS, '/blog/2025/10/22/release-notes/'],
    section: 'basic_category',
    source: gh('data/issues/432'),
    heldOut: true,
  },
  {
    query: 'categories primary vs alternate',
    pages: [PLACES_CONCEPTS, '/guides/places/', `${REF}/places/place/`],
    section: 'categories',
    source: gh('data/issues/461'),
  },
  {
    query: 'overture_categories.csv',
    pages: ['/guides/places/', PLACES_CONCEPTS],
    section: 'categories-not-classes',
    source: gh('docs/issues/117'),
  },
  // A code the taxonomy once spelled wrongly: its corrected entry answers.
  {
    query: 'serbo_croation_restaurant',
    pages: [PLACES_CONCEPTS],
    anchor: 'category-serbo_croatian_restaurant',
    source: gh('schema/issues/328'),
    heldOut: true,
  },
  {
    query: 'closed businesses still in places',
    pages: ['/guides/places/', PLACES_CONCEPTS, '/community/'],
    section: 'confidence-and-operating-status',
    source: gh('data/issues/428'),
  },
  {
    query: 'place points in the middle of the street',
    pages: ['/guides/places/', PLACES_CONCEPTS],
    section: 'gotchas',
    source: gh('data/issues/556'),
  },
  {
    query: 'which building is a place in',
    pages: ['/guides/places/', '/gers/'],
    section: 'places-inside-buildings',
    source: gh('data/issues/464'),
    heldOut: true,
  },
  // Addresses
  {
    query: 'uk address points',
    pages: ['/guides/addresses/', '/attribution/'],
    section: 'gotchas',
    source: gh('data/issues/78'),
  },
  {
    query: 'address_levels state and city',
    pages: ['/guides/addresses/', `${REF}/addresses/address/`],
    section: 'the-fields-that-matter',
    source: gh('data/issues/367'),
  },
  // Buildings and base
  {
    query: 'estimate height from number of floors',
    pages: ['/guides/buildings/', '/schema/concepts/by-theme/buildings/', '/examples/lonboard/'],
    section: 'height-and-floors',
    source: gh('schema/issues/352'),
    heldOut: true,
  },
  {
    query: 'are microsoft building footprints included',
    pages: ['/guides/buildings/', '/attribution/', '/schema/concepts/by-theme/buildings/'],
    section: 'what-the-theme-holds',
    source: gh('data/issues/107'),
  },
  {
    query: 'added buildings to osm when do they appear',
    pages: ['/community/', '/guides/buildings/'],
    section: 'report-a-problem-in-the-data',
    source: gh('data/issues/374'),
  },
  {
    query: 'where are bus stops and fountains',
    pages: ['/guides/base/', `${REF}/base/infrastructure/`, PLACES_CONCEPTS],
    section: 'subtypes-and-classes',
    source: gh('data/issues/470'),
    heldOut: true,
  },
  {
    query: 'land cover shows a whole city as urban',
    pages: ['/guides/base/'],
    section: 'gotchas',
    source: gh('schema/issues/358'),
  },
  {
    query: 'land_cover big polygon over urban area',
    pages: ['/guides/base/', '/schema/concepts/cartography/'],
    section: 'gotchas',
    source: gh('data/issues/400'),
  },
  // Divisions
  {
    query: 'division_area missing for a division id',
    pages: [`${REF}/divisions/division_area/`, '/guides/divisions/', '/getting-data/duckdb/'],
    section: 'division_id',
    source: gh('data/issues/427'),
    heldOut: true,
  },
  {
    query: 'region polygons include the sea',
    pages: ['/guides/divisions/', `${REF}/divisions/division_area/`],
    section: 'gotchas',
    source: gh('data/issues/346'),
  },
  {
    query: 'county polygons for every country',
    pages: ['/guides/divisions/', `${REF}/divisions/division_area/`],
    section: 'subtypes-and-classes',
    source: gh('data/issues/106'),
  },
  {
    query: 'reverse geocode a point to its city',
    pages: ['/guides/divisions/', `${REF}/divisions/division_area/`],
    section: 'join-divisions-to-other-themes',
    source: gh('data/issues/441'),
    heldOut: true,
  },
  {
    query: 'division_area hierarchies empty',
    pages: ['/guides/divisions/', `${REF}/divisions/division/`],
    section: 'fields-that-matter',
    source: gh('data/issues/247'),
  },
  // Transportation
  {
    query: 'footpaths shown as roads',
    pages: [
      '/guides/transportation/',
      '/schema/concepts/by-theme/transportation/roads/',
      `${REF}/transportation/segment/`,
    ],
    section: 'subtypes-classes-and-subclasses',
    source: gh('data/issues/263'),
  },
  {
    query: 'highway ref number missing',
    pages: [
      '/guides/transportation/',
      `${REF}/transportation/segment/`,
      '/schema/concepts/by-theme/transportation/roads/',
    ],
    section: 'routes',
    source: gh('data/issues/439'),
    heldOut: true,
  },
  {
    query: 'road attributes missing in my country',
    pages: ['/guides/transportation/'],
    section: 'what-an-area-contains',
    source: gh('data/issues/58'),
  },
  // GERS
  {
    query: 'map old ids to new uuids',
    pages: ['/blog/2025/06/25/release-notes/', '/blog/2025/06/25/getting-started-gers/', '/gers/'],
    section: 'how-to-migrate-stored-ids',
    source: gh('data/issues/405'),
  },
  {
    query: 'find a feature by its gers id',
    pages: ['/gers/', '/gers/registry/'],
    section: 'ids',
    source: gh('explore-site/issues/90'),
    heldOut: true,
  },
  {
    query: 'record_id missing for microsoft buildings',
    pages: ['/gers/bridge-files/', '/gers/'],
    section: 'layout',
    source: gh('explore-site/issues/207'),
  },
  {
    query: 'generate gers ids for my own roads',
    pages: ['/gers/gers-tutorial/', '/gers/'],
    section: 'match',
    source: gh('data/issues/244'),
  },
  // Community
  {
    query: 'wrong street name how to fix',
    pages: ['/community/', '/faq/'],
    section: 'report-a-problem-in-the-data',
    source: gh('explore-site/issues/123'),
    heldOut: true,
  },
];
