import type {Judgement} from './search-judgements';
import {THEME_QUESTIONS, gh} from './search-questions-themes';

/**
 * Questions real readers asked in Overture's trackers (OvertureMaps/data, schema, docs,
 * overturemaps-py, explore-site, overture-tiles; many of the data issues are converted
 * discussions), each rewritten as a reader would type it into a docs search box, with the
 * pages of this site that answer it, best first, the section of the first page that does,
 * and the issue or discussion it comes from. Questions the site does not answer (errors in
 * one feature, features of other tools, data the releases do not hold) are left out: a
 * judgement needs a page to judge. This file holds the questions about getting the data,
 * releases and licences; `search-questions-themes.ts` those about the themes and GERS.
 *
 * Held out: the 1st, 4th, 7th… question of READER_QUESTIONS (every third by position,
 * starting with the first), marked before any ranking was run on them, so that tuning
 * never sees them: they are scored, not listed, until the final scoring. A new question
 * goes at the end of the themes' list and follows the same rule (a unit test holds it).
 */
const ACCESS_QUESTIONS: readonly Judgement[] = [
  // Getting the data
  {
    query: 'download buildings for a whole US state',
    pages: ['/getting-data/duckdb/', '/getting-data/', '/guides/buildings/', '/getting-data/overturemaps-py/'],
    section: 'a-regional-extract-everything-inside-one-boundary',
    source: gh('data/issues/343'),
    heldOut: true,
  },
  {
    query: 'aws s3 download places files',
    pages: ['/getting-data/'],
    section: 'with-the-aws-cli',
    source: gh('data/issues/224'),
  },
  {
    query: 'how much disk space for a full release',
    pages: ['/getting-data/'],
    section: 'how-big-it-is',
    source: gh('data/issues/47'),
  },
  {
    query: 'download from azure blob storage',
    pages: ['/getting-data/', '/getting-data/synapse-azure/', '/getting-data/duckdb/'],
    section: 'with-azcopy',
    source: gh('data/issues/30'),
    heldOut: true,
  },
  {
    query: 'download times out for a whole country',
    pages: ['/getting-data/overturemaps-py/', '/getting-data/'],
    section: 'gotchas',
    source: gh('overturemaps-py/issues/46'),
  },
  {
    query: 'download several types in one command',
    pages: ['/getting-data/overturemaps-py/', '/examples/QGIS/'],
    section: 'gotchas',
    source: gh('overturemaps-py/issues/31'),
  },
  {
    query: 'use overturemaps from a python script',
    pages: ['/getting-data/overturemaps-py/'],
    section: 'use-it-from-python',
    source: gh('overturemaps-py/issues/20'),
    heldOut: true,
  },
  {
    query: 'load overture into a geopandas dataframe',
    pages: ['/getting-data/overturemaps-py/', '/examples/pandas/'],
    section: 'use-it-from-python',
    source: gh('overturemaps-py/pull/29'),
  },
  {
    query: 'download an older release with the python cli',
    pages: ['/getting-data/overturemaps-py/'],
    section: 'release',
    source: gh('overturemaps-py/issues/63'),
  },
  {
    query: 'overturemaps download FileNotFoundError',
    pages: ['/getting-data/overturemaps-py/', '/release-calendar/', '/getting-data/troubleshooting/'],
    section: 'gotchas',
    source: gh('data/issues/426'),
    heldOut: true,
  },
  {
    query: 'release 2024-07-22.0 not found',
    pages: ['/release-calendar/', '/getting-data/overturemaps-py/', '/getting-data/'],
    section: 'how-long-files-stay-online',
    source: gh('overturemaps-py/issues/106'),
  },
  {
    query: 'sedona read s3 anonymous credentials',
    pages: ['/getting-data/sedona/', '/examples/spark/'],
    section: 'create-a-session-that-can-read-the-bucket',
    source: gh('data/issues/89'),
  },
  {
    query: 'athena not authorized glue:GetDatabases',
    pages: ['/getting-data/athena-aws/', '/getting-data/troubleshooting/'],
    section: 'gotchas',
    source: gh('data/issues/178'),
    heldOut: true,
  },
  {
    query: 'duckdb query very slow',
    pages: ['/getting-data/duckdb/'],
    section: 'make-queries-fast',
    source: gh('data/issues/8'),
  },
  {
    query: 'No function matches ST_AsText(BLOB)',
    pages: ['/getting-data/duckdb/', '/examples/pandas/', '/getting-data/troubleshooting/'],
    section: 'gotchas',
    source: gh('docs/issues/111'),
  },
  {
    query: 'schema mismatch in glob divisions',
    pages: ['/getting-data/duckdb/', '/getting-data/troubleshooting/'],
    section: 'counting-features-per-type',
    source: gh('data/issues/438'),
    heldOut: true,
  },
  {
    query: 'open overture parquet in qgis',
    pages: ['/examples/QGIS/'],
    section: 'check-that-your-qgis-can-read-geoparquet',
    source: gh('data/issues/65'),
  },
  {
    query: 'export to shapefile',
    pages: ['/getting-data/duckdb/', '/examples/pandas/'],
    section: 'gotchas',
    source: gh('data/issues/243'),
  },
  {
    query: 'download visible area from the explorer',
    pages: ['/blog/2024/07/24/explore-site/', '/getting-data/explorer/'],
    section: 'what-you-can-do-on-the-site',
    source: gh('explore-site/issues/174'),
    heldOut: true,
  },
  {
    query: 'where to download overture pmtiles',
    pages: ['/examples/overture-tiles/'],
    section: 'the-published-archives',
    source: gh('overture-tiles/issues/81'),
  },
  {
    query: 'pmtiles source-layer names for a style',
    pages: ['/examples/overture-tiles/', '/examples/build-a-map/'],
    section: 'the-published-archives',
    source: gh('data/issues/249'),
  },
  // Releases
  {
    query: 'how do I find the latest release',
    pages: ['/release-calendar/', '/getting-data/', '/', '/getting-data/current-release/'],
    section: 'all-releases',
    source: gh('overturemaps-py/issues/8'),
    heldOut: true,
  },
  {
    query: 'list available releases in the bucket',
    pages: ['/getting-data/', '/release-calendar/'],
    section: 'release-ids-and-how-long-they-stay',
    source: gh('overturemaps-py/issues/67'),
  },
  {
    query: 'which schema version is each release',
    pages: ['/release-calendar/', '/schema/changelog/'],
    section: 'all-releases',
    source: gh('data/issues/446'),
  },
  {
    query: 'column names changed from camelCase',
    pages: ['/release-calendar/', '/blog/2024-03-12-alpha.0/'],
    section: 'all-releases',
    source: gh('data/issues/136'),
    heldOut: true,
  },
  {
    query: 'how often is the building data updated',
    pages: ['/release-calendar/', '/'],
    section: 'how-the-schedule-works',
    source: gh('data/issues/218'),
  },
  {query: 'osm data date of a release', pages: ['/blog/2025/10/22/release-notes/'], source: gh('data/issues/515')},
  // Licences
  {
    query: 'can I use overture data commercially',
    pages: ['/attribution/', '/'],
    section: 'licences-by-theme',
    source: gh('data/issues/84'),
    heldOut: true,
  },
  {
    query: 'attribution text for my map',
    pages: ['/attribution/'],
    section: 'how-to-credit-overture',
    source: gh('explore-site/issues/41'),
  },
  {
    query: 'do places include openstreetmap pois',
    pages: ['/attribution/', '/guides/places/'],
    section: 'places',
    source: gh('data/issues/96'),
  },
  {
    query: 'which sources does each theme use',
    pages: ['/attribution/'],
    section: 'licences-by-theme',
    source: gh('data/issues/92'),
    heldOut: true,
  },
];

/** Every reader's question, in the order the held-out rule counts. */
export const READER_QUESTIONS: readonly Judgement[] = [...ACCESS_QUESTIONS, ...THEME_QUESTIONS];
