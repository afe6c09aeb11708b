import type {Feature} from 'geojson';
import {PMTiles, type RangeResponse, type Source} from 'pmtiles';
import {describe, expect, it} from 'vitest';
import {writeArchive} from '../support/pmtiles';

/** The archive as the pmtiles reader sees it over HTTP: byte ranges of one file. */
function memorySource(bytes: Buffer): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer,
    }),
  };
}

const square = (west: number, south: number, size: number): Feature => ({
  type: 'Feature',
  properties: {subtype: 'residential'},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  },
});

describe('the PMTiles test archive', () => {
  const archive = writeArchive(
    {building: {type: 'FeatureCollection', features: [square(-122.34, 47.6, 0.01)]}},
    {zoom: 14, center: [-122.335, 47.605]},
  );

  it('has a header the pmtiles reader accepts', async () => {
    const header = await new PMTiles(memorySource(archive)).getHeader();
    expect(header).toMatchObject({specVersion: 3, minZoom: 0, maxZoom: 14, tileType: 1, tileCompression: 2});
    expect(header.numAddressedTiles).toBeGreaterThan(0);
    expect(header.centerLon).toBeCloseTo(-122.335, 5);
  });

  it('serves a vector tile where the feature is and none elsewhere', async () => {
    const reader = new PMTiles(memorySource(archive));
    // Tile 14/2624/5722 holds (-122.335, 47.605).
    const tile = await reader.getZxy(14, 2624, 5722);
    expect(tile).toBeDefined();
    // The reader hands tiles back decompressed: a vector tile naming its layer.
    expect(Buffer.from(tile!.data).toString('latin1')).toContain('building');
    expect(await reader.getZxy(14, 0, 0)).toBeUndefined();
  });

  it('lists its layers in the metadata', async () => {
    expect(await new PMTiles(memorySource(archive)).getMetadata()).toEqual({
      vector_layers: [{id: 'building', fields: {}}],
    });
  });
});
