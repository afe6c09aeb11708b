import type {Judgement} from './search-judgements';
import {MORE_SOURCE_QUESTIONS} from './search-questions-sources-more';

/**
 * Real readers' questions from sources the earlier sets did not use (other projects' trackers and forums,
 * tutorials and posts about Overture data), each with the site's pages that answer it. Every third, by
 * position, is held out of tuning: marked before any ranking ran on them (issue 42).
 */
const gh = (path: string): string => `https://github.com/${path}`;

export const SOURCE_QUESTIONS: Judgement[] = [
  {
    query: 'customize which release of overture to use',
    pages: ['/getting-data/current-release/', '/release-calendar/'],
    section: 'the-stac-catalogue-release-and-schema',
    source: gh('cholmes/qgis_plugin_gpq_downloader/issues/6'),
  },
  {
    query: 'How much data is there to download and how long does it take?',
    pages: ['/getting-data/'],
    section: 'how-big-it-is',
    source: gh('apache/incubator-baremaps/issues/879'),
  },
  {
    query: 'download a custom area from Overture as a Parquet file',
    pages: ['/getting-data/', '/getting-data/duckdb/'],
    section: 'extract',
    source: gh('protomaps/basemaps/pull/571'),
    heldOut: true,
  },
  {
    query: 'overture S3 layout partitioned by theme and type',
    pages: ['/getting-data/'],
    section: 'how-a-release-is-laid-out',
    source: 'https://www.mapsavvy.com/blog/connecting-mapsavvy-overture-buildings-hermes-ai-agent/',
  },
  {
    query: 'no account, no API key for overture data on S3',
    pages: ['/getting-data/', '/faq/'],
    section: 'where-the-files-live',
    source: 'https://www.mapsavvy.com/blog/connecting-mapsavvy-overture-buildings-hermes-ai-agent/',
  },
  {
    query: 'import data from the overture maps API',
    pages: ['/faq/'],
    section: 'api-or-tiles',
    source: gh('umap-project/umap/issues/1909'),
    heldOut: true,
  },
  {
    query: 'does overture provide x-ray view vector tiles for each release',
    pages: ['/examples/overture-tiles/', '/faq/'],
    section: 'the-published-archives',
    source: gh('onthegomap/planetiler/issues/636'),
  },
  {
    query: 'What is the gain over direct consumption of OpenStreetMap data?',
    pages: ['/faq/'],
    section: 'overture-or-openstreetmap',
    source: gh('opentripplanner/OpenTripPlanner/issues/5269'),
  },
  {
    query: 'inspect overture datasets in a web browser',
    pages: ['/getting-data/explorer/'],
    section: 'what-it-shows',
    source: 'https://tech.marksblogg.com/overture-2024-revisit.html',
    heldOut: true,
  },
  {
    query: 'overture maps explorer data used for mapping OpenStreetMap',
    pages: ['/examples/rapid/', '/getting-data/explorer/'],
    section: 'what-the-licences-allow',
    source: gh('tankaru/OpenSwitchMapsWeb/pull/76'),
  },
  {
    query: "configured region is '' while the bucket is located in 'us-west-2'",
    pages: ['/getting-data/', '/getting-data/troubleshooting/'],
    section: 'where-the-files-live',
    source: gh('jfulponi/overtureR/issues/1'),
  },
  {
    query: 'IOError: Path does not exist overturemaps-us-west-2/release/2024-07-22.0',
    pages: ['/getting-data/troubleshooting/', '/release-calendar/'],
    section: 'first-is-the-release-still-there',
    source: gh('denironyx/overturemapsr/issues/11'),
    heldOut: true,
  },
  {
    query: 'AWS Error ACCESS_DENIED during HeadObject operation',
    pages: ['/getting-data/troubleshooting/'],
    section: 'first-is-the-release-still-there',
    source: gh('denironyx/overturemapsr/issues/9'),
  },
  {
    query: 'new overture release does not work in wherobots',
    pages: ['/getting-data/data-mirrors/wherobots/', '/examples/wherobots/'],
    section: 'limits-and-gotchas',
    source: gh('wherobots/OvertureMaps/issues/4'),
  },
  {
    query: 'How to Work with Overture Maps Data in Snowflake',
    pages: ['/getting-data/data-mirrors/snowflake/', '/examples/CARTO/'],
    section: 'get-access',
    source: 'https://borja-munoz.medium.com/how-to-work-with-overture-maps-data-in-snowflake-1a6b904e0273',
    heldOut: true,
  },
  {
    query: 'overture tables in databricks geometry is WKB not GEOMETRY',
    pages: ['/getting-data/data-mirrors/databricks/'],
    section: 'how-columns-are-stored',
    source: 'https://danielsparing.github.io/databricks-geospatial-cookbook/viz/maplibregljs.html',
  },
  {
    query: 'load overture buildings for a drawn area with Fused UDFs',
    pages: ['/getting-data/data-mirrors/fused/', '/examples/fused/'],
    section: 'get-started-in-python',
    source: gh('opengeos/leafmap/blob/v0.46.4/docs/notebooks/102_fused.ipynb'),
  },
  {
    query: 'outdated Overture PMTiles URLs',
    pages: ['/examples/overture-tiles/'],
    section: 'the-published-archives',
    source: gh('Azure-Samples/AzureMapsCodeSamples/pull/208'),
    heldOut: true,
  },
  {
    query: 'does planetiler support parquet file like overture',
    pages: ['/examples/overture-tiles/'],
    section: 'generate-the-archives-yourself',
    source: gh('onthegomap/planetiler/issues/1413'),
  },
  {
    query: "use Overture's STAC to fetch the latest PMTiles",
    pages: ['/getting-data/current-release/', '/getting-data/explorer/', '/examples/overture-tiles/'],
    section: 'the-stac-catalogue-release-and-schema',
    source: gh('facebook/Rapid/pull/1741'),
  },
  {
    query: 'Overture Points of Interest dataset as a custom data layer in Rapid',
    pages: ['/examples/rapid/'],
    section: 'open-an-overture-archive',
    source: gh('facebook/Rapid/issues/1005'),
    heldOut: true,
  },
  {
    query: 'overture places and admin boundaries in a self-hosted PMTiles map stack',
    pages: ['/examples/build-a-map/', '/examples/overture-tiles/'],
    section: 'make-your-own-tiles-for-one-area',
    source: 'https://curiousmag.com/build-your-own-open-map-stack-fast-vector-tiles-you-can-host-and-carry-offline',
  },
  {
    query: 'bake overture places for a region into a pmtiles file with duckdb',
    pages: ['/examples/build-a-map/', '/examples/overture-tiles/'],
    section: 'make-your-own-tiles-for-one-area',
    source: gh('PimpinPumpkin/Vela/pull/454'),
  },
  {
    query: '[1.4.0] Error while reading parquet files from s3 bucket',
    pages: ['/getting-data/troubleshooting/', '/getting-data/duckdb/'],
    section: 'unknown-error-for-http-get-or-the-s3-region-being-set-incorrectly',
    source: gh('duckdb/duckdb/issues/19164'),
    heldOut: true,
  },
  {
    query: 'only works when s3_region is set',
    pages: ['/getting-data/duckdb/', '/getting-data/troubleshooting/'],
    section: 'set-up-a-session',
    source: gh('duckdb/duckdb-httpfs/issues/145'),
  },
  {
    query: 'stream just the rows in a bounding box from overture with duckdb',
    pages: ['/getting-data/duckdb/', '/getting-data/'],
    section: 'make-queries-fast',
    source:
      'https://python-geospatial.com/geospatial-data-ingestion-processing-workflows/cloud-native-geospatial-formats/streaming-overture-maps-data-with-duckdb/',
  },
  {
    query: 'duckdb httpfs and spatial extensions for overture',
    pages: ['/getting-data/duckdb/'],
    section: 'set-up-a-session',
    source:
      'https://python-geospatial.com/geospatial-data-ingestion-processing-workflows/cloud-native-geospatial-formats/streaming-overture-maps-data-with-duckdb/',
    heldOut: true,
  },
  {
    query: "Overture divisions won't download the area that contains it",
    pages: ['/getting-data/duckdb/', '/guides/base/'],
    section: 'intersecting-an-area-versus-lying-inside-it',
    source: gh('cholmes/qgis_plugin_gpq_downloader/issues/2'),
  },
  {
    query: 'counting the complete overture buildings dataset',
    pages: ['/getting-data/duckdb/', '/getting-data/'],
    section: 'counting-features-per-type',
    source: 'https://duckdb.gishub.org/book/analytics/buildings.html',
  },
  {
    query: 'avoid reading big overture parquet files into memory before loading to db via pandas',
    pages: ['/getting-data/duckdb/', '/examples/pandas/'],
    section: 'make-queries-fast',
    source: gh('NYCPlanning/data-engineering/pull/2036'),
    heldOut: true,
  },
  {
    query: 'notebook accessing Overture GeoParquet with lonboard',
    pages: ['/examples/lonboard/'],
    section: 'a-quick-look',
    source: gh('developmentseed/lonboard/pull/832'),
  },
  {
    query: 'download overture data within a drawn rectangle on the map',
    pages: ['/getting-data/explorer/', '/getting-data/'],
    section: 'download-what-is-on-screen',
    source: gh('opengeos/leafmap/blob/v0.46.1/docs/notebooks/97_overture_data.ipynb'),
  },
  {
    query: "Can't load parquet/geoparquet files",
    pages: ['/examples/QGIS/', '/getting-data/troubleshooting/'],
    section: 'check-that-your-qgis-can-read-geoparquet',
    source: gh('flathub/org.qgis.qgis/issues/607'),
    heldOut: true,
  },
  {
    query: 'ogr2ogr hangs reading from remote GeoParquet datasets',
    pages: ['/examples/QGIS/', '/getting-data/troubleshooting/'],
    section: 'route-3-read-from-s3-through-gdal',
    source: gh('OSGeo/gdal/issues/9497'),
  },
  {
    query: 'Field sources of unhandled type list ignored',
    pages: ['/examples/QGIS/', '/getting-data/duckdb/'],
    section: 'things-to-watch-for',
    source: gh('planetlabs/gpq/issues/102'),
  },
  {
    query: 'recognize bbox field for OvertureMaps 2024-01-17-alpha.0 and 2024-04-16-beta.0',
    pages: ['/blog/2024-04-16-beta.0/', '/getting-data/'],
    section: 'breaking-bbox-fields-renamed-and-stored-as-float32',
    source: gh('OSGeo/gdal/pull/9686'),
    heldOut: true,
  },
  // The rest, in their order: held out by the same rule of position.
  ...MORE_SOURCE_QUESTIONS,
];
