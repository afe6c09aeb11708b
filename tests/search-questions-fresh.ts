import type {Judgement} from './search-judgements';

/**
 * Real readers' questions gathered after the held-out third of issue 42 had been scored and read: 48 more, every
 * one held out. Each was found and judged by a reader who had not tuned the ranking and ran no search on the site
 * (the site's pages, read as Markdown twins, were their only guide), from sources no earlier list used, asked
 * before 22 October 2025. They are scored once, with the other held-out questions, when the ranking work of a
 * round is done; nothing is tuned on them.
 */
const GATHERED: Omit<Judgement, 'heldOut'>[] = [
  // Other projects' trackers (issue threads of tools that read Overture data)
  {
    query: 'How can I update the release from release/2024-05-16-beta.0 to the latest one available?',
    pages: ['/getting-data/current-release/', '/release-calendar/'],
    section: 'the-stac-catalogue-release-and-schema',
    source: 'https://github.com/denironyx/overturemapsr/issues/10',
  },
  {
    query: "Posible argumento para overture_sf(): que filtre ademas de 'type' la categoria",
    pages: ['/guides/places/', '/schema/concepts/by-theme/places/', '/getting-data/duckdb/'],
    section: 'places-of-one-kind-in-a-box',
    source: 'https://github.com/jfulponi/overtureR/issues/2',
  },
  {
    query: 'Filter Overture Places data by confidence',
    pages: ['/guides/places/', '/schema/concepts/by-theme/places/', '/schema/reference/places/place/'],
    section: 'confidence-and-operating-status',
    anchor: 'confidence',
    source: 'https://github.com/facebook/Rapid/issues/1734',
  },
  {
    query: 'Use Overture POI Taxonomy to filter POIs',
    pages: ['/schema/concepts/by-theme/places/', '/guides/places/'],
    section: 'category-taxonomy',
    source: 'https://github.com/plan4better/goat/issues/3067',
  },
  {
    query: 'add an overture:latest and overture:<version> shortcut to download it',
    pages: ['/getting-data/current-release/', '/release-calendar/', '/getting-data/'],
    section: 'the-stac-catalogue-release-and-schema',
    source: 'https://github.com/onthegomap/planetiler/issues/552',
  },
  {
    query: 'Add support for downloading Overture Maps data',
    pages: ['/getting-data/overturemaps-py/', '/examples/pandas/', '/getting-data/'],
    section: 'use-it-from-python',
    source: 'https://github.com/opengeos/leafmap/issues/889',
  },
  {
    query: 'Add example using Overture? interesting to leverage through QGIS',
    pages: ['/examples/QGIS/', '/examples/build-a-map/'],
    source: 'https://github.com/mizmay/WebMapStarterKit/issues/3',
  },
  {
    query: 'allow reading GeoParquet files with WKB-encoded geometry but no metadata',
    pages: ['/blog/2023-11-14-alpha.0/', '/examples/pandas/'],
    section: 'all-themes-geoparquet',
    source: 'https://github.com/geopandas/geopandas/issues/2976',
  },
  {
    query: 'Overture Maps Schema support: what would it take for Martin to support that schema',
    pages: ['/examples/overture-tiles/', '/examples/build-a-map/'],
    section: 'the-published-archives',
    source: 'https://github.com/maplibre/martin/issues/785',
  },
  {
    query: 'download_overture_buildings Error: NoSuchKey for Specified Release Path',
    pages: ['/getting-data/troubleshooting/', '/release-calendar/', '/getting-data/overturemaps-py/'],
    section: 'filenotfounderror-overturemaps-us-west-2release',
    source: 'https://github.com/opengeos/geoai/issues/320',
  },
  {
    query: "Overture's January release is out",
    pages: ['/blog/2025/01/22/release-notes/', '/release-calendar/'],
    source: 'https://github.com/cholmes/qgis_plugin_gpq_downloader/issues/50',
  },
  {
    query: 'releases.json that Overture host: point the plugin to this json file and use latest version',
    pages: ['/getting-data/current-release/', '/release-calendar/'],
    section: 'two-lists-in-overturemapsdata',
    source: 'https://github.com/cholmes/qgis_plugin_gpq_downloader/issues/74',
  },
  {
    query: 'function for downloading roads and return a graph (with NetworkX or RustworkX)',
    pages: [
      '/schema/concepts/by-theme/transportation/shape-connectivity/',
      '/guides/transportation/',
      '/schema/concepts/by-theme/transportation/segments/',
    ],
    section: 'building-the-graph-in-sql',
    source: 'https://github.com/kraina-ai/overturemaestro/issues/10',
  },
  {
    query: 'function for downloading POIs with a default confidence score of 0.95',
    pages: ['/guides/places/', '/schema/concepts/by-theme/places/', '/schema/reference/places/place/'],
    section: 'confidence-and-operating-status',
    anchor: 'confidence',
    source: 'https://github.com/kraina-ai/overturemaestro/issues/37',
  },
  {
    query: 'DuckDB crashes when I try to create a geometry column from a binary with Overture Maps data',
    pages: ['/getting-data/troubleshooting/', '/getting-data/duckdb/'],
    section: 'no-function-matches--st_astextblob-or-st_geomfromwkbgeometry',
    source: 'https://github.com/duckdb/duckdb-spatial/issues/305',
  },
  // Forums, posts and tutorials off GitHub, in their writers' words (two kept in Italian and French)
  {
    query: 'extract enough Overture transportation data to perform useful local routing',
    pages: [
      '/schema/concepts/by-theme/transportation/shape-connectivity/',
      '/guides/transportation/',
      '/schema/concepts/by-theme/transportation/segments/',
    ],
    section: 'building-the-graph-in-sql',
    source: 'https://www.crunchydata.com/blog/vehicle-routing-with-postgis-and-overture-data',
  },
  {
    query: 'how partial reads of Parquet files works for spatial queries on the Overture Buildings table',
    pages: ['/getting-data/duckdb/', '/getting-data/'],
    section: 'make-queries-fast',
    source: 'https://dewey.dunnington.ca/post/2025/lazy-geoparquet-reading-in-sedonadb-duckdb-geopandas-and-gdal/',
  },
  {
    query: 'Exploring Overture’s Divisions and Hierarchies with GERS',
    pages: ['/guides/divisions/', '/blog/2025/06/25/getting-started-gers/', '/schema/reference/divisions/division/'],
    section: 'walk-down-the-hierarchy',
    anchor: 'hierarchies',
    source: 'https://labs.overturemaps.org/workshop/4-gers.html',
  },
  {
    query: 'Will Facebook have a “POI feedback” tool which goes straight into Overture and not into OSM?',
    pages: ['/faq/', '/community/'],
    section: 'report-a-wrong-feature',
    source: 'https://community.openstreetmap.org/t/overturemaps-org-big-businesses-osmf-alternative/6760',
  },
  {
    query: 'almost all of the data except places IS ODbL and requires attributing OpenStreetMap',
    pages: ['/attribution/', '/faq/'],
    section: 'licences-by-theme',
    source: 'https://news.ycombinator.com/item?id=40060142',
  },
  {
    query: 'How can I contribute to Overture data?',
    pages: ['/faq/', '/community/'],
    section: 'report-a-wrong-feature',
    source: 'https://overturemaps.org/about/faq/',
  },
  {
    query: 'how work scoped in Overture overlaps with OpenStreetMap',
    pages: ['/faq/'],
    section: 'overture-or-openstreetmap',
    source:
      'https://blog.openstreetmap.org/2022/12/22/views-from-the-openstreetmap-foundation-on-the-launch-of-overture/',
  },
  {
    query: 'new mapping initiative aimed at standardizing the API for open map data',
    pages: ['/faq/', '/schema/'],
    section: 'api-or-tiles',
    source: 'https://community.mojeek.com/t/overture-maps/486',
  },
  {
    query: 'OvertureMaps: cos’è e come si inserisce nell’ecosistema di OpenStreetMap?',
    pages: ['/faq/', '/'],
    section: 'overture-or-openstreetmap',
    source:
      'https://napo.medium.com/overturemaps-cosè-e-come-si-inserisce-nell-ecosistema-di-openstreetmap-70ce7ea057b3',
  },
  {
    query: 'Overture Maps Foundation : d’où obtiendront t-ils les données ?',
    pages: ['/attribution/'],
    section: 'licences-by-theme',
    source: 'https://veillecarto2-0.fr/2023/03/13/overture-maps-foundation-nouveau-maillon-de-la-cartographie-libre/',
  },
  {
    query: 'Building complete address coverage: how we brought every address in Mississippi together',
    pages: ['/attribution/', '/guides/addresses/'],
    section: 'address-sources-united-states',
    source:
      'https://overturemaps.org/blog/2025/building-complete-address-coverage-how-we-brought-every-address-in-mississippi-together',
  },
  // Overture's own trackers: threads no earlier list used
  {
    query: 'Ground elevation for building? Is this available in the building data set?',
    pages: ['/faq/'],
    section: 'elevation',
    source: 'https://github.com/OvertureMaps/data/issues/370',
  },
  {
    query: 'Duplicate places in wrong locations - is there a structured way for the user community to report',
    pages: ['/faq/', '/community/'],
    section: 'report-a-wrong-feature',
    source: 'https://github.com/OvertureMaps/data/issues/463',
  },
  {
    query: 'Configurable Timeouts when Using as a Library',
    pages: ['/getting-data/troubleshooting/', '/getting-data/overturemaps-py/'],
    section: 'aws-error-network_connection-during-getobject-operation-curlcode-28-timeout-was-reached',
    source: 'https://github.com/OvertureMaps/overturemaps-py/issues/44',
  },
  {
    query: 'overture_releases.yaml is not updated. Is there any other way to get this info programmatically?',
    pages: ['/getting-data/current-release/', '/release-calendar/'],
    section: 'the-stac-catalogue-release-and-schema',
    source: 'https://github.com/OvertureMaps/data/issues/393',
  },
  {
    query: 'Postal codes: mapping long and lat to postal codes and to higher order geographical locations',
    pages: ['/guides/addresses/', '/guides/divisions/'],
    section: 'street-number-postcode-and-address-levels',
    source: 'https://github.com/OvertureMaps/data/issues/131',
  },
  {
    query: 'No files found that match the pattern "s3://overturemaps-us-west-2/release/__OVERTURE_RELEASE',
    pages: ['/getting-data/troubleshooting/', '/release-calendar/'],
    section: 'no-files-found-that-match-the-pattern',
    source: 'https://github.com/OvertureMaps/docs/issues/161',
  },
  {
    query: 'Unclear interpretation of access restrictions: is access_type=allowed with its rules exhaustive',
    pages: [
      '/schema/concepts/by-theme/transportation/travel-modes/',
      '/schema/concepts/by-theme/transportation/roads/',
      '/schema/reference/transportation/segment/',
    ],
    section: 'access-combining-several-rules',
    source: 'https://github.com/OvertureMaps/data/issues/349',
  },
  {
    query: 'Places Data cant be downloaded as Points for integrating them to Esri ArcGISPro',
    pages: ['/getting-data/explorer/', '/getting-data/overturemaps-py/'],
    section: 'download-what-is-on-screen',
    source: 'https://github.com/OvertureMaps/explore-site/issues/178',
  },
  {
    query: 'Category definitions: Are the categories defined anywhere? Are the category names translated?',
    pages: ['/schema/concepts/by-theme/places/'],
    section: 'limits-and-gotchas',
    source: 'https://github.com/OvertureMaps/schema/issues/329',
  },
  {
    query: 'Missing `class` field in division schema declaration',
    pages: ['/schema/reference/divisions/division/', '/guides/divisions/'],
    anchor: 'class',
    source: 'https://github.com/OvertureMaps/schema/issues/297',
  },
  {
    query: 'leveraging spark to download overture data from S3. Sedona is incompatible with recent spark',
    pages: ['/examples/spark/', '/getting-data/sedona/'],
    section: 'read-a-type',
    source: 'https://github.com/OvertureMaps/docs/issues/155',
  },
  {
    query: 'Feature Request: Show or return the bounding box for the current viewport',
    pages: ['/getting-data/explorer/'],
    section: 'take-the-area-you-are-looking-at',
    source: 'https://github.com/OvertureMaps/explore-site/issues/156',
  },
  {
    query: 'Incorrect ML buildings: Some ML features were mistakenly classified as buildings',
    pages: ['/faq/', '/guides/buildings/'],
    section: 'report-a-wrong-feature',
    source: 'https://github.com/OvertureMaps/data/issues/384',
  },
  {
    query: "record_id = 'R3766655': the 'R' should not be capital and there is a @<version> after the id",
    pages: ['/guides/divisions/', '/gers/bridge-files/', '/faq/'],
    section: 'sources-and-licence',
    source: 'https://github.com/OvertureMaps/docs/issues/177',
  },
  {
    query: 'Arrow parquet library error "Nested data conversions not implemented for chunked array outputs"',
    pages: ['/getting-data/troubleshooting/', '/examples/pandas/'],
    section: 'nested-data-conversions-not-implemented-for-chunked-array-outputs',
    source: 'https://github.com/OvertureMaps/data/issues/488',
  },
  {
    query: 'Update Places Location: this location has been relocated, Places is not update',
    pages: ['/faq/', '/guides/places/'],
    section: 'report-a-wrong-feature',
    source: 'https://github.com/OvertureMaps/data/issues/408',
  },
  {
    query: 'duckdb example broken: "main_category" should be "primary_category"',
    pages: ['/getting-data/duckdb/', '/schema/reference/places/place/'],
    section: 'places-of-one-category-in-an-area',
    anchor: 'categories-primary',
    source: 'https://github.com/OvertureMaps/docs/issues/95',
  },
  {
    query: 'Source attribution from OSM: should source attribution follow from OSM?',
    pages: ['/faq/', '/attribution/'],
    section: 'openstreetmap-attribution',
    source: 'https://github.com/OvertureMaps/explore-site/issues/165',
  },
  {
    query: "where is route=ferry in overture, i can't see the route=ferry type in overture",
    pages: ['/guides/transportation/', '/schema/reference/transportation/segment/'],
    section: 'subtypes-classes-and-subclasses',
    source: 'https://github.com/OvertureMaps/data/issues/273',
  },
  {
    query: 'I find no data for the perspectives property in the theme=divisions, type=division_area dataset',
    pages: [
      '/guides/divisions/',
      '/schema/reference/divisions/division/',
      '/schema/reference/divisions/division_boundary/',
    ],
    section: 'disputed-borders-and-perspectives',
    source: 'https://github.com/OvertureMaps/data/issues/203',
  },
  {
    query: 'Features missing from Water? Why are these two OSM features not in the Water feature types',
    pages: ['/schema/reference/base/water/', '/schema/concepts/by-theme/base/', '/guides/base/'],
    anchor: 'geometry',
    source: 'https://github.com/OvertureMaps/docs/issues/168',
  },
  {
    query: 'curious about the maturity of the railway and water schemas (is the water schema related to ferry?)',
    pages: ['/guides/transportation/', '/schema/reference/transportation/segment/'],
    section: 'subtypes-classes-and-subclasses',
    source: 'https://github.com/OvertureMaps/schema/issues/335',
  },
];

export const FRESH_QUESTIONS: Judgement[] = GATHERED.map((question) => ({...question, heldOut: true}));
