import type {Judgement} from './search-judgements';

/**
 * The second half of the questions in search-questions-sources.ts, split off for length, in their order: each
 * third by position across both files is held out (issue 42).
 */
const gh = (path: string): string => `https://github.com/${path}`;

export const MORE_SOURCE_QUESTIONS: Judgement[] = [
  {
    query: 'download overture using a geometry from another layer',
    pages: ['/getting-data/duckdb/', '/examples/QGIS/'],
    section: 'a-regional-extract-everything-inside-one-boundary',
    source: gh('cholmes/qgis_plugin_gpq_downloader/issues/10'),
  },
  {
    query: 'overture data classified into theme, type, subtype and class',
    pages: ['/schema/concepts/by-theme/', '/schema/concepts/', '/guides/base/'],
    section: 'what-the-themes-have-in-common',
    source: gh('facebookresearch/OrienterNet/issues/57'),
  },
  {
    query: 'Use Overture POIs as a shop data source',
    pages: ['/examples/rapid/', '/guides/places/', '/attribution/'],
    section: 'what-the-licences-allow',
    source: gh('streetcomplete/StreetComplete/issues/5199'),
    heldOut: true,
  },
  {
    query: 'overture places laden with duplicates',
    pages: ['/guides/places/'],
    section: 'gotchas',
    source: gh('nextcloud/maps/issues/1198'),
  },
  {
    query: "Integrating Overture Map's Places theme into location search",
    pages: ['/guides/places/', '/schema/concepts/by-theme/places/'],
    section: 'what-the-theme-holds',
    source: gh('headwaymaps/headway/issues/295'),
  },
  {
    query: 'ingest Overture places for business attributes only',
    pages: ['/guides/places/', '/schema/reference/places/place/'],
    section: 'fields-that-matter',
    source: gh('PimpinPumpkin/Vela/issues/441'),
    heldOut: true,
  },
  {
    query: 'normalize 80+ overture categories to ~30 categories',
    pages: ['/guides/places/', '/schema/reference/places/place/'],
    section: 'categories-not-classes',
    source: gh('duckdb/community-extensions/pull/1737'),
  },
  {
    query: 'places with related tables for addresses, brand names, websites, social media and phone numbers',
    pages: ['/getting-data/duckdb/', '/examples/pandas/', '/guides/places/'],
    section: 'names-maps-and-lists',
    source:
      'https://community.esri.com/t5/arcgis-data-interoperability-blog/go-cloud-native-overture-geoparquet-from-object/bc-p/1381775',
  },
  {
    query: 'buildings with parts: part height or parent building height',
    pages: ['/schema/concepts/by-theme/buildings/3d_buildings/', '/guides/buildings/'],
    section: 'a-building-and-its-parts',
    source: gh('functions-lab/geo2sigmap/pull/12'),
    heldOut: true,
  },
  {
    query: 'Overture Maps building example',
    pages: ['/guides/buildings/', '/examples/lonboard/'],
    section: 'extract-a-bounding-box',
    source: gh('giswqs/geog-312/pull/116'),
  },
  {
    query: 'download building footprints for damage assessment from overture',
    pages: ['/guides/buildings/', '/getting-data/overturemaps-py/'],
    section: 'the-python-cli',
    source: gh('microsoft/building-damage-assessment/issues/6'),
  },
  {
    query: 'transportation data all came with dataset OpenStreetMap',
    pages: ['/guides/transportation/', '/blog/2024-09-18.0/', '/attribution/'],
    section: 'sources-and-licence',
    source: gh('eclipse-sumo/sumo/issues/14981'),
    heldOut: true,
  },
  {
    query: 'overture transportation network linear referencing',
    pages: ['/schema/concepts/by-theme/transportation/segments/', '/schema/concepts/scoping-rules/'],
    section: 'linear-referencing',
    source: 'https://engineering.tomtom.com/overture-transportation-network-linear-referencing/',
  },
  {
    query: 'Option to not split on all connectors',
    pages: ['/schema/concepts/by-theme/transportation/segments/', '/guides/transportation/'],
    section: 'splitting-a-segment-for-routing',
    source: gh('OvertureMaps/transportation-splitter/issues/4'),
  },
  {
    query: 'map overture road classifications and access restrictions to valhalla',
    pages: [
      '/schema/concepts/by-theme/transportation/roads/',
      '/schema/concepts/by-theme/transportation/travel-modes/',
      '/guides/transportation/',
    ],
    section: 'road-class',
    source: gh('OvertureMaps/transportation-routing/issues/7'),
    heldOut: true,
  },
  {
    query: 'divisions levels no clear correspondence to ADM0/1/2',
    pages: ['/guides/divisions/'],
    section: 'subtypes-and-classes',
    source: gh('SpeciesFileGroup/taxonworks/issues/3627'),
  },
  {
    query: "overture administrative boundaries instead of Who's on First",
    pages: ['/guides/divisions/'],
    section: 'what-the-theme-holds',
    source: gh('pelias/pelias/issues/954'),
  },
  {
    query: 'forward and reverse geocoding against Overture addresses',
    pages: ['/guides/addresses/', '/guides/divisions/'],
    section: 'street-number-postcode-and-address-levels',
    source: gh('duckdb/community-extensions/pull/1737'),
    heldOut: true,
  },
  {
    query: 'overture addresses in the snowflake marketplace for geocoding',
    pages: ['/getting-data/data-mirrors/snowflake/', '/guides/addresses/'],
    section: 'get-access',
    source: gh('Snowflake-Labs/sf-samples/pull/280'),
  },
  {
    query: 'city boundary and river centerline retrieval',
    pages: ['/guides/base/', '/guides/divisions/'],
    section: 'gotchas',
    source: gh('CityRiverSpaces/rcrisp/issues/182'),
  },
  {
    query: 'GERS bridge files for OSM Overture deduplication',
    pages: ['/gers/bridge-files/'],
    section: 'reverse-lookup',
    source: 'https://docs.geolith.app/getting-started/quickstart',
    heldOut: true,
  },
  {
    query: 'resolve any Overture GERS ID to its bounding box',
    pages: ['/gers/registry/'],
    section: 'fetch',
    source: gh('brad-richardson/overture-geocoder'),
  },
  {
    query: 'GERS ID system for geospatial entities',
    pages: ['/gers/'],
    section: 'ids',
    source: gh('spdx/spdx-3-model/issues/1035'),
  },
  {
    query: 'join restaurant inspection data with overture places',
    pages: ['/gers/gers-tutorial/', '/guides/places/'],
    section: 'match',
    source: 'https://dbreunig.com/2024/09/27/conflating-overture-points-of-interests-with-duckdb-ollama-and-more.html',
    heldOut: true,
  },
  {
    query: 'are GERS IDs stable',
    pages: ['/gers/'],
    section: 'stability',
    source:
      'https://iamlaksh1.github.io/site/from-maps-to-apps-crafting-an-api-with-overture-maps-foundation-data-and-duckdb',
  },
  {
    query: 'share ignored Overture IDs so the community can investigate',
    pages: ['/faq/'],
    section: 'report-a-wrong-feature',
    source: gh('facebook/Rapid/pull/1765'),
  },
  {
    query: "Overture example doesn't work because overture deleted their data",
    pages: ['/faq/', '/release-calendar/', '/getting-data/troubleshooting/'],
    section: 'keep-a-release',
    source: gh('developmentseed/lonboard/issues/1027'),
    heldOut: true,
  },
  {
    query: 'overture only available in parquet and not geoparquet',
    pages: ['/blog/2023-11-14-alpha.0/', '/getting-data/'],
    section: 'all-themes-geoparquet',
    source: gh('planetlabs/gpq/issues/102'),
  },
  {
    query: 'new overture 2023-12-14-alpha.0 version that includes google data',
    pages: ['/blog/2023-12-14-alpha.0/', '/guides/buildings/'],
    section: 'google-open-buildings',
    source: gh('msbarry/planetiler-overture-demo/issues/1'),
  },
  {
    query: 'admins theme deprecated, replaced by divisions',
    pages: ['/blog/2024-04-16-beta.0/', '/guides/divisions/'],
    section: 'divisions-new-and-admins-deprecated',
    source: gh('SpeciesFileGroup/taxonworks/issues/3627'),
    heldOut: true,
  },
  {
    query: 'How does Overture Maps handle data licensing?',
    pages: ['/attribution/'],
    section: 'licences-by-theme',
    source: 'https://qeeebo.com/questions/how/9d/0b0/how-does-overture-maps-handle-data-licensing',
  },
  {
    query: 'same license as OpenStreetMap, the Open Database License',
    pages: ['/attribution/', '/faq/'],
    section: 'what-the-odbl-asks-of-you',
    source: 'https://lunduke.substack.com/p/the-linux-foundation-launches-map',
  },
];

/*
 * Questions readers asked that no page of the site answers yet (noted for the engineers, not judged):
 * - Querying Overture with read_parquet() globs from DuckDB-Wasm in the browser:
 *   https://github.com/yharby/OvertureMapsDownloader/issues/18
 * - Mapping Overture place categories to OpenStreetMap tags (for editors and importers):
 *   https://github.com/facebook/Rapid/issues/1207, https://github.com/alltheplaces/alltheplaces/pull/5614
 * - The QGIS Identify tool crashing on Overture GeoParquet layers: https://github.com/qgis/QGIS/issues/57163
 * - Loading Overture GeoParquet into an ArcGIS Online hosted feature layer:
 *   https://community.esri.com/t5/arcgis-data-interoperability-blog/go-cloud-native-overture-geoparquet-from-object/bc-p/1381775,
 *   https://github.com/Esri/arcgis-enterprise-sdk-resources/pull/58
 * - Overture tables in the Google Earth Engine catalogue: https://github.com/google/earthengine-catalog/pull/1611
 * - Loading Overture transportation into Valhalla or OSRM, or converting it to OSM PBF:
 *   https://github.com/OvertureMaps/transportation-routing/pull/2
 * - Reading Overture from R (overtureR, overturemapsr): https://github.com/denironyx/overturemapsr/issues/10
 * - ATTACHing a remote DuckDB database of Overture views:
 *   https://dbreunig.com/2024/12/01/turning-your-root-url-into-a-duckdb-remote-database.html
 * - Mapping OpenStreetMap basemap schemas (Shortbread, OpenMapTiles) onto Overture layers:
 *   https://github.com/apache/incubator-baremaps/issues/879, https://github.com/onthegomap/planetiler/issues/636
 */
