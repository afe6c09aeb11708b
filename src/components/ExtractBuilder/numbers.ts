/**
 * How the extract builder reads degrees: one side as a reader types it, a whole box as
 * a reader pastes it, and the box the address holds. Apart from the form so that the
 * unit tests check the same rules.
 */

/**
 * A side as a number: plain decimal degrees (no `1e3`, no hex, no blanks inside), with
 * a point or a comma before the decimals. The comma is read because readers in much of
 * Europe and South America write it, and a phone's decimal keypad in those locales has
 * no point; a side holds one number, so a comma in it cannot separate two.
 */
export function parseDegrees(text: string): number | null {
  const match = /^\s*([-+]?)(\d+(?:[.,]\d*)?|[.,]\d+)\s*$/.exec(text);
  return match ? Number(`${match[1]}${match[2].replace(',', '.')}`) : null;
}

/**
 * Degrees as the address and the outputs write them: a point, at most seven decimals (a
 * centimetre), no trailing zeros and no exponent, which `String` writes for tiny values
 * (`1e-7`) and which the address could not read back.
 */
export function degreesText(value: number): string {
  const text = value.toFixed(7).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** The four sides in the order the address, the command line and GeoJSON's bbox give them. */
export type FourSides = readonly [string, string, string, string];

const fourSides = (parts: readonly string[]): FourSides | null =>
  parts.length === 4 ? [parts[0], parts[1], parts[2], parts[3]] : null;

/**
 * Ways a whole box is written in one piece, tried in order: points before the decimals,
 * the four separated by commas, semicolons or blanks (`12.5,55.6,12.6,55.7`,
 * `12.5, 55.6, 12.6, 55.7`, `12.5 55.6 12.6 55.7`); then commas before the decimals,
 * the four separated by semicolons or blanks (`12,5 55,6 12,6 55,7`).
 */
const BOX_SEPARATORS = [/\s*[,;]\s*|\s+/, /\s*;\s*|\s+/];

/**
 * A whole box pasted into one field, as its four sides' texts, or null when the text is
 * not four numbers. Brackets around it (a Python list, GeoJSON's bbox) are dropped.
 */
export function parseBoxText(text: string): FourSides | null {
  const inner = text
    .trim()
    .replace(/^[[(]\s*/, '')
    .replace(/\s*[\])]$/, '');
  for (const separator of BOX_SEPARATORS) {
    const sides = fourSides(inner.split(separator));
    if (sides?.every((side) => parseDegrees(side) !== null)) return sides;
  }
  return null;
}

/**
 * The address's `bbox`: four values separated by commas, each for its side to check,
 * or, written by hand, a box as a reader would paste it. Null for anything else (five
 * values from a decimal comma, three, none), which no side can take without shifting
 * the others into the wrong fields.
 */
export function readAddressBox(bbox: string): FourSides | null {
  return fourSides(bbox.split(',').map((part) => part.trim())) ?? parseBoxText(bbox);
}
