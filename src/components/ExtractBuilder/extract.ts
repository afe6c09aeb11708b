import {AREA_WARNING, FEATURE_TYPES, type Density, type FeatureType} from '../../data/featureTypes';
import {DEFAULT_EXTRACT, EXTRACT_PRESETS} from '../../data/extractPresets';
import {formatById, type ExtractFormat} from './formats';

/**
 * The extract builder's state and its checks, apart from React so that the unit tests
 * and the query harness use the same rules: what the reader typed (or the address
 * said), what is wrong with it, and the address that holds it.
 */

export const SIDES = ['west', 'south', 'east', 'north'] as const;
export type Side = (typeof SIDES)[number];

/** What the form holds: the box as typed, so that a half-typed number stays as it is. */
export interface ExtractInput {
  west: string;
  south: string;
  east: string;
  north: string;
  type: string;
  format: string;
}

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type Field = Side | 'type' | 'format';

export interface Checked {
  /** The box, when all four sides are valid. */
  box: Box | null;
  featureType: FeatureType | null;
  format: ExtractFormat | null;
  /** What is wrong, by field: the form marks those fields invalid and writes no query. */
  problems: Partial<Record<Field, string>>;
  /** A valid box larger than a laptop handles well for this type: the query is still written. */
  warning: string | null;
}

const LABEL: Record<Side, string> = {west: 'West', south: 'South', east: 'East', north: 'North'};
const LIMIT: Record<Side, number> = {west: 180, south: 90, east: 180, north: 90};

const defaultPreset = EXTRACT_PRESETS.find((preset) => preset.slug === DEFAULT_EXTRACT.preset)!;

export const DEFAULT_INPUT: ExtractInput = {
  ...boxInput(defaultPreset.bbox),
  type: DEFAULT_EXTRACT.type,
  format: DEFAULT_EXTRACT.format,
};

export function boxInput([west, south, east, north]: readonly number[]): Pick<ExtractInput, Side> {
  return {west: String(west), south: String(south), east: String(east), north: String(north)};
}

export function typeByName(name: string): FeatureType | undefined {
  return FEATURE_TYPES.find((each) => each.type === name);
}

/** A side as a number: plain decimal degrees only (no `1e3`, no hex, no blanks). */
function parseSide(text: string): number | null {
  return /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : null;
}

const READS: Record<Density, string> = {
  dense:
    'where people live, a square degree of these can hold hundreds of thousands of features or more, and a ' +
    'larger box means a long download and a file that may not fit in a laptop’s memory',
  medium:
    'these features are numerous or carry large shapes, and beyond ten square degrees an extract becomes a long ' +
    'download and a large file',
  sparse:
    'these features carry large, detailed shapes, and beyond a hundred square degrees an extract becomes a long ' +
    'download and a large file',
};

/** Checks every field; a box is only given when all four sides are valid together. */
export function checkInput(input: ExtractInput): Checked {
  const problems: Checked['problems'] = {};
  const sides: Partial<Box> = {};
  for (const side of SIDES) {
    const text = input[side];
    const value = parseSide(text);
    if (text.trim() === '') problems[side] = `${LABEL[side]} is empty: enter a number of degrees.`;
    else if (value === null)
      problems[side] = `${LABEL[side]} must be a number of degrees, such as 12.55; got “${text}”.`;
    else if (Math.abs(value) > LIMIT[side]) {
      const what = LIMIT[side] === 90 ? 'A latitude' : 'A longitude';
      problems[side] = `${what} lies between -${LIMIT[side]} and ${LIMIT[side]}; ${LABEL[side]} is ${value}.`;
    } else sides[side] = value;
  }
  const {west, south, east, north} = sides;
  if (west !== undefined && east !== undefined && west >= east) {
    problems.east =
      west === east
        ? 'East equals west: the box has no width.'
        : 'East must be greater than west. A box across the 180° meridian is two extracts: one from west to 180, ' +
          'one from -180 to east.';
  }
  if (south !== undefined && north !== undefined && south >= north) {
    problems.north =
      south === north ? 'North equals south: the box has no height.' : 'North must be greater than south.';
  }
  const featureType = typeByName(input.type) ?? null;
  if (!featureType) problems.type = `“${input.type}” is not an Overture type: pick one from the list.`;
  const format = formatById(input.format) ?? null;
  if (!format) problems.format = `“${input.format}” is not a format the builder writes: pick one from the list.`;

  const box = SIDES.every((side) => problems[side] === undefined) ? (sides as Box) : null;
  let warning: string | null = null;
  if (box && featureType) {
    const area = (box.east - box.west) * (box.north - box.south);
    const limit = AREA_WARNING[featureType.density];
    if (area > limit) {
      warning =
        `This box covers ${area.toFixed(area < 10 ? 1 : 0)} square degrees, more than the ${limit} the builder ` +
        `suggests for ${featureType.type}: ${READS[featureType.density]}. Try a smaller box, or GeoParquet, ` +
        'which is the fastest to write and read.';
    }
  }
  return {box, featureType, format, problems, warning};
}

/** `?bbox=W,S,E,N&type=…&format=…`, read as the form would hold it; missing parts take the defaults. */
export function inputFromSearch(search: string): ExtractInput {
  const params = new URLSearchParams(search);
  const bbox = params.get('bbox');
  const parts = bbox === null ? null : bbox.split(',');
  return {
    ...(parts === null
      ? boxInput(defaultPreset.bbox)
      : Object.fromEntries(SIDES.map((side, i) => [side, parts[i] ?? ''] as const))),
    type: params.get('type') ?? DEFAULT_INPUT.type,
    format: params.get('format') ?? DEFAULT_INPUT.format,
  } as ExtractInput;
}

export function searchFromInput(input: ExtractInput): string {
  const bbox = SIDES.map((side) => input[side].trim()).join(',');
  return `?${new URLSearchParams({bbox, type: input.type, format: input.format}).toString().replaceAll('%2C', ',')}`;
}

/** The preset whose box the input holds, for the file names. */
export function presetOf(input: ExtractInput): (typeof EXTRACT_PRESETS)[number] | undefined {
  return EXTRACT_PRESETS.find((preset) => SIDES.every((side, i) => parseSide(input[side]) === preset.bbox[i]));
}
