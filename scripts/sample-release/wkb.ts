/**
 * GeoJSON geometry to WKB (ISO, little-endian, 2D), the encoding GeoParquet files
 * use, and its bounding box as release files store it. Written here because DuckDB's
 * spatial extension, which could do it, cannot be downloaded on an offline machine.
 */

type Position = number[];
export type Geometry =
  | {type: 'Point'; coordinates: Position}
  | {type: 'LineString' | 'MultiPoint'; coordinates: Position[]}
  | {type: 'Polygon' | 'MultiLineString'; coordinates: Position[][]}
  | {type: 'MultiPolygon'; coordinates: Position[][][]};

const CODES = {Point: 1, LineString: 2, Polygon: 3, MultiPoint: 4, MultiLineString: 5, MultiPolygon: 6} as const;

class Writer {
  private readonly bytes: number[] = [];

  header(type: keyof typeof CODES): void {
    this.bytes.push(1);
    this.uint32(CODES[type]);
  }

  uint32(value: number): void {
    const view = new DataView(new ArrayBuffer(4));
    view.setUint32(0, value, true);
    this.bytes.push(...new Uint8Array(view.buffer));
  }

  point([x, y]: Position): void {
    const view = new DataView(new ArrayBuffer(16));
    view.setFloat64(0, x, true);
    view.setFloat64(8, y, true);
    this.bytes.push(...new Uint8Array(view.buffer));
  }

  ring(points: Position[]): void {
    this.uint32(points.length);
    points.forEach((p) => this.point(p));
  }

  hex(): string {
    return this.bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  }
}

function write(out: Writer, geometry: Geometry): void {
  out.header(geometry.type);
  switch (geometry.type) {
    case 'Point':
      return out.point(geometry.coordinates);
    case 'LineString':
      return out.ring(geometry.coordinates);
    case 'Polygon':
      out.uint32(geometry.coordinates.length);
      return geometry.coordinates.forEach((ring) => out.ring(ring));
    case 'MultiPoint':
      out.uint32(geometry.coordinates.length);
      return geometry.coordinates.forEach((coordinates) => write(out, {type: 'Point', coordinates}));
    case 'MultiLineString':
      out.uint32(geometry.coordinates.length);
      return geometry.coordinates.forEach((coordinates) => write(out, {type: 'LineString', coordinates}));
    case 'MultiPolygon':
      out.uint32(geometry.coordinates.length);
      return geometry.coordinates.forEach((coordinates) => write(out, {type: 'Polygon', coordinates}));
  }
}

/** The geometry as WKB, in hexadecimal. */
export function wkbHex(geometry: Geometry): string {
  if (!(geometry.type in CODES)) throw new Error(`Unsupported geometry type ${String(geometry.type)}`);
  const out = new Writer();
  write(out, geometry);
  return out.hex();
}

export interface Bbox {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
}

function positions(coordinates: unknown): Position[] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') return [coordinates as Position];
  return (coordinates as unknown[]).flatMap(positions);
}

/** The smallest box around every position of the geometry. */
export function bboxOf(geometry: Geometry): Bbox {
  const all = positions(geometry.coordinates);
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  return {xmin: Math.min(...xs), xmax: Math.max(...xs), ymin: Math.min(...ys), ymax: Math.max(...ys)};
}
