import {normalizeTerm} from './text';

/**
 * The map-data words readers type for what the site calls by another name, each with the reason the two mean
 * the same. A reader's word finds the site's words as well as itself; such matches rank below the reader's own
 * words (ranking.ts), so a query whose words the site uses finds those first. General English goes through the
 * thesaurus the build makes from WordNet (indexing/thesaurus.ts); this table holds what WordNet does not know:
 * the words of other map datasets, of OpenStreetMap's tags, of GIS tools. Words are looked up as the index
 * stores them, normalised (see `normalizeTerm`); `npm run search:push` sends the table to Algolia as one-way synonyms.
 */
export interface VocabularyEntry {
  /** Words a reader types. */
  reader: readonly string[];
  /** What the site calls the same thing: words its pages use. */
  site: readonly string[];
  /** Why the reader's words mean the site's. */
  reason: string;
}

export const DOMAIN_VOCABULARY: readonly VocabularyEntry[] = [
  {
    reader: ['adm0'],
    site: ['country'],
    reason: 'GADM, geoBoundaries and the UN number administrative levels; ADM0 is the country',
  },
  {
    reader: ['adm1', 'state', 'province'],
    site: ['region'],
    reason: "ADM1 is a country's first subdivision (a US state, a Canadian province): the divisions theme's region",
  },
  {
    reader: ['adm2', 'district'],
    site: ['county'],
    reason: "ADM2 is the second level (a US county, a French département): the divisions theme's county",
  },
  {
    reader: ['adm3', 'adm4', 'municipality', 'city', 'town', 'village', 'settlement'],
    site: ['locality', 'localadmin'],
    reason: 'the divisions theme calls a populated place a locality, and the unit that governs it a localadmin',
  },
  {
    reader: ['suburb', 'quarter'],
    site: ['neighborhood', 'macrohood', 'borough'],
    reason: "a city's named parts are the divisions theme's neighborhoods, macrohoods and boroughs",
  },
  {
    reader: ['uk', 'britain'],
    site: ['kingdom', 'gb'],
    reason: "the UK is the United Kingdom, whose ISO 3166-1 code, the one the schema's country fields hold, is GB",
  },
  {
    reader: ['gadm', 'geoboundaries'],
    site: ['division', 'boundary'],
    reason: 'GADM and geoBoundaries are administrative boundary datasets: what the divisions theme holds',
  },
  {
    reader: ['border'],
    site: ['boundary'],
    reason: 'a border between countries or regions is a division_boundary feature',
  },
  {
    // `pois` keeps its s: the plural rule spares words ending in "is" (`basis`, `axis`).
    reader: ['poi', 'pois'],
    site: ['place'],
    reason: 'a POI (point of interest) is what the places theme holds',
  },
  {
    reader: ['business', 'shop', 'store', 'amenity', 'venue'],
    site: ['place', 'category'],
    reason: "businesses, shops and OpenStreetMap's amenity=* objects are places, told apart by category",
  },
  {
    reader: ['footprint', 'outline'],
    site: ['building'],
    reason: "building footprints is the usual name of building polygons (Microsoft's and Google's datasets use it)",
  },
  {
    reader: ['street', 'highway', 'motorway', 'freeway'],
    site: ['road', 'segment'],
    reason: "OpenStreetMap tags roads highway=*; the transportation theme's road segments carry them",
  },
  {
    reader: ['underground', 'underpass'],
    site: ['tunnel', 'level'],
    reason: 'the transportation theme marks what runs below ground with the is_tunnel flag and a level',
  },
  {
    reader: ['overpass', 'flyover', 'elevated'],
    site: ['bridge', 'level'],
    reason: 'the transportation theme marks what runs above the ground with the is_bridge flag and a level',
  },
  {
    reader: ['train', 'railway', 'railroad', 'railtrack', 'track'],
    site: ['rail'],
    reason: "railways are the transportation theme's rail segments",
  },
  {
    reader: ['metro', 'underground', 'tube'],
    site: ['subway'],
    reason: 'metro lines are the rail class subway',
  },
  {
    reader: ['osm'],
    site: ['openstreetmap'],
    reason: 'OSM is the short name of OpenStreetMap',
  },
  {
    reader: ['fsq'],
    site: ['foursquare'],
    reason: 'FSQ is the short name of Foursquare, a source of places',
  },
  {
    reader: ['uuid', 'guid'],
    site: ['id', 'gers'],
    reason: 'a GERS ID is written as a UUID',
  },
  {
    reader: ['cli'],
    site: ['command'],
    reason: 'the overturemaps package is used as a command (its CLI)',
  },
  {
    reader: ['parquet'],
    site: ['geoparquet'],
    reason: 'the release files are GeoParquet, Parquet with geometry metadata',
  },
  {
    reader: ['shp', 'shapefile'],
    site: ['gdal', 'geopackage'],
    reason: 'the docs write GIS files (GeoPackage) through GDAL, which writes a shapefile the same way',
  },
  {
    reader: ['clip', 'crop', 'cut', 'subset'],
    site: ['extract', 'bbox'],
    reason: 'cutting the data down to an area is what the docs call an extract, by bounding box',
  },
  {
    reader: ['geocode', 'geocoding', 'geocoder'],
    site: ['address'],
    reason: 'a geocoder turns addresses into points: the addresses theme is its data',
  },
  {
    reader: ['mph', 'kmh', 'kph'],
    site: ['speed', 'unit'],
    reason: 'speed limits carry their unit, mph or km/h',
  },
  {
    reader: ['free', 'commercial'],
    site: ['licence', 'license'],
    reason: 'whether the data may be used for free, or commercially, is a question of its licences',
  },
  {
    reader: ['price', 'pricing', 'bill', 'billing', 'expensive'],
    site: ['cost'],
    reason: 'what a cloud service bills for a query is its cost',
  },
  {
    reader: ['update', 'refresh', 'version', 'snapshot'],
    site: ['release'],
    reason: 'Overture updates its data by publishing releases',
  },
  {
    reader: ['often', 'frequency', 'cadence'],
    site: ['schedule', 'calendar', 'monthly'],
    reason: 'how often data changes is the release calendar',
  },
  {
    reader: ['latest', 'newest', 'recent'],
    site: ['current'],
    reason: 'the newest release is what the site calls the current release',
  },
  {
    reader: ['big', 'large', 'disk', 'storage', 'gigabyte', 'terabyte'],
    site: ['size', 'space'],
    reason: 'how big the data is is its size on disk',
  },
  {
    reader: ['subscribe', 'notify', 'notification', 'newsletter', 'alert'],
    site: ['feed', 'rss'],
    reason: 'readers ask to be told of each new release and post: the blog publishes feeds for feed readers',
  },
  {
    reader: ['make', 'create'],
    site: ['build'],
    reason: 'the examples say build for making a map or a file',
  },
  {
    reader: ['crs', 'projection', 'srid', 'epsg'],
    site: ['wgs'],
    reason:
      'a coordinate reference system (CRS, SRID, EPSG code) is asked for; Overture publishes WGS 84 longitude and latitude',
  },
  {
    reader: ['floorspace', 'gfa'],
    site: ['floor', 'area'],
    reason: 'floor space (gross floor area, GFA, in planning) is what the buildings guide works out as floor area',
  },
  {
    reader: ['match', 'join', 'conflate', 'conflation'],
    site: ['gers', 'bridge'],
    reason: 'matching other data to Overture is done through GERS IDs and the bridge files',
  },
];

const BY_WORD = new Map<string, string[]>();
for (const {reader, site} of DOMAIN_VOCABULARY) {
  for (const word of reader.map(normalizeTerm)) {
    BY_WORD.set(word, [...new Set([...(BY_WORD.get(word) ?? []), ...site.map(normalizeTerm)])]);
  }
}

/** The site's words for a reader's word (a normalised term), from the domain vocabulary; none for most words. */
export function siteWordsFor(term: string): readonly string[] {
  return BY_WORD.get(term) ?? [];
}
