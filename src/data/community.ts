import type {Theme} from './licences';

/**
 * Work that people outside Overture made with its data: tutorials, articles, libraries,
 * maps and datasets, as the community page lists them. Overture's own tools and partners'
 * products are not listed here; the getting-data and example pages cover them.
 *
 * Each description is ours, says only what we could confirm about the project, and never
 * repeats the project's own sentences. tests/unit/community-data.test.ts checks every entry.
 */

/** What a project is, with the label the filter shows. */
export const PROJECT_KINDS = {
  tutorial: 'Tutorial',
  article: 'Article',
  library: 'Library or tool',
  map: 'Map or demo',
  dataset: 'Dataset',
  docs: 'Docs and translation',
} as const;

export type ProjectKind = keyof typeof PROJECT_KINDS;

/** A person or an organisation, with a link where they gave one. */
export interface Credit {
  name: string;
  url?: string;
}

/** Someone credited for a project, and the organisation they made it with, if any. */
export interface Creator extends Credit {
  affiliation?: Credit;
}

export interface CommunityProject {
  /** The project's own title; text between backticks is code. */
  title: string;
  url: string;
  creators: readonly Creator[];
  /** The month of the Overture data release the project used, `YYYY-MM`. */
  month: string;
  kind: ProjectKind;
  /** One or two sentences of our own on what a reader finds there. */
  description: string;
  /** The Overture themes it works with, where that is clear. */
  themes?: readonly Theme[];
  /** The tools, languages and formats it is about, where that is clear. */
  tools?: readonly string[];
  /** A page of this site that shows related use. */
  guide?: {href: string; label: string};
}

/** Overture's first public release (2023-07-26-alpha.0): no project can use older data. */
export const FIRST_RELEASE_MONTH = '2023-07';

const person = (name: string, url?: string, affiliation?: Credit): Creator => ({
  name,
  ...(url && {url}),
  ...(affiliation && {affiliation}),
});
const org = (name: string, url?: string): Credit => ({name, ...(url && {url})});

/** In the order they were added, newest first; a new project goes at the top. */
export const COMMUNITY_PROJECTS: readonly CommunityProject[] = [
  {
    title: 'city2graph: A Python package to construct a morphological Graph from Overture Maps',
    url: 'https://city2graph.net/examples/morphological_graph_from_overturemaps.html',
    creators: [
      person('Yuta Sato', 'https://www.linkedin.com/in/yuta-sato-633750161/', org('Geographic Data Science Lab')),
    ],
    month: '2025-07',
    kind: 'tutorial',
    description:
      'A worked notebook for the city2graph Python package: it loads building footprints and road segments for central Liverpool, divides the space around the buildings into cells, and links buildings and streets into one graph that PyTorch Geometric can take.',
    themes: ['buildings', 'transportation'],
    tools: ['Python', 'city2graph', 'GeoPandas', 'PyTorch Geometric'],
  },
  {
    title: 'Enrich Your Dataset With GERS and Create a Tile Server',
    url: 'https://docs.fused.io/blog/overture-tiles/',
    creators: [person('Plinio Guzman', undefined, org('Fused')), person('Jennings Anderson', undefined, org('Meta'))],
    month: '2024-09',
    kind: 'tutorial',
    description:
      'A post on the Fused blog about two jobs: attaching Overture’s GERS IDs to a dataset of your own, then serving the result as map tiles.',
    tools: ['GERS', 'vector tiles', 'Fused'],
    guide: {href: '/gers/', label: 'GERS'},
  },
  {
    title: 'AI-Extracted Asian Building Footprints',
    url: 'https://tech.marksblogg.com/asian-building-footprints-from-google-maps.html',
    creators: [person('Mark Litwintschik', 'https://www.linkedin.com/in/marklitwintschik/')],
    month: '2024-08',
    kind: 'article',
    description:
      'Mark Litwintschik takes apart CLSM, a set of some 281 million building outlines that an AI model traced from imagery of 2,897 East Asian cities, converting and inspecting it with Python and DuckDB.',
    themes: ['buildings'],
    tools: ['DuckDB', 'Python'],
  },
  {
    title: 'PostGIS Meets DuckDB: Crunchy Bridge for Analytics Goes Spatial',
    url: 'https://www.crunchydata.com/blog/postgis-meets-duckdb-crunchy-bridge-for-analytics-goes-spatial',
    creators: [person('Mark Slot', undefined, org('Crunchy Data', 'https://www.crunchydata.com/'))],
    month: '2024-08',
    kind: 'article',
    description:
      'A Crunchy Data blog post announcing spatial support in Crunchy Bridge for Analytics, the company’s Postgres service that brings PostGIS and DuckDB together.',
    tools: ['PostGIS', 'DuckDB', 'PostgreSQL'],
  },
  {
    title: 'Overture Maps GPT',
    url: 'https://chatgpt.com/g/g-onSLtzQQB-overture-maps-gpt',
    creators: [person('Volodymyr Bilonenko', undefined, org('Vay', 'https://vay.io/'))],
    month: '2024-08',
    kind: 'library',
    description: 'A custom assistant on ChatGPT, made by Volodymyr Bilonenko, to ask questions about Overture data.',
    tools: ['ChatGPT'],
  },
  {
    title: 'Fetch Overture: a Node.js Data Downloader',
    url: 'https://github.com/Krizz/fetch_overture',
    creators: [person('Kristjan', 'https://github.com/Krizz')],
    month: '2024-08',
    kind: 'library',
    description:
      'A command-line tool you run with npx: name a place, or give a division ID, and it saves that area’s features of any Overture theme and type as GeoJSON or GeoParquet.',
    tools: ['Node.js', 'JavaScript', 'GeoParquet'],
    guide: {href: '/getting-data/', label: 'Getting data'},
  },
  {
    title: 'Translation of Overture Documentation to Traditional Chinese (zh-Hant)',
    url: 'https://overture-maps-docs.vercel.app/zh-Hant',
    creators: [person('Each Chen', 'https://github.com/iach526526')],
    month: '2024-07',
    kind: 'docs',
    description:
      'A copy of the Overture documentation site with its pages translated into Traditional Chinese by Each Chen.',
  },
  {
    title: 'Using Vector Embeddings to Resolve Duplicates in Place/Venue Datasets',
    url: 'https://whosonfirst.org/blog/2024/08/16/dedupe/',
    creators: [person('Aaron Straup Cope', 'https://github.com/thisisaaronland')],
    month: '2024-07',
    kind: 'article',
    description:
      'Aaron Straup Cope uses text embeddings from language models to spot duplicate venues in Who’s On First. The work retired about 45,000 duplicates and matched over 100,000 venues to Overture places; the code is in the go-dedupe package.',
    themes: ['places'],
    tools: ['vector embeddings', 'Who’s On First'],
  },
  {
    title: 'overtureR: Load Overture Datasets as `dbplyr` and `sf`-Ready Data Frames',
    url: 'https://github.com/arthurgailes/overtureR',
    creators: [person('Arthur Gailes', 'https://github.com/arthurgailes/')],
    month: '2024-07',
    kind: 'library',
    description:
      'An R package, published on CRAN, that opens Overture data as lazy tables backed by DuckDB: you filter them with dplyr verbs and only then collect the rows as sf data frames.',
    tools: ['R', 'DuckDB', 'dbplyr', 'sf'],
  },
  {
    title: 'Generate Vector Tiles from Open Map Data with PostGIS and Supabase',
    url: 'https://supabase.com/blog/postgis-generate-vector-tiles',
    creators: [person('Brandon Liu', 'https://x.com/bdon'), person('Thor Schaeff', 'https://x.com/thorwebdev')],
    month: '2024-06',
    kind: 'tutorial',
    description:
      'A tutorial that downloads Overture places in Singapore with the overturemaps command-line tool, converts them to SQL with GDAL for a Supabase Postgres database, and draws them in MapLibre GL JS from vector tiles PostGIS builds on request.',
    themes: ['places'],
    tools: ['PostGIS', 'Supabase', 'GDAL', 'MapLibre'],
    guide: {href: '/examples/build-a-map/', label: 'Build a map'},
  },
  {
    title: 'Using DuckDB to Map Overture GERS IDs to US Census FIPS Codes',
    url: 'https://www.dbreunig.com/2024/06/25/using-duckdb-spatial-joins-to-map-overture-gers-ids-to-us-census-fips-codes.html',
    creators: [person('Drew Breunig')],
    month: '2024-06',
    kind: 'tutorial',
    description:
      'Drew Breunig joins Overture buildings to US Census block groups with a spatial join in DuckDB, so that every building’s GERS ID gains the FIPS code of the block group it stands in.',
    themes: ['buildings'],
    tools: ['DuckDB', 'GERS', 'US Census'],
    guide: {href: '/gers/', label: 'GERS'},
  },
  {
    title: 'Overture Maps R Library',
    url: 'https://github.com/denironyx/overturemapsr',
    creators: [person('Dennis Irorere')],
    month: '2024-05',
    kind: 'library',
    description:
      'The overturemapsr package for R, installable from CRAN: it fetches Overture data for an area from S3 through arrow and hands it back as sf objects ready for spatial analysis.',
    tools: ['R', 'arrow', 'sf'],
  },
  {
    title: 'Getting and Visualizing Overture Maps Buildings Data in R',
    url: 'https://walker-data.com/posts/overture-buildings/',
    creators: [person('Kyle Walker')],
    month: '2024-05',
    kind: 'tutorial',
    description:
      'Kyle Walker reads Overture building footprints into R straight from Overture’s S3 bucket with the arrow package, keeps those in an area of interest, and maps them.',
    themes: ['buildings'],
    tools: ['R', 'arrow', 'sf'],
    guide: {href: '/guides/buildings/', label: 'Buildings guide'},
  },
  {
    title: 'Exploring Overture Map Data: a Qualitative and Quantitative Analysis',
    url: 'https://www.openstreetmap.org/user/Kshitijraj%20Sharma/diary',
    creators: [
      person('Kshitij Raj Sharma', 'https://github.com/kshitijrajsharma', org('Humanitarian Open Street Map')),
    ],
    month: '2024-05',
    kind: 'article',
    description:
      'An entry in Kshitij Raj Sharma’s OpenStreetMap diary that looks at Overture data both by inspection and by the numbers.',
  },
  {
    title: 'Using the Overture Maps Python Library With Lonboard',
    url: 'https://developmentseed.org/lonboard/latest/examples/overture-maps/',
    creators: [person('Kyle Barron', undefined, org('Development Seed'))],
    month: '2024-04',
    kind: 'tutorial',
    description:
      'An example notebook from Lonboard’s documentation: it fetches the buildings of Manhattan with the overturemaps package and draws them in 3D, coloured by height on a log scale.',
    themes: ['buildings'],
    tools: ['Python', 'Lonboard', 'Jupyter'],
    guide: {href: '/examples/lonboard/', label: 'Lonboard example'},
  },
  {
    title: 'Overture Maps Data in Big Query and Snowflake: How to Use it With Carto',
    url: 'https://carto.com/blog/overture-maps-data-now-on-the-cloud-use-it-with-carto',
    creators: [
      person('Javier de la Torre', undefined, org('Carto')),
      person('Helen McKenzie', undefined, org('Carto')),
    ],
    month: '2024-04',
    kind: 'tutorial',
    description:
      'A post on CARTO’s blog about reaching Overture data in the BigQuery and Snowflake data warehouses and working with it in CARTO.',
    tools: ['BigQuery', 'Snowflake', 'CARTO'],
    guide: {href: '/examples/CARTO/', label: 'CARTO example'},
  },
  {
    title: 'Making Overture Maps Data More Efficient With GeoParquet and Apache Sedona',
    url: 'https://wherobots.com/overture-maps-data-cloud-native-geoparquet-apache-sedona/',
    creators: [
      person('Feng Jiang', undefined, org('Microsoft')),
      person('Jia Yu', undefined, org('Wherobots')),
      person('William Lyon', undefined, org('Wherobots')),
    ],
    month: '2024-04',
    kind: 'article',
    description:
      'An article on the Wherobots blog about making Overture data more efficient to work with by means of GeoParquet and Apache Sedona.',
    tools: ['Apache Sedona', 'GeoParquet'],
    guide: {href: '/getting-data/sedona/', label: 'Apache Sedona'},
  },
  {
    title: 'Overture Maps Downloader',
    url: 'https://pypi.org/project/overturemapsdownloader/',
    creators: [person('Youssef Harby')],
    month: '2024-04',
    kind: 'library',
    description:
      'A Python package on PyPI for downloading Overture data and converting it with DuckDB, Dask and GDAL. Its repository also holds a browser app that queries the GeoParquet files with DuckDB-WASM.',
    tools: ['Python', 'DuckDB', 'Dask', 'GDAL'],
  },
  {
    title: 'Exploring Overture Buildings in Fused',
    url: 'https://docs.fused.io/basics/tutorials/overture/',
    creators: [person('Fused.io team', 'https://www.fused.io/')],
    month: '2024-03',
    kind: 'tutorial',
    description: 'A tutorial in Fused’s own documentation on exploring Overture building footprints with Fused.',
    themes: ['buildings'],
    tools: ['Fused', 'Python'],
    guide: {href: '/examples/fused/', label: 'Fused example'},
  },
  {
    title: 'Go Cloud Native! Overture GeoParquet, From Object Store to Feature Layer via Online Notebook',
    url: 'https://community.esri.com/t5/arcgis-data-interoperability-blog/go-cloud-native-overture-geoparquet-from-object/ba-p/1371965',
    creators: [person('Bruce Harold', undefined, org('Esri'))],
    month: '2024-01',
    kind: 'tutorial',
    description:
      'Bruce Harold copies Overture places for London from GeoParquet on S3 into a hosted ArcGIS Online layer with a notebook, moving addresses, brands, websites, phone numbers, social links and sources into related tables.',
    themes: ['places'],
    tools: ['ArcGIS Online', 'Python', 'GeoParquet'],
    guide: {href: '/guides/places/', label: 'Places guide'},
  },
  {
    title: 'Getting Overture Maps Data Into PostGIS',
    url: 'https://python.plainenglish.io/downloading-overture-map-foundations-buildings-data-using-apache-sedona-with-docker-python-and-473f5175f241',
    creators: [person('Pavlos Demetriades')],
    month: '2024-01',
    kind: 'tutorial',
    description:
      'Pavlos Demetriades downloads Overture building data with Apache Sedona, run in Docker from Python, and loads it into a PostGIS database.',
    themes: ['buildings'],
    tools: ['Apache Sedona', 'Docker', 'Python', 'PostGIS'],
    guide: {href: '/getting-data/sedona/', label: 'Apache Sedona'},
  },
  {
    title: 'Tokyo Walking Guide Tour',
    url: 'https://tech.marksblogg.com/tokyo-walking-tour-guide.html',
    creators: [person('Mark Litwintschik', undefined, org('Consultant'))],
    month: '2024-01',
    kind: 'article',
    description: 'A post on Mark Litwintschik’s technical blog that puts together a walking tour of Tokyo.',
  },
  {
    title: 'Planetiler Overture Demo',
    url: 'https://msbarry.github.io/planetiler-overture-demo/#13.99/42.35625/-71.06989',
    creators: [person('Michael Barry')],
    month: '2023-12',
    kind: 'map',
    description:
      'A web map of vector tiles that Planetiler built from an Overture release with an experimental Overture profile, which flattens nested attributes such as names so MapLibre can use them. The link opens on Boston.',
    tools: ['Planetiler', 'vector tiles', 'MapLibre'],
    guide: {href: '/examples/overture-tiles/', label: 'Overture tiles'},
  },
  {
    title: 'Mapping the Future: How Overture Transportation Network Data Model Enhances Geospatial Applications',
    url: 'https://engineering.tomtom.com/overture-transportation-network-linear-referencing/',
    creators: [person('Siavash Shakeri', undefined, org('TomTom'))],
    month: '2023-11',
    kind: 'article',
    description:
      'Siavash Shakeri compares how OpenStreetMap and Overture model roads: OpenStreetMap splits a road wherever an attribute changes, while Overture keeps longer segments and places attributes along them by linear referencing.',
    themes: ['transportation'],
    tools: ['linear referencing', 'OpenStreetMap'],
    guide: {href: '/guides/transportation/', label: 'Transportation guide'},
  },
  {
    title: 'How to Query Overture Maps Data in ArcGIS Pro With DuckDB',
    url: 'https://www.spatialnode.net/articles/how-to-query-overture-maps-foundation-data-in-arcgis-pro-with-duck-dbc094f9',
    creators: [person('Emmanuel Jolaiya Ayodele')],
    month: '2023-11',
    kind: 'tutorial',
    description:
      'An article on Spatialnode by Emmanuel Jolaiya Ayodele about reading Overture data from inside ArcGIS Pro, with DuckDB doing the querying.',
    tools: ['ArcGIS Pro', 'DuckDB'],
    guide: {href: '/getting-data/duckdb/', label: 'DuckDB'},
  },
  {
    title: "Overture's Global Geospatial Datasets",
    url: 'https://tech.marksblogg.com/overture-gis-data.html',
    creators: [person('Mark Litwintschik', undefined, org('Consultant'))],
    month: '2023-11',
    kind: 'article',
    description:
      'Mark Litwintschik’s first look, on his technical blog, at the data Overture publishes for the whole world.',
  },
  {
    title: 'Enriching Overture Data With GERS',
    url: 'https://www.esri.com/arcgis-blog/products/arcgis-online/mapping/enriching-overture-data-with-gers/',
    creators: [person('Deane Kensok', undefined, org('Esri'))],
    month: '2023-10',
    kind: 'article',
    description:
      'A post on the ArcGIS Blog by Deane Kensok on using GERS IDs to add information from other datasets to Overture features.',
    tools: ['GERS', 'ArcGIS'],
    guide: {href: '/gers/', label: 'GERS'},
  },
  {
    title: 'Creating Map Tiles From Overture Data',
    url: 'https://github.com/bdon/overture-tiles',
    creators: [person('Brandon Liu', undefined, org('Protomaps', 'https://protomaps.com/'))],
    month: '2023-10',
    kind: 'library',
    description: 'Brandon Liu’s GitHub repository of code for making map tiles out of Overture data.',
    tools: ['vector tiles'],
    guide: {href: '/examples/overture-tiles/', label: 'Overture tiles'},
  },
  {
    title: 'A Workflow for Using Overture Places Data in OSM',
    url: 'https://www.openstreetmap.org/user/mikelmaron/diary/402600',
    creators: [person('Mikel Maron', undefined, org('Earth Genome', 'https://www.earthgenome.org/'))],
    month: '2023-10',
    kind: 'article',
    description:
      'Mikel Maron proposes in his OpenStreetMap diary how mappers could use Overture places: choose an area, keep the places above a confidence level in the categories you care about, and review them beside OpenStreetMap before editing.',
    themes: ['places'],
    tools: ['OpenStreetMap'],
    guide: {href: '/guides/places/', label: 'Places guide'},
  },
  {
    title: 'Using Overture Maps Data in GeoAnalytics Engine',
    url: 'https://community.esri.com/t5/geoanalytics-engine-blog/using-overture-maps-data-in-geoanalytics-engine/ba-p/1341493',
    creators: [person('Sarah Battersby', undefined, org('Esri'))],
    month: '2023-10',
    kind: 'tutorial',
    description:
      'A post on Esri’s community blog by Sarah Battersby about working with Overture data in ArcGIS GeoAnalytics Engine.',
    tools: ['ArcGIS GeoAnalytics Engine'],
  },
  {
    title: 'Tools for Working With Open Building Datasets',
    url: 'https://open.gishub.org/open-buildings/',
    creators: [person('Chris Holmes', undefined, org('Radiant Earth'))],
    month: '2023-10',
    kind: 'library',
    description:
      'The open-buildings command-line tool: give it a GeoJSON area and it pulls the Overture or Google building footprints inside it from GeoParquet files on Source Cooperative, using DuckDB, and saves them as GeoPackage, FlatGeobuf, Shapefile, GeoJSON or GeoParquet.',
    themes: ['buildings'],
    tools: ['Python', 'DuckDB', 'GeoParquet'],
  },
  {
    title: "Let's Explore Overture Maps",
    url: 'https://medium.com/@singh.tanya3298/lets-explore-overture-maps-3209c25d6c97',
    creators: [person('Tanya Singh', undefined, org('unicube geospatial solutions'))],
    month: '2023-10',
    kind: 'article',
    description: 'A Medium post by Tanya Singh that walks through Overture Maps and the data it publishes.',
  },
  {
    title: 'Importing Overture Maps Data Into Neo4j',
    url: 'https://lyonwj.com/blog/importing-overture-maps-neo4j-aws-athena-spatial-sql-query',
    creators: [person('William Lyon', undefined, org('Wherobots'))],
    month: '2023-07',
    kind: 'tutorial',
    description:
      'William Lyon selects Overture data with spatial SQL in Amazon Athena and imports the result into Neo4j, a graph database.',
    tools: ['Amazon Athena', 'SQL', 'Neo4j'],
    guide: {href: '/getting-data/athena-aws/', label: 'Amazon Athena'},
  },
  {
    title: 'Overture Maps Data for Japan',
    url: 'https://shi-works.github.io/Overture-Maps-Data-for-GIS/#16.18/35.680945/139.767552/-12.7/60',
    creators: [person('@shi_works', 'https://twitter.com/shi__works')],
    month: '2023-07',
    kind: 'map',
    description:
      'A web map of Overture data for Japan that opens on central Tokyo. The same project publishes Japan’s Overture buildings and places as GeoParquet and PMTiles files.',
    themes: ['buildings', 'places'],
    tools: ['PMTiles', 'GeoParquet'],
  },
  {
    title: 'Overture Places Quality Analysis',
    url: 'https://observablehq.com/d/9847c08c46f56ed6',
    creators: [person('Willie Marcel', undefined, org('Development Seed', 'https://developmentseed.org/'))],
    month: '2023-07',
    kind: 'article',
    description:
      'An Observable notebook by Willie Marcel of Development Seed that assesses the quality of Overture places.',
    themes: ['places'],
    tools: ['Observable'],
  },
  {
    title: "Harnessing Overture Maps Data: Apache Sedona's Journey From Parquet to GeoParquet",
    url: 'https://medium.com/@dr.jiayu/harnessing-overture-maps-data-apache-sedonas-journey-from-parquet-to-geoparquet-d99f7767a499',
    creators: [person('Jia Yu', undefined, org('Wherobots'))],
    month: '2023-07',
    kind: 'article',
    description:
      'Jia Yu writes on Medium about working with Overture data in Apache Sedona, and about the project’s move from Parquet to GeoParquet.',
    tools: ['Apache Sedona', 'GeoParquet'],
    guide: {href: '/getting-data/sedona/', label: 'Apache Sedona'},
  },
  {
    title: 'Overture Cheat Sheet, work in progress',
    url: 'https://www.postholer.com/articles/Overature-Cheat-Sheet',
    creators: [person('Scott Parks', undefined, org('postholer.com', 'https://www.postholer.com/'))],
    month: '2023-07',
    kind: 'docs',
    description:
      'A quick-reference page for working with Overture data, kept by Scott Parks on postholer.com and still being written.',
  },
  {
    title: "Accessing Overture Maps' Global Dataset Using Athena (AWS)",
    url: 'https://feyeandal.me/blog/access_overture_data_using_athena',
    creators: [person('Feye Andal', undefined, org('Humanitarian OpenStreetMap Team', 'https://www.hotosm.org/'))],
    month: '2023-07',
    kind: 'tutorial',
    description: 'A post on Feye Andal’s blog about reaching Overture’s global data with Amazon Athena on AWS.',
    tools: ['Amazon Athena', 'SQL'],
    guide: {href: '/getting-data/athena-aws/', label: 'Amazon Athena'},
  },
  {
    title: 'Exploring the Overture Maps Places Data Using DuckDB, sqlite-utils and Datasette',
    url: 'https://til.simonwillison.net/overture-maps/overture-maps-parquet',
    creators: [person('Simon Willison', undefined, org('Datasette', 'https://datasette.io/'))],
    month: '2023-07',
    kind: 'tutorial',
    description:
      'Simon Willison’s notes on Overture’s first places data: he counts its roughly 59 million places with DuckDB, keeps those around Half Moon Bay, California, and loads them into SQLite to browse on a map in Datasette.',
    themes: ['places'],
    tools: ['DuckDB', 'SQLite', 'Datasette'],
    guide: {href: '/getting-data/duckdb/', label: 'DuckDB'},
  },
  {
    title: 'Overture Buildings and Places (Cloud-Native Geo Experiments)',
    url: 'https://beta.source.coop/repositories/cholmes/overture/description/',
    creators: [person('Chris Holmes', undefined, org('Radiant Earth'))],
    month: '2023-07',
    kind: 'dataset',
    description:
      'Chris Holmes’s repository on Source Cooperative, where he publishes Overture buildings and places as GeoParquet files while trying out cloud-native ways to share them.',
    themes: ['buildings', 'places'],
    tools: ['GeoParquet', 'Source Cooperative'],
  },
];

/**
 * Newest data release first; projects of one month keep the order they were added in. Months are `YYYY-MM`, so
 * comparing code units sorts them, without `localeCompare`'s collator (src/framework/icu-free-hydration/).
 */
export const PROJECTS_NEWEST_FIRST: readonly CommunityProject[] = [...COMMUNITY_PROJECTS].sort((a, b) =>
  a.month === b.month ? 0 : a.month < b.month ? 1 : -1,
);
