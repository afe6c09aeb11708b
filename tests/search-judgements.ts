/**
 * The judged query set for search ranking: queries written the way readers type
 * them (tools, tasks, questions, field names and dotted paths, themes and types,
 * typos, British and American spellings, release names and dates), each with the
 * pages that answer it. A query succeeds at k when one of its pages is among the
 * first k distinct pages of the results. `npm run bench:search` prints the figures;
 * `tests/e2e/search-ranking.spec.ts` holds them on the built index.
 *
 * Five lists make the set: the queries judged first (below), the searches issue 27 tried
 * and the queries it asked for (`search-queries.ts`), questions real readers asked in
 * Overture's trackers (`search-questions.ts`), and, for issue 42, questions from other
 * projects' trackers, tutorials and posts (`search-questions-sources.ts`). A third of the
 * new queries is held out of tuning, each marked `heldOut` before any ranking was run on
 * them: in the readers' questions and issue 27's new queries every third entry by
 * position starting with the first, in issue 42's every third starting with the third.
 * The first list and issue 27's tries are all tuning queries. Tuning reads the figures
 * and misses of TUNING_JUDGEMENTS only; HELD_OUT_JUDGEMENTS is scored at the end. Once issue 42's held-out third had
 * been scored and read, a sixth list of readers' questions was gathered, all held out (`search-questions-fresh.ts`),
 * and every query's pages were read again, blind, with the pages of both engines pooled (`search-judgements-pooled.ts`).
 */
export interface Judgement {
  query: string;
  /** Pages that answer the query (paths), best first; any one counts. */
  pages: string[];
  /**
   * The anchor the best hit of the answering page must carry: for a schema field, when
   * that page is a reference page; for a places category (`category-…`), always.
   */
  anchor?: string;
  /** The anchor of the section of the first page that answers: informative, not scored. */
  section?: string;
  /** For a real reader's question: the GitHub issue, pull request or discussion it comes from. */
  source?: string;
  /** Kept out of tuning, scored only at the end (the rule is in the comment above). */
  heldOut?: boolean;
}

import {PUBLISHED_ROUTES} from './routes';
import {ISSUE_TRIES, NEW_QUERIES} from './search-queries';
import {READER_QUESTIONS} from './search-questions';
import {SOURCE_QUESTIONS} from './search-questions-sources';
import {FRESH_QUESTIONS} from './search-questions-fresh';
import {withPooled} from './search-judgements-pooled';

const REF = '/schema/reference';
/** Fields every type shares (`sources`, `names`…) are answered by any type's page. */
const TYPE_PAGES = PUBLISHED_ROUTES.filter((route) => /^\/schema\/reference\/[a-z_]+\/[a-z_]+\/$/.test(route));
const BUILDING_PAGES = [`${REF}/buildings/building/`, `${REF}/buildings/building_part/`];

/** The queries judged first, before issue 27: all of them tune the ranking. */
const FIRST_READ: readonly Judgement[] = [
  // Getting the data: tools and tasks
  {query: 'duckdb', pages: ['/getting-data/duckdb/']},
  {query: 'query with duckdb', pages: ['/getting-data/duckdb/']},
  {query: 'athena', pages: ['/getting-data/athena-aws/']},
  {query: 'aws athena table', pages: ['/getting-data/athena-aws/']},
  {query: 'synapse', pages: ['/getting-data/synapse-azure/']},
  {query: 'azure', pages: ['/getting-data/synapse-azure/', '/getting-data/']},
  {query: 'overturemaps python', pages: ['/getting-data/overturemaps-py/']},
  {query: 'python cli', pages: ['/getting-data/overturemaps-py/']},
  {query: 'command line download', pages: ['/getting-data/overturemaps-py/']},
  {query: 'pip install overturemaps', pages: ['/getting-data/overturemaps-py/']},
  // The guides' export sections write GeoJSON for an area too.
  {
    query: 'download geojson for a bbox',
    pages: ['/getting-data/overturemaps-py/', '/guides/addresses/', '/guides/places/', '/guides/transportation/'],
  },
  {query: 'bigquery', pages: ['/getting-data/data-mirrors/bigquery/']},
  {query: 'snowflake marketplace', pages: ['/getting-data/data-mirrors/snowflake/']},
  {query: 'databricks', pages: ['/getting-data/data-mirrors/databricks/']},
  {query: 'sedona', pages: ['/getting-data/sedona/']},
  {query: 'apache spark', pages: ['/getting-data/sedona/', '/examples/spark/']},
  {query: 'where does the data live', pages: ['/getting-data/', '/']},
  {query: 's3 bucket', pages: ['/getting-data/', '/', '/getting-data/duckdb/']},
  {query: 'how do i download overture data', pages: ['/getting-data/', '/getting-data/overturemaps-py/']},
  {query: 'data mirrors', pages: ['/getting-data/', '/getting-data/data-mirrors/bigquery/']},
  {query: 'geoparquet', pages: ['/getting-data/', '/', '/getting-data/duckdb/']},
  {query: 'parquet files', pages: ['/getting-data/', '/', '/getting-data/duckdb/']},
  {query: 'bbox filter', pages: ['/getting-data/duckdb/', '/getting-data/', '/']},
  {query: 'bbox', pages: ['/getting-data/duckdb/', '/getting-data/', '/', '/schema/', ...TYPE_PAGES]},
  {query: 'duckdb spatial extension', pages: ['/getting-data/duckdb/']},
  {query: 'dukdb', pages: ['/getting-data/duckdb/']},
  {query: 'athina', pages: ['/getting-data/athena-aws/']},
  // Examples
  {query: 'maplibre', pages: ['/examples/build-a-map/']},
  {query: 'pmtiles', pages: ['/examples/overture-tiles/']},
  {query: 'vector tiles', pages: ['/examples/overture-tiles/', '/examples/build-a-map/']},
  {query: 'qgis', pages: ['/examples/QGIS/']},
  {query: 'kepler', pages: ['/examples/kepler-gl/']},
  {query: 'lonboard', pages: ['/examples/lonboard/']},
  {query: 'pandas dataframe', pages: ['/examples/pandas/']},
  {query: 'geopandas', pages: ['/examples/pandas/']},
  {query: 'carto', pages: ['/examples/CARTO/']},
  {query: 'rapid editor', pages: ['/examples/rapid/']},
  {query: 'wherobots', pages: ['/examples/wherobots/', '/getting-data/data-mirrors/wherobots/']},
  {query: 'fused', pages: ['/examples/fused/', '/getting-data/data-mirrors/fused/']},
  {query: 'make a web map', pages: ['/examples/build-a-map/', '/examples/overture-tiles/']},
  // GERS
  {query: 'gers', pages: ['/gers/']},
  {query: 'what is gers', pages: ['/gers/']},
  {query: 'global entity reference system', pages: ['/gers/']},
  {query: 'bridge files', pages: ['/gers/bridge-files/']},
  {query: 'gers id stability', pages: ['/gers/']},
  {query: 'stable ids', pages: ['/gers/']},
  {query: 'gers registry', pages: ['/gers/registry/']},
  {query: 'data changelog', pages: ['/gers/changelog/']},
  {query: 'match my data to overture', pages: ['/gers/gers-tutorial/', '/gers/']},
  {query: 'gers tutorial', pages: ['/gers/gers-tutorial/']},
  // Licences and releases
  {query: 'license', pages: ['/attribution/']},
  {query: 'licence', pages: ['/attribution/']},
  {query: 'attribution', pages: ['/attribution/']},
  {query: 'odbl', pages: ['/attribution/']},
  {query: 'how to credit overture', pages: ['/attribution/']},
  {query: 'release calendar', pages: ['/release-calendar/']},
  {query: 'next release', pages: ['/release-calendar/']},
  {query: 'release schedule', pages: ['/release-calendar/']},
  {query: '2025-10-22 release notes', pages: ['/blog/2025/10/22/release-notes/']},
  {query: 'october 2025 release', pages: ['/blog/2025/10/22/release-notes/']},
  {query: '2025-09-24', pages: ['/blog/2025/09/24/release-notes/', '/release-calendar/']},
  {query: 'release notes 2024-12-18', pages: ['/blog/2024-12-18.0/']},
  {query: 'beta release', pages: ['/blog/2024/04/22/beta-release/', '/blog/2024-04-16-beta.0/']},
  {query: 'transportation ga', pages: ['/blog/2024/12/18/transportation-to-ga/']},
  // Schema: themes, types, concepts
  {query: 'schema', pages: ['/schema/', `${REF}/`, '/schema/concepts/']},
  {query: 'schema reference', pages: [`${REF}/`]},
  {query: 'json schema download', pages: [`${REF}/`, '/schema/']},
  {
    query: 'buildings',
    pages: ['/guides/buildings/', `${REF}/buildings/building/`, '/schema/concepts/by-theme/buildings/'],
  },
  {query: 'building parts', pages: [`${REF}/buildings/building_part/`]},
  {query: '3d buildings', pages: ['/schema/concepts/by-theme/buildings/3d_buildings/']},
  {query: 'places', pages: ['/guides/places/', `${REF}/places/place/`, '/schema/concepts/by-theme/places/']},
  {
    query: 'points of interest',
    pages: ['/guides/places/', `${REF}/places/place/`, '/schema/concepts/by-theme/places/'],
  },
  {query: 'place categories', pages: ['/schema/concepts/by-theme/places/', `${REF}/places/place/`, '/guides/places/']},
  // A category code renamed in the schema, typed as releases before the rename wrote it: the new code's entry.
  {
    query: 'cajun_creole_restaurant',
    pages: ['/schema/concepts/by-theme/places/'],
    anchor: 'category-cajun_and_creole_restaurant',
  },
  {query: "children's museum", pages: ['/schema/concepts/by-theme/places/'], anchor: 'category-childrens_museum'},
  {
    query: 'addresses',
    pages: ['/guides/addresses/', `${REF}/addresses/address/`],
  },
  {
    query: 'divisions',
    pages: ['/guides/divisions/', `${REF}/divisions/division/`],
  },
  {query: 'country boundaries', pages: [`${REF}/divisions/division_boundary/`, '/guides/divisions/']},
  {query: 'country borders', pages: [`${REF}/divisions/division_boundary/`, '/guides/divisions/']},
  {query: 'division area', pages: [`${REF}/divisions/division_area/`]},
  {query: 'roads', pages: ['/schema/concepts/by-theme/transportation/roads/', '/guides/transportation/']},
  {query: 'road network routing', pages: ['/guides/transportation/', '/schema/concepts/by-theme/transportation/']},
  {query: 'segment', pages: [`${REF}/transportation/segment/`, '/schema/concepts/by-theme/transportation/segments/']},
  {query: 'connector', pages: [`${REF}/transportation/connector/`]},
  {query: 'travel modes', pages: ['/schema/concepts/by-theme/transportation/travel-modes/']},
  {query: 'land cover', pages: [`${REF}/base/land_cover/`]},
  {query: 'land use', pages: [`${REF}/base/land_use/`]},
  {query: 'water bodies', pages: [`${REF}/base/water/`, '/guides/base/']},
  {query: 'bathymetry', pages: [`${REF}/base/bathymetry/`]},
  {query: 'infrastructure', pages: [`${REF}/base/infrastructure/`]},
  {query: 'base theme', pages: ['/guides/base/', '/schema/concepts/by-theme/base/']},
  {query: 'cartography', pages: ['/schema/concepts/cartography/']},
  {query: 'min zoom', pages: ['/schema/concepts/cartography/', ...TYPE_PAGES]},
  {query: 'names', pages: ['/schema/concepts/names/']},
  {query: 'names in other languages', pages: ['/schema/concepts/names/']},
  {query: 'scoping rules', pages: ['/schema/concepts/scoping-rules/']},
  {
    query: 'linear referencing',
    pages: ['/schema/concepts/scoping-rules/', '/schema/concepts/by-theme/transportation/segments/'],
  },
  {query: 'osm tags', pages: ['/schema/concepts/by-theme/base/', '/guides/base/', `${REF}/base/land/`]},
  {query: 'openstreetmap licence', pages: ['/attribution/']},
  {query: 'roof colour', pages: BUILDING_PAGES, anchor: 'roof_color'},
  {query: 'facade color', pages: BUILDING_PAGES, anchor: 'facade_color'},
  // Schema fields by name, by dotted path and by their words
  {query: 'height', pages: BUILDING_PAGES, anchor: 'height'},
  // The buildings guide's "Height and floors" section answers it as well (judged again in issue 27's review).
  {
    query: 'building height',
    pages: [...BUILDING_PAGES, '/schema/concepts/by-theme/buildings/', '/guides/buildings/'],
    anchor: 'height',
  },
  {query: 'roof shape', pages: BUILDING_PAGES, anchor: 'roof_shape'},
  {query: 'num_floors', pages: BUILDING_PAGES, anchor: 'num_floors'},
  {query: 'number of floors', pages: [...BUILDING_PAGES, '/schema/concepts/by-theme/buildings/']},
  {query: 'sources confidence', pages: TYPE_PAGES, anchor: 'sources-confidence'},
  {query: 'sources[].confidence', pages: TYPE_PAGES, anchor: 'sources-confidence'},
  {query: 'names.rules', pages: ['/schema/concepts/names/', ...TYPE_PAGES]},
  {query: 'names.primary', pages: ['/schema/concepts/names/', ...TYPE_PAGES]},
  {query: 'categories.primary', pages: [`${REF}/places/place/`], anchor: 'categories-primary'},
  {
    query: 'place confidence',
    pages: [`${REF}/places/place/`, '/schema/concepts/by-theme/places/', '/guides/places/'],
    anchor: 'confidence',
  },
  // The transportation guide's "Speed limits" section answers it as well (judged again in issue 27's review).
  {
    query: 'speed limits',
    pages: [
      `${REF}/transportation/segment/`,
      '/schema/concepts/by-theme/transportation/roads/',
      '/guides/transportation/',
    ],
  },
  {query: 'speed_limits', pages: [`${REF}/transportation/segment/`], anchor: 'speed_limits'},
  {
    query: 'access restrictions',
    pages: [`${REF}/transportation/segment/`, '/schema/concepts/by-theme/transportation/roads/'],
  },
  {query: 'road class', pages: [`${REF}/transportation/segment/`, '/schema/concepts/by-theme/transportation/roads/']},
  {query: 'is_underground', pages: BUILDING_PAGES, anchor: 'is_underground'},
  {
    query: 'administrative boundaries',
    pages: [`${REF}/divisions/division_boundary/`, '/guides/divisions/'],
  },
  {query: 'postcode', pages: [`${REF}/addresses/address/`, '/guides/addresses/']},
  {query: 'house number', pages: [`${REF}/addresses/address/`]},
  {query: 'wikidata', pages: TYPE_PAGES},
  {query: 'subtype and class', pages: ['/schema/concepts/by-theme/', '/schema/concepts/by-theme/base/', '/schema/']},
  {query: 'brand', pages: [`${REF}/places/place/`, '/guides/places/']},
  {query: 'operating status', pages: [`${REF}/places/place/`, '/schema/concepts/by-theme/places/', '/guides/places/']},
  // Typos and variants
  {query: 'trasportation', pages: ['/guides/transportation/', '/schema/concepts/by-theme/transportation/']},
  {
    query: 'buidlings',
    pages: ['/guides/buildings/', `${REF}/buildings/building/`, '/schema/concepts/by-theme/buildings/'],
  },
  {query: 'height in metres', pages: BUILDING_PAGES, anchor: 'height'},
  // Community
  {query: 'community projects', pages: ['/community/']},
  {query: 'overture community', pages: ['/community/']},
  // A project people made with the data, by its name
  {query: 'city2graph', pages: ['/community/']},
  {query: 'datasette', pages: ['/community/']},
  // What changed in the schema, and since when
  {query: 'schema changelog', pages: ['/schema/changelog/']},
  {query: 'connector_ids', pages: ['/schema/changelog/', `${REF}/transportation/segment/`]},
];

/** The queries judged first, with the pages the second reading added (withPooled). */
export const FIRST_JUDGEMENTS: readonly Judgement[] = FIRST_READ.map(withPooled);

/** The queries added for issue 27: the held-out share is counted among them. */
export const NEW_JUDGEMENTS: readonly Judgement[] = [...ISSUE_TRIES, ...NEW_QUERIES, ...READER_QUESTIONS].map(
  withPooled,
);

/** Every list as first judged, before the second reading (search-judgements-pooled.ts) added pages. */
export const FIRST_READING: readonly Judgement[] = [
  ...FIRST_READ,
  ...ISSUE_TRIES,
  ...NEW_QUERIES,
  ...READER_QUESTIONS,
  ...SOURCE_QUESTIONS,
  ...FRESH_QUESTIONS,
];

/**
 * The whole judged set: with issue 42's questions from sources not used before (a third of them held out), and the
 * questions gathered after its held-out third was read (all held out); each with the pages the second reading added.
 */
export const JUDGEMENTS: readonly Judgement[] = [
  ...FIRST_JUDGEMENTS,
  ...NEW_JUDGEMENTS,
  ...SOURCE_QUESTIONS.map(withPooled),
  ...FRESH_QUESTIONS.map(withPooled),
];

/** The queries tuning may look at: figures and misses. */
export const TUNING_JUDGEMENTS: readonly Judgement[] = JUDGEMENTS.filter((judgement) => !judgement.heldOut);

/** The held-out queries: scored only at the end, never listed while tuning. */
export const HELD_OUT_JUDGEMENTS: readonly Judgement[] = JUDGEMENTS.filter((judgement) => judgement.heldOut);
