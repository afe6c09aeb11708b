import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {CONTENT_PAGES, lineOf} from '../support/content';

/**
 * A tutorial whose sections are "Step N" and whose queries say "-- Step N" in their
 * first line must number them the same: a reader runs the query of the section they read.
 */
interface ShownQuery {
  where: string;
  heading: number;
  comment: number;
}

function stepQueries(file: string, text: string): ShownQuery[] {
  const imports = new Map(
    [...text.matchAll(/^import (\w+) from '@site\/(src\/queries\/[^'?]+)\?raw';$/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const shown: ShownQuery[] = [];
  let heading: number | null = null;
  for (const match of text.matchAll(/^#{2,3} Step (\d+)\b|<Query\b[^>]*?\b\w+=\{(\w+)\}/gm)) {
    if (match[1]) heading = Number(match[1]);
    const source = match[2] && imports.get(match[2]);
    if (!source || heading === null) continue;
    const step = /^--\s*Step (\d+)/.exec(readFileSync(source, 'utf8'));
    if (step) shown.push({where: `${file}:${lineOf(text, match.index)}`, heading, comment: Number(step[1])});
  }
  return shown;
}

const SHOWN = CONTENT_PAGES.flatMap(({file, text}) => stepQueries(file, text));

describe('numbered steps', () => {
  it('are found on the tutorials', () => {
    expect(SHOWN.length).toBeGreaterThanOrEqual(4);
  });

  it.each(SHOWN.map((query) => [query.where, query] as const))(
    '%s: the query names the step of its section',
    (_where, {heading, comment}) => {
      expect(comment).toBe(heading);
    },
  );
});
