import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {QUERY_ENGINES, engineOf, queryFolderOf} from '../support/content';

/** The pages and posts authors write (the schema reference type pages are generated, and show no SQL). */
const PAGES = ['docs', 'blog', 'community'].flatMap((folder) =>
  readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join('/')),
);
const QUERY_FILES = readdirSync('src/queries', {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.split(path.sep).join('/'));

const pageText = new Map(PAGES.map((page) => [page, readFileSync(page, 'utf8')]));

/** The pages that import each query file, by its path under `src/queries/`. */
const importers = new Map<string, string[]>();
for (const [page, text] of pageText) {
  for (const [, file] of text.matchAll(/@site\/src\/queries\/([^'"?]+\.sql)\?raw/g)) {
    importers.set(file, [...(importers.get(file) ?? []), page]);
  }
}

describe('queries in pages', () => {
  it('live in query files, never in an inline sql block, so the test suite runs them', () => {
    const inline = PAGES.filter((page) => /^\s*```sql\b/m.test(pageText.get(page)!));
    expect(inline).toEqual([]);
  });

  it('are each shown on a page: a query file nobody imports is a test of nothing', () => {
    expect(QUERY_FILES.filter((file) => !importers.has(file))).toEqual([]);
  });

  it('sit in the folder of a page that shows them, named <kebab-case-name>.<engine>.sql', () => {
    // guides/places/pharmacies-lisbon.duckdb.sql is shown on docs/guides/places.mdx; a query shown on several pages
    // sits with one of them (the one that explains it) and the others import it from there.
    const misplaced = QUERY_FILES.filter((file) => {
      const named = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]+\.sql$/.test(path.posix.basename(file));
      const known = (QUERY_ENGINES as readonly string[]).includes(engineOf(file) ?? '');
      const placed = (importers.get(file) ?? []).some((page) => queryFolderOf(page) === path.posix.dirname(file));
      return !named || !known || !placed;
    }).map((file) => `${file} (shown on ${importers.get(file)?.join(', ') ?? 'no page'})`);
    expect(misplaced).toEqual([]);
  });

  it('quote the struct fields named like SQL keywords, as /schema/concepts/scoping-rules/#keywords says they do', () => {
    // DuckDB would read rule.between unquoted, Athena would not; the pages promise the quoted form everywhere.
    const unquoted = QUERY_FILES.flatMap((file) =>
      readFileSync(path.join('src/queries', file), 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--') && /\.(?:between|when|using)\b/i.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(unquoted).toEqual([]);
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
