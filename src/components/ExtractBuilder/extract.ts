import {AREA_WARNING, FEATURE_TYPES, type Density, type FeatureType} from '../../data/featureTypes';
import {DEFAULT_EXTRACT, EXTRACT_PRESETS} from '../../data/extractPresets';
import {formatById, type ExtractFormat} from './formats';
import {degreesText, parseDegrees, readAddressBox, type FourSides} from './numbers';

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
  /**
   * The address's box, as written there, when it is not four values: the sides are then
   * empty and the form asks for the box, rather than guessing which value is which side.
   */
  unreadBox?: string;
}

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `box` is the box as a whole, where the address's could not be read. */
export type Field = Side | 'box' | 'type' | 'format';

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

/** Two numbers with a separator between them, as in a box typed or pasted into one side. */
const SEVERAL_NUMBERS = /\d\s*[,;\s]\s*[-+.]?\d/;

function sideProblem(side: Side, text: string, value: number | null): string | null {
  if (text.trim() === '') return `${LABEL[side]} is empty: enter a number of degrees.`;
  if (value === null && SEVERAL_NUMBERS.test(text)) {
    return (
      `${LABEL[side]} holds more than one number (“${text}”): give it one. A whole box, pasted into West as ` +
      'west, south, east, north, fills all four.'
    );
  }
  if (value === null) return `${LABEL[side]} must be a number of degrees, such as 12.55; got “${text}”.`;
  if (Math.abs(value) > LIMIT[side]) {
    const what = LIMIT[side] === 90 ? 'A latitude' : 'A longitude';
    return `${what} lies between -${LIMIT[side]} and ${LIMIT[side]}; ${LABEL[side]} is ${value}.`;
  }
  return null;
}

function unreadBoxProblem(text: string): string {
  const given = text.trim() === '' ? 'The address’s box is empty' : `The address gives the box as “${text}”`;
  return (
    `${given}, not four numbers (west, south, east, north), so the fields are left empty: enter the box, paste ` +
    'all four into West, or pick a place.'
  );
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
  if (input.unreadBox !== undefined) problems.box = unreadBoxProblem(input.unreadBox);
  else {
    for (const side of SIDES) {
      const value = parseDegrees(input[side]);
      const problem = sideProblem(side, input[side], value);
      if (problem) problems[side] = problem;
      else sides[side] = value!;
    }
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

  const box = SIDES.every((side) => sides[side] !== undefined && problems[side] === undefined) ? (sides as Box) : null;
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

/**
 * `?bbox=W,S,E,N&type=…&format=…`, read as the form would hold it; missing parts take the
 * defaults. Four values fill the four sides, each checked at its field; anything else
 * leaves them empty and says so (`unreadBox`).
 */
export function inputFromSearch(search: string): ExtractInput {
  const params = new URLSearchParams(search);
  const chosen = {type: params.get('type') ?? DEFAULT_INPUT.type, format: params.get('format') ?? DEFAULT_INPUT.format};
  const bbox = params.get('bbox');
  if (bbox === null) return {...boxInput(defaultPreset.bbox), ...chosen};
  const sides = readAddressBox(bbox);
  if (sides === null) return {west: '', south: '', east: '', north: '', ...chosen, unreadBox: bbox};
  return {...sidesInput(sides), ...chosen};
}

export function sidesInput([west, south, east, north]: FourSides): Pick<ExtractInput, Side> {
  return {west, south, east, north};
}

/** The box as the address writes it, four numbers with points, or null while a side is not a number. */
function bboxParam(input: Pick<ExtractInput, Side>): string | null {
  const values = SIDES.map((side) => parseDegrees(input[side]));
  return values.every((value) => value !== null) ? values.map(degreesText).join(',') : null;
}

/**
 * The address's query for the input. The box in it is always four numbers: while a side
 * is not one (half typed, or cleared to type another), it keeps the box of `current`,
 * the address's query before the edit, when that one is four numbers, and has none
 * otherwise.
 */
export function searchFromInput(input: ExtractInput, current = ''): string {
  const currentBox = new URLSearchParams(current).get('bbox');
  const currentSides = currentBox === null ? null : readAddressBox(currentBox);
  const bbox = bboxParam(input) ?? (currentSides && bboxParam(sidesInput(currentSides)));
  const params = new URLSearchParams({...(bbox === null ? {} : {bbox}), type: input.type, format: input.format});
  return `?${params.toString().replaceAll('%2C', ',')}`;
}

/** The input after the reader changes some fields: a side typed, chosen or pasted replaces a box the address lacked. */
export function editInput(input: ExtractInput, changes: Partial<Omit<ExtractInput, 'unreadBox'>>): ExtractInput {
  const {unreadBox, ...rest} = {...input, ...changes};
  const boxChanged = SIDES.some((side) => side in changes);
  return boxChanged || unreadBox === undefined ? rest : {...rest, unreadBox};
}

/** The preset whose box the input holds, for the file names. */
export function presetOf(input: ExtractInput): (typeof EXTRACT_PRESETS)[number] | undefined {
  return EXTRACT_PRESETS.find((preset) => SIDES.every((side, i) => parseDegrees(input[side]) === preset.bbox[i]));
}
