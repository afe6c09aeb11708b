/**
 * Projects, tools and organisations that work with Overture data, as the community
 * page lists them. Each entry says, in a sentence, what a reader can do with it.
 */

/** The tags a project can carry, with the label the filter shows. */
export const COMMUNITY_TAGS = {
  overture: 'By Overture',
  'data-access': 'Data access',
  mirror: 'Mirror',
  visualisation: 'Visualisation',
  tiles: 'Tiles',
  analysis: 'Analysis',
  python: 'Python',
  sql: 'SQL',
  javascript: 'JavaScript',
  desktop: 'Desktop GIS',
  editing: 'Map editing',
} as const;

export type CommunityTag = keyof typeof COMMUNITY_TAGS;

export interface CommunityProject {
  name: string;
  /** Where to start with it: its site, repository or listing (https), or this site's page about it. */
  url: string;
  /** What it does with Overture data, in one or two sentences. */
  description: string;
  tags: CommunityTag[];
  /** The page of this site that shows it in use, if there is one. */
  guide?: string;
}

export const COMMUNITY_PROJECTS: readonly CommunityProject[] = [
  {
    name: 'overturemaps (Python CLI)',
    url: 'https://github.com/OvertureMaps/overturemaps-py',
    description:
      'Downloads one Overture type for a bounding box as GeoJSON or GeoParquet, or hands it to Python as a pyarrow table or GeoDataFrame.',
    tags: ['overture', 'data-access', 'python'],
    guide: '/getting-data/overturemaps-py/',
  },
  {
    name: 'Overture Maps Explorer',
    url: 'https://explore.overturemaps.org',
    description:
      'A browser map of Overture data for looking features up and reading their properties before you download anything. Built with WebAssembly and geoarrow-rs.',
    tags: ['overture', 'visualisation'],
  },
  {
    name: 'Overture schema',
    url: 'https://github.com/OvertureMaps/schema',
    description:
      'The JSON Schema that defines every theme and type, with valid and invalid example features to test your own data against.',
    tags: ['overture'],
    guide: '/schema/',
  },
  {
    name: 'overture-tiles',
    url: 'https://github.com/OvertureMaps/overture-tiles',
    description:
      'The Planetiler profiles and AWS Batch setup that turn each release into one PMTiles archive per theme; run it to build archives of your own.',
    tags: ['overture', 'tiles'],
    guide: '/examples/overture-tiles/',
  },
  {
    name: 'Transportation splitter',
    url: 'https://github.com/OvertureMaps/transportation-splitter',
    description:
      'A PySpark tool that cuts transportation segments at their connectors, giving the simple edges a routing engine expects.',
    tags: ['overture', 'analysis', 'python'],
    guide: '/guides/transportation/',
  },
  {
    name: 'Overture Maps data on BigQuery',
    url: '/getting-data/data-mirrors/bigquery/',
    description:
      'The release as public BigQuery tables, one per type, in the bigquery-public-data.overture_maps dataset, part of Google Cloud’s public datasets and kept current by CARTO.',
    tags: ['mirror', 'sql'],
  },
  {
    name: 'CARTO on Snowflake',
    url: 'https://app.snowflake.com/marketplace/providers/GZT0ZKUCHE3/CARTO',
    description: 'Six Snowflake Marketplace listings by CARTO, one per theme, that you mount in your own account.',
    tags: ['mirror', 'sql'],
    guide: '/getting-data/data-mirrors/snowflake/',
  },
  {
    name: 'CARTO on Databricks',
    url: 'https://marketplace.databricks.com/?searchKey=CARTO&sortBy=date',
    description: 'Databricks Marketplace listings by CARTO, one per theme, kept in step with the latest release.',
    tags: ['mirror', 'sql'],
    guide: '/getting-data/data-mirrors/databricks/',
  },
  {
    name: 'CARTO',
    url: 'https://carto.com/spatial-data-catalog/browser',
    description:
      'A spatial analytics platform on top of your data warehouse: find Overture in its Spatial Data Catalog, then map and analyse it with Builder and Workflows.',
    tags: ['analysis', 'visualisation', 'sql'],
    guide: '/examples/CARTO/',
  },
  {
    name: 'Wherobots',
    url: 'https://wherobots.com',
    description:
      'Apache Sedona as a cloud service, with every Overture type as a ready table in its wherobots_open_data catalog.',
    tags: ['mirror', 'analysis', 'python', 'sql'],
    guide: '/examples/wherobots/',
  },
  {
    name: 'Wherobots Overture notebooks',
    url: 'https://github.com/wherobots/OvertureMaps',
    description: 'Notebooks that read and analyse Overture data with Apache Sedona, for Wherobots or your own Spark.',
    tags: ['analysis', 'python'],
  },
  {
    name: 'Fused',
    url: 'https://www.fused.io',
    description:
      'Serverless Python functions (UDFs) that return Overture features for the tiles of a map; its public Overture UDF takes a bounding box and a type.',
    tags: ['mirror', 'analysis', 'python'],
    guide: '/examples/fused/',
  },
  {
    name: 'Fused public UDFs',
    url: 'https://github.com/fusedio/udfs',
    description: 'The source of Fused’s public functions, the Overture example among them, to read or adapt.',
    tags: ['python'],
  },
  {
    name: 'Source Cooperative',
    url: 'https://source.coop/',
    description: 'A data-sharing service that hosts GeoParquet copies of Overture releases, which the Fused UDF reads.',
    tags: ['mirror', 'data-access'],
  },
  {
    name: 'DuckDB spatial',
    url: 'https://github.com/duckdblabs/duckdb_spatial',
    description:
      'The DuckDB extension behind most queries on this site: geometry functions and GDAL import and export, on top of DuckDB’s GeoParquet reading.',
    tags: ['data-access', 'analysis', 'sql'],
    guide: '/getting-data/duckdb/',
  },
  {
    name: 'Apache Sedona',
    url: 'https://sedona.apache.org',
    description: 'Spatial SQL and DataFrames for Spark and Flink; reads Overture’s GeoParquet straight from S3.',
    tags: ['analysis', 'python', 'sql'],
    guide: '/getting-data/sedona/',
  },
  {
    name: 'Lonboard',
    url: 'https://github.com/developmentseed/lonboard',
    description:
      'Fast WebGL maps in Jupyter for millions of features at once, fed directly from GeoPandas or Arrow tables.',
    tags: ['visualisation', 'python'],
    guide: '/examples/lonboard/',
  },
  {
    name: 'kepler.gl',
    url: 'https://kepler.gl/demo',
    description: 'A browser app that maps a GeoJSON or CSV file you drop into it, without uploading it anywhere.',
    tags: ['visualisation'],
    guide: '/examples/kepler-gl/',
  },
  {
    name: 'QGIS',
    url: 'https://qgis.org',
    description:
      'The open desktop GIS; built with a GDAL newer than 3.5, it opens Overture’s GeoParquet files directly.',
    tags: ['desktop', 'visualisation'],
    guide: '/examples/QGIS/',
  },
  {
    name: 'Rapid',
    url: 'https://rapideditor.org/edit',
    description: 'An OpenStreetMap editor that can show an Overture PMTiles archive as a layer to compare against.',
    tags: ['editing', 'tiles'],
    guide: '/examples/rapid/',
  },
  {
    name: 'MapLibre GL JS',
    url: 'https://maplibre.org',
    description: 'The open-source web map library that draws Overture’s vector tiles on this site.',
    tags: ['visualisation', 'tiles', 'javascript'],
    guide: '/examples/build-a-map/',
  },
  {
    name: 'PMTiles',
    url: 'https://github.com/protomaps/PMTiles',
    description:
      'The single-file tile archive format Overture publishes its tiles in, with readers for the browser and a CLI to inspect and extract archives.',
    tags: ['tiles', 'javascript'],
    guide: '/examples/overture-tiles/',
  },
  {
    name: 'PMTiles viewer',
    url: 'https://pmtiles.io',
    description: 'Opens any PMTiles archive by URL or file and shows its layers, metadata and tiles.',
    tags: ['tiles', 'visualisation'],
  },
  {
    name: 'Planetiler',
    url: 'https://github.com/onthegomap/planetiler',
    description: 'The Java tile generator overture-tiles is built on; it reads GeoParquet and writes PMTiles.',
    tags: ['tiles'],
  },
  {
    name: 'Tippecanoe',
    url: 'https://github.com/felt/tippecanoe',
    description: 'Builds vector tiles from GeoJSON; the quickest way to tile a city-sized extract of your own.',
    tags: ['tiles'],
    guide: '/examples/build-a-map/',
  },
  {
    name: 'GeoPandas',
    url: 'https://geopandas.org',
    description: 'Geographic DataFrames for Python; the overturemaps package and DuckDB both hand results to it.',
    tags: ['analysis', 'python'],
    guide: '/examples/pandas/',
  },
  {
    name: 'Daylight Map Distribution',
    url: 'https://daylightmap.org',
    description:
      'A quality-checked distribution of OpenStreetMap, with extra land and water layers, that Overture’s base theme draws on.',
    tags: ['data-access'],
  },
];
