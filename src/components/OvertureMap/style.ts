import type {MapOptions} from 'maplibre-gl';

/** The Overture tile archives the map can draw, as named under `pmtiles_path`. */
export type TileArchive = 'base' | 'transportation' | 'buildings' | 'divisions';

export type MapStyle = Exclude<MapOptions['style'], string | undefined>;
type Layer = MapStyle['layers'][number];
type LinePaint = NonNullable<Extract<Layer, {type: 'line'}>['paint']>;
/** A MapLibre expression, as a paint property may hold one. */
type Expression = Extract<NonNullable<LinePaint['line-width']>, unknown[]>;

/** One palette per colour mode; the map is redrawn with the other when the reader switches. */
export const PALETTES = {
  light: {
    background: '#f4f1ea',
    land: '#ebe7dc',
    park: '#cfe3c0',
    water: '#a9cbe6',
    waterLine: '#7fb0d8',
    roadCasing: '#c9c2b4',
    road: '#ffffff',
    majorRoad: '#f6d28b',
    rail: '#8d8780',
    building: '#d8cfc4',
    buildingOutline: '#b7ab9d',
    boundary: '#9a6fb0',
  },
  dark: {
    background: '#15191e',
    land: '#1c2127',
    park: '#1f3326',
    water: '#163349',
    waterLine: '#23506f',
    roadCasing: '#0d1013',
    road: '#3b434d',
    majorRoad: '#6b5a35',
    rail: '#5d646c',
    building: '#2f353d',
    buildingOutline: '#454d57',
    boundary: '#a884c0',
  },
} as const;

export type ColorModeName = keyof typeof PALETTES;

/** Road classes drawn wider and in the major-road colour. */
const MAJOR_ROADS = ['motorway', 'trunk', 'primary', 'secondary'];
/** Land use subtypes drawn green. */
const GREEN_LAND_USE = ['park', 'recreation', 'golf', 'cemetery', 'protected', 'grass'];

/**
 * Line width that grows with zoom: `low` px at zoom 12, `high` px at zoom 18. MapLibre
 * only accepts a zoom curve at the top of an expression, so per-feature widths go
 * inside the stops rather than around the curve.
 */
const widening = (low: number | Expression, high: number | Expression): Expression => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  12,
  low,
  18,
  high,
];

/** The MapLibre layers each archive contributes, bottom to top, for one palette. */
function archiveLayers(archive: TileArchive, colors: (typeof PALETTES)[ColorModeName]): Layer[] {
  switch (archive) {
    case 'base':
      return [
        {id: 'land', type: 'fill', source: 'base', 'source-layer': 'land', paint: {'fill-color': colors.land}},
        {
          id: 'land-use-green',
          type: 'fill',
          source: 'base',
          'source-layer': 'land_use',
          filter: ['in', ['get', 'subtype'], ['literal', GREEN_LAND_USE]],
          paint: {'fill-color': colors.park},
        },
        {
          id: 'water-area',
          type: 'fill',
          source: 'base',
          'source-layer': 'water',
          filter: ['==', ['geometry-type'], 'Polygon'],
          paint: {'fill-color': colors.water},
        },
        {
          id: 'water-line',
          type: 'line',
          source: 'base',
          'source-layer': 'water',
          filter: ['==', ['geometry-type'], 'LineString'],
          paint: {'line-color': colors.waterLine, 'line-width': widening(0.5, 4)},
        },
      ];
    case 'transportation': {
      const isRoad: Expression = ['==', ['get', 'subtype'], 'road'];
      const isMajor: Expression = ['in', ['get', 'class'], ['literal', MAJOR_ROADS]];
      const byClass = (major: number, other: number): Expression => ['case', isMajor, major, other];
      return [
        {
          id: 'road-casing',
          type: 'line',
          source: 'transportation',
          'source-layer': 'segment',
          filter: isRoad,
          layout: {'line-cap': 'round', 'line-join': 'round'},
          paint: {'line-color': colors.roadCasing, 'line-width': widening(byClass(1.5, 0.6), byClass(18, 10))},
        },
        {
          id: 'road',
          type: 'line',
          source: 'transportation',
          'source-layer': 'segment',
          filter: isRoad,
          layout: {'line-cap': 'round', 'line-join': 'round'},
          paint: {
            'line-color': ['case', isMajor, colors.majorRoad, colors.road],
            'line-width': widening(byClass(1, 0.4), byClass(14, 7.5)),
          },
        },
        {
          id: 'rail',
          type: 'line',
          source: 'transportation',
          'source-layer': 'segment',
          filter: ['==', ['get', 'subtype'], 'rail'],
          paint: {'line-color': colors.rail, 'line-width': widening(0.5, 3), 'line-dasharray': [3, 2]},
        },
      ];
    }
    case 'buildings':
      return [
        {
          id: 'building',
          type: 'fill',
          source: 'buildings',
          'source-layer': 'building',
          paint: {'fill-color': colors.building, 'fill-outline-color': colors.buildingOutline},
        },
      ];
    case 'divisions':
      return [
        {
          id: 'division-boundary',
          type: 'line',
          source: 'divisions',
          'source-layer': 'division_boundary',
          paint: {'line-color': colors.boundary, 'line-width': widening(1, 3), 'line-dasharray': [4, 2]},
        },
      ];
  }
}

/**
 * A MapLibre style that draws the given Overture archives from `pmtilesPath`
 * (`<pmtilesPath>/<archive>.pmtiles`, read through the `pmtiles://` protocol).
 * It has no labels, so it needs no glyph or sprite server: the archives are the
 * only thing the map fetches.
 */
export function overtureStyle(archives: TileArchive[], mode: ColorModeName, pmtilesPath: string): MapStyle {
  const colors = PALETTES[mode];
  return {
    version: 8,
    sources: Object.fromEntries(
      archives.map((archive) => [archive, {type: 'vector', url: `pmtiles://${pmtilesPath}/${archive}.pmtiles`}]),
    ),
    layers: [
      {id: 'background', type: 'background', paint: {'background-color': colors.background}},
      ...archives.flatMap((archive) => archiveLayers(archive, colors)),
    ],
  };
}
