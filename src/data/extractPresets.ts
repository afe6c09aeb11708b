/**
 * Places the extract builder on /getting-data/ offers as a starting box: city centres
 * on every inhabited continent and one small country. A box is [west, south, east,
 * north] in WGS 84 degrees; `slug` names the files the builder's outputs write.
 * tests/unit/extract-builder.test.ts checks every entry.
 */
export interface ExtractPreset {
  name: string;
  slug: string;
  bbox: readonly [number, number, number, number];
}

export const EXTRACT_PRESETS: readonly ExtractPreset[] = [
  {name: 'Amsterdam, centre', slug: 'amsterdam', bbox: [4.87, 52.36, 4.92, 52.385]},
  {name: 'Bologna, centre', slug: 'bologna', bbox: [11.325, 44.485, 11.36, 44.505]},
  {name: 'Copenhagen, centre', slug: 'copenhagen', bbox: [12.555, 55.67, 12.6, 55.69]},
  {name: 'Kisumu, centre', slug: 'kisumu', bbox: [34.745, -0.105, 34.775, -0.08]},
  {name: 'Kyoto, centre', slug: 'kyoto', bbox: [135.75, 34.985, 135.785, 35.025]},
  {name: 'Ljubljana, centre', slug: 'ljubljana', bbox: [14.49, 46.042, 14.525, 46.06]},
  {name: 'Luxembourg, the whole country', slug: 'luxembourg', bbox: [5.73, 49.44, 6.53, 50.19]},
  {name: 'Nairobi, centre', slug: 'nairobi', bbox: [36.805, -1.295, 36.835, -1.275]},
  {name: 'New York, Midtown Manhattan', slug: 'midtown', bbox: [-74.0, 40.748, -73.96, 40.768]},
  {name: 'São Paulo, centre', slug: 'sao_paulo', bbox: [-46.645, -23.557, -46.625, -23.54]},
  {name: 'Singapore, Downtown Core', slug: 'singapore', bbox: [103.84, 1.27, 103.865, 1.295]},
  {name: 'Wellington, centre', slug: 'wellington', bbox: [174.765, -41.295, 174.79, -41.275]},
];

/** What the builder shows first, and what its worked example is without JavaScript. */
export const DEFAULT_EXTRACT = {preset: 'copenhagen', type: 'building', format: 'geoparquet'} as const;
