import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** The pages and posts authors write (the schema reference type pages are generated, and show no SQL). */
const PAGES = ['docs', 'blog'].flatMap((folder) =>
  readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file)),
);
const QUERY_FILES = readdirSync('src/queries', {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.split(path.sep).join('/'));

const pageText = new Map(PAGES.map((page) => [page, readFileSync(page, 'utf8')]));

describe('queries in pages', () => {
  it('live in query files, never in an inline sql block, so the test suite runs them', () => {
    const inline = PAGES.filter((page) => /^\s*```sql\b/m.test(pageText.get(page)!));
    expect(inline).toEqual([]);
  });

  it('are each shown on a page: a query file nobody imports is a test of nothing', () => {
    const imported = new Set(
      [...pageText.values()].flatMap((text) =>
        [...text.matchAll(/@site\/src\/queries\/([^'"?]+\.sql)\?raw/g)].map((match) => match[1]),
      ),
    );
    expect(QUERY_FILES.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('name the current release through tokens, never typed out', () => {
    const typed = QUERY_FILES.filter((file) =>
      /\/release\/\d{4}-\d{2}-\d{2}\.\d|v\d{4}_\d{2}_\d{2}_\d/.test(
        readFileSync(path.join('src/queries', file), 'utf8'),
      ),
    );
    expect(typed).toEqual([]);
  });
});
