import {describe, expect, it} from 'vitest';
import {CONTENT_PAGES, QUERY_FILES, lineOf} from '../support/content';

/**
 * DuckDB's `ST_Distance_Sphere` and `ST_Distance_Spheroid` read a point as (latitude,
 * longitude), the opposite of Overture's geometries and of `ST_Point(lon, lat)`. Passed
 * as they are, east–west distances come out too long (about 1.8 times at Copenhagen).
 * So every argument must show that it is latitude first: flipped with
 * `ST_FlipCoordinates(…)`, or built as `ST_Point(<latitude>, <longitude>)`.
 */
const DISTANCE_CALL = /\bST_Distance_Spher(?:e|oid)\s*\(/gi;

/** The top-level, comma-separated arguments of the call whose `(` is at `open`. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) {
      args.push(text.slice(start, i).trim());
      return args;
    } else if (char === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error('unbalanced parentheses');
}

/** Why an argument does not show latitude first, or null when it does. */
function axisOrderProblem(argument: string): string | null {
  if (/^ST_FlipCoordinates\s*\(/i.test(argument)) return null;
  const point = /^ST_Point\s*\(/i.exec(argument);
  if (point) {
    const [first, second] = callArguments(argument, point[0].length - 1);
    if (/lat|ST_Y\s*\(/i.test(first) && /lon|lng|ST_X\s*\(/i.test(second)) return null;
    return `ST_Point(${first}, ${second}) is not latitude first`;
  }
  return `${argument} is passed as stored, longitude first: wrap it in ST_FlipCoordinates(…)`;
}

const SOURCES = [...QUERY_FILES, ...CONTENT_PAGES];
const CALLS = SOURCES.flatMap(({file, text}) =>
  [...text.matchAll(DISTANCE_CALL)].map((match) => ({
    where: `${file}:${lineOf(text, match.index)}`,
    args: callArguments(text, match.index + match[0].length - 1),
  })),
);

describe('spherical distances in DuckDB', () => {
  it('the check finds the calls the site makes', () => {
    expect(CALLS.length).toBeGreaterThan(0);
  });

  it.each(CALLS.map((call) => [call.where, call.args] as const))('%s passes latitude-first points', (_where, args) => {
    expect(args.slice(0, 2).map(axisOrderProblem)).toEqual([null, null]);
  });

  it('tells flipped and latitude-first points from longitude-first ones', () => {
    expect(axisOrderProblem('ST_FlipCoordinates(p.geom)')).toBeNull();
    expect(axisOrderProblem('ST_Point(lat, lon)')).toBeNull();
    expect(axisOrderProblem('ST_Point(ST_Y(g), ST_X(g))')).toBeNull();
    expect(axisOrderProblem('s.geom')).toMatch(/longitude first/);
    expect(axisOrderProblem('ST_Point(lon, lat)')).toMatch(/not latitude first/);
  });
});
