/**
 * Draws the site's icon (static/img/favicon.svg) into pixels, without a browser: rectangles (rounded
 * or not) and straight-edged paths filled with a colour and an opacity, which is all the icon uses.
 * Anything else is refused by name, so a new icon never comes out silently wrong. Plain arithmetic
 * on numbers, so the same SVG gives the same pixels on every machine: the committed favicon.ico can
 * be checked against it (tests/unit/favicon.test.ts).
 */

/** A colour with each channel and alpha from 0 to 1. */
interface Paint {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

interface Shape {
  paint: Paint;
  contains: (x: number, y: number) => boolean;
}

export interface Icon {
  /** The drawing's box: `viewBox`. */
  box: {x: number; y: number; width: number; height: number};
  /** In drawing order, the first at the bottom. */
  shapes: Shape[];
}

/** Pixels of `size` × `size`, top row first, four bytes each (red, green, blue, alpha; not premultiplied). */
export interface Raster {
  size: number;
  rgba: Uint8Array;
}

const attributesOf = (tag: string): Map<string, string> =>
  new Map([...tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, name, value]) => [name, value]));

function number(attributes: Map<string, string>, name: string, fallback?: number): number {
  const text = attributes.get(name);
  const value = text === undefined ? fallback : Number(text);
  if (value === undefined || !Number.isFinite(value)) throw new Error(`favicon: ${name}="${text}" is not a number.`);
  return value;
}

function paintOf(attributes: Map<string, string>): Paint | null {
  const fill = attributes.get('fill') ?? '#000000';
  if (fill === 'none') return null;
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(fill)?.[1];
  if (!hex) throw new Error(`favicon: the fill "${fill}" is not a #rgb or #rrggbb colour.`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (at: number): number => parseInt(full.slice(at, at + 2), 16) / 255;
  const alpha = number(attributes, 'fill-opacity', 1) * number(attributes, 'opacity', 1);
  return {red: channel(0), green: channel(2), blue: channel(4), alpha};
}

function rectangle(attributes: Map<string, string>): Shape['contains'] {
  const left = number(attributes, 'x', 0);
  const top = number(attributes, 'y', 0);
  const width = number(attributes, 'width');
  const height = number(attributes, 'height');
  const rx = Math.min(number(attributes, 'rx', number(attributes, 'ry', 0)), width / 2);
  const ry = Math.min(number(attributes, 'ry', rx), height / 2);
  return (x, y) => {
    if (x < left || x > left + width || y < top || y > top + height) return false;
    // In a corner, the point must lie inside the corner's ellipse.
    const dx = Math.max(left + rx - x, x - (left + width - rx), 0);
    const dy = Math.max(top + ry - y, y - (top + height - ry), 0);
    return rx === 0 || ry === 0 || (dx / rx) ** 2 + (dy / ry) ** 2 <= 1;
  };
}

/** A path of absolute straight lines: `M x y [x y …] [L x y …] Z`, as one or more closed outlines. */
function polygon(d: string): Shape['contains'] {
  const outlines: [number, number][][] = [];
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const values = (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);
    if (command === 'Z' || command === 'z') continue;
    if (command !== 'M' && command !== 'L') {
      throw new Error(`favicon: the path command "${command}" is not supported (only M, L and Z are).`);
    }
    if (values.length % 2 !== 0) throw new Error(`favicon: the path "${d}" has an odd number of coordinates.`);
    if (command === 'M') outlines.push([]);
    const outline = outlines.at(-1);
    if (!outline) throw new Error(`favicon: the path "${d}" does not start with M.`);
    for (let i = 0; i < values.length; i += 2) outline.push([values[i], values[i + 1]]);
  }
  // Even-odd rule: a point is inside when a ray from it crosses the outlines an odd number of times.
  return (x, y) => {
    let inside = false;
    for (const outline of outlines) {
      for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
        const [xi, yi] = outline[i];
        const [xj, yj] = outline[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  };
}

/** The icon's shapes, read from its SVG text. */
export function readIcon(svg: string): Icon {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) throw new Error('favicon: the file holds no <svg> element.');
  const viewBox = attributesOf(root)
    .get('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length !== 4 || viewBox.some((value) => !Number.isFinite(value)) || viewBox[2] <= 0) {
    throw new Error('favicon: the <svg> element needs a viewBox of four numbers.');
  }
  const shapes: Shape[] = [];
  const body = svg.slice(svg.indexOf(root) + root.length).replace(/<title>[\s\S]*?<\/title>/g, '');
  for (const [tag, name] of body.matchAll(/<([A-Za-z][\w:-]*)\b[^>]*>/g)) {
    const attributes = attributesOf(tag);
    const paint = paintOf(attributes);
    if (name !== 'rect' && name !== 'path') {
      throw new Error(`favicon: <${name}> is not supported (only <rect> and <path> are).`);
    }
    const contains = name === 'rect' ? rectangle(attributes) : polygon(attributes.get('d') ?? '');
    if (paint) shapes.push({paint, contains});
  }
  const [x, y, width, height] = viewBox;
  return {box: {x, y, width, height}, shapes};
}

/** Samples per pixel along each axis: 16 × 16 points give 256 levels of edge coverage. */
const SAMPLES = 16;

/** The icon at `size` × `size` pixels, each the average of its samples, every shape painted over those before it. */
export function rasterize(icon: Icon, size: number): Raster {
  const rgba = new Uint8Array(size * size * 4);
  const scaleX = icon.box.width / size;
  const scaleY = icon.box.height / size;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      // Premultiplied sums over the samples.
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (let i = 0; i < SAMPLES; i++) {
        for (let j = 0; j < SAMPLES; j++) {
          const x = icon.box.x + (column + (j + 0.5) / SAMPLES) * scaleX;
          const y = icon.box.y + (row + (i + 0.5) / SAMPLES) * scaleY;
          let [r, g, b, a] = [0, 0, 0, 0];
          for (const {paint, contains} of icon.shapes) {
            if (!contains(x, y)) continue;
            const keep = 1 - paint.alpha;
            r = paint.red * paint.alpha + r * keep;
            g = paint.green * paint.alpha + g * keep;
            b = paint.blue * paint.alpha + b * keep;
            a = paint.alpha + a * keep;
          }
          [red, green, blue, alpha] = [red + r, green + g, blue + b, alpha + a];
        }
      }
      const at = (row * size + column) * 4;
      const byte = (value: number): number => Math.min(255, Math.round(value * 255));
      rgba[at + 3] = byte(alpha / SAMPLES ** 2);
      if (alpha > 0)
        [rgba[at], rgba[at + 1], rgba[at + 2]] = [byte(red / alpha), byte(green / alpha), byte(blue / alpha)];
    }
  }
  return {size, rgba};
}
