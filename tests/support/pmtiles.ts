import type {Feature, FeatureCollection, Position} from 'geojson';
import {gzipSync} from 'node:zlib';
import {fromGeojsonVt} from '@maplibre/vt-pbf';
import {zxyToTileId} from 'pmtiles';

/**
 * A small PMTiles v3 archive of Mapbox Vector Tiles, made from GeoJSON layers, for the
 * browser tests: the map component reads it as it would read Overture's archives.
 * The `pmtiles` package reads archives but does not write them; this writes the
 * subset of the format a reader needs (one root directory, gzip tiles, no leaves).
 */
export interface ArchiveOptions {
  /** The one zoom level tiles are cut at; maps zoomed further in scale them up. */
  zoom: number;
  center: [number, number];
}

const HEADER_BYTES = 127;
const COMPRESSION_NONE = 1;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
}

/** A directory as the spec lays it out: counts, then ids, run lengths, lengths and offsets, column by column. */
function directory(entries: Entry[]): Buffer {
  const out: number[] = [];
  varint(entries.length, out);
  entries.forEach((entry, i) => varint(entry.tileId - (i > 0 ? entries[i - 1].tileId : 0), out));
  entries.forEach(() => varint(1, out));
  entries.forEach((entry) => varint(entry.length, out));
  entries.forEach((entry, i) => {
    const follows = i > 0 && entry.offset === entries[i - 1].offset + entries[i - 1].length;
    varint(follows ? 0 : entry.offset + 1, out);
  });
  return Buffer.from(out);
}

const EXTENT = 4096;

/** Web Mercator position of a point, in tiles of zoom `z` (the integer part names the tile). */
const lon2x = (lon: number, z: number): number => ((lon + 180) / 360) * 2 ** z;
const lat2y = (lat: number, z: number): number => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
};

const GEOMETRY_TYPES: Record<string, 1 | 2 | 3> = {Point: 1, LineString: 2, Polygon: 3};

/**
 * A feature in tile `z/x/y` as the vector tile encoder takes it: a type and rings of
 * points in tile units. Points outside the tile are kept; renderers clip them.
 */
function tileFeature(feature: Feature, z: number, x: number, y: number) {
  const {geometry} = feature;
  if (!(geometry.type in GEOMETRY_TYPES) || !('coordinates' in geometry)) {
    throw new Error(`The test archive takes points, lines and polygons, not ${geometry.type}`);
  }
  const toTile = ([lon, lat]: Position): [number, number] => [
    Math.round((lon2x(lon, z) - x) * EXTENT),
    Math.round((lat2y(lat, z) - y) * EXTENT),
  ];
  const rings: Position[][] =
    geometry.type === 'Point'
      ? [[geometry.coordinates as Position]]
      : geometry.type === 'LineString'
        ? [geometry.coordinates as Position[]]
        : (geometry.coordinates as Position[][]);
  return {
    type: GEOMETRY_TYPES[geometry.type],
    geometry: rings.map((ring) => ring.map(toTile)),
    tags: feature.properties ?? {},
  };
}

function bounds(layers: Record<string, FeatureCollection>): [number, number, number, number] {
  const points: number[][] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') points.push(value as number[]);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  for (const collection of Object.values(layers)) {
    for (const feature of collection.features) {
      if (feature.geometry && 'coordinates' in feature.geometry) walk(feature.geometry.coordinates);
    }
  }
  if (points.length === 0) throw new Error('A test archive needs at least one feature.');
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export function writeArchive(layers: Record<string, FeatureCollection>, {zoom, center}: ArchiveOptions): Buffer {
  const [west, south, east, north] = bounds(layers);
  const tiles: {tileId: number; data: Buffer}[] = [];
  // Every feature goes into each tile its layer's extent touches: enough for small test areas.
  for (let x = Math.floor(lon2x(west, zoom)); x <= Math.floor(lon2x(east, zoom)); x++) {
    for (let y = Math.floor(lat2y(north, zoom)); y <= Math.floor(lat2y(south, zoom)); y++) {
      const filled = Object.fromEntries(
        Object.entries(layers)
          .filter(([, collection]) => collection.features.length > 0)
          .map(([name, collection]) => [
            name,
            {features: collection.features.map((feature) => tileFeature(feature, zoom, x, y))},
          ]),
      );
      if (Object.keys(filled).length === 0) continue;
      const encoded = fromGeojsonVt(filled as unknown as Parameters<typeof fromGeojsonVt>[0], {
        version: 2,
        extent: EXTENT,
      });
      tiles.push({tileId: zxyToTileId(zoom, x, y), data: gzipSync(encoded)});
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);

  let offset = 0;
  const entries = tiles.map(({tileId, data}) => {
    const entry = {tileId, offset, length: data.length};
    offset += data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = Buffer.from(JSON.stringify({vector_layers: Object.keys(layers).map((id) => ({id, fields: {}}))}));
  const tileData = Buffer.concat(tiles.map((tile) => tile.data));

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (position: number, value: number): void => {
    header.writeBigUInt64LE(BigInt(value), position);
  };
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset + tileData.length);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, tileData.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered: tiles are in id order
  header.writeUInt8(COMPRESSION_NONE, 97);
  header.writeUInt8(COMPRESSION_GZIP, 98);
  header.writeUInt8(TILE_TYPE_MVT, 99);
  header.writeUInt8(0, 100);
  header.writeUInt8(zoom, 101);
  const e7 = (degrees: number): number => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(zoom, 118);
  header.writeInt32LE(e7(center[0]), 119);
  header.writeInt32LE(e7(center[1]), 123);
  return Buffer.concat([header, root, metadata, tileData]);
}
