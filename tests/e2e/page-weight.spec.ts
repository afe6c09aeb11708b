import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect} from './fixtures';
import {PAGE_KINDS} from '../routes';
import {FIRST_LOAD_BUDGET_GZIP, measureFirstLoad} from '../support/firstLoad';

for (const [kind, route] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${route}) loads at most ${FIRST_LOAD_BUDGET_GZIP / 1024} KB of JavaScript, gzipped`, async ({
    page,
  }) => {
    const load = await measureFirstLoad(page, route);
    expect(load.scripts.length).toBeGreaterThan(0);
    expect(load.gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
}

/**
 * The exact terms, fetched with a first search (the places category codes, search/engine/terms.ts):
 * 14 KB for 2,117 codes, held apart because as records they would add about 55 KB to the index.
 * What a query downloads besides is search-downloads.spec.ts's.
 */
const SEARCH_TERMS_BUDGET_GZIP = 16 * 1024;

function searchFileGzip(name: 'terms'): number {
  const dir = path.resolve('build/assets/search');
  const [file, ...others] = readdirSync(dir).filter((each) => new RegExp(`^${name}\\.[0-9a-f]+\\.json$`).test(each));
  expect(others).toEqual([]);
  return gzipSync(readFileSync(path.join(dir, file)), {level: 9}).length;
}

test(`the search's exact terms weigh at most ${SEARCH_TERMS_BUDGET_GZIP / 1024} KB gzipped`, () => {
  expect(searchFileGzip('terms')).toBeLessThanOrEqual(SEARCH_TERMS_BUDGET_GZIP);
});

test('chunk files are named by their id, so the runtime needs no map of chunk names', () => {
  const files = readdirSync(path.resolve('build/assets/js')).filter((file) => file.endsWith('.js'));
  const named = files.filter((file) => !/^(main|runtime~main|\d+)\.[0-9a-f]{8}\.js$/.test(file));
  expect(named).toEqual([]);
  const runtime = files.find((file) => file.startsWith('runtime~main.'))!;
  // The runtime builds a chunk's address from its id and content hash, with no name looked up between.
  const text = readFileSync(path.resolve('build/assets/js', runtime), 'utf8');
  expect(text).toMatch(/"assets\/js\/"\+(\w)\+"\."\+\(\{[^}]*\}\)\[\1\]\+"\.js"/);
});

/**
 * The bundler numbers modules with ids of four digits while there are at most 500 of them, and then writes
 * every id of every chunk one digit longer: about 450 bytes more on each page at once (it happened with issue
 * 41's pages, at 502 modules). Fold small modules together, or keep tiny shared ones out of the bundle,
 * before adding more; this says so where a page's budget alone would only say that it grew.
 */
test('the bundle keeps its module ids at four digits', () => {
  const dir = path.join('build', 'assets', 'js');
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/[{,](\d+)\([\w$]+(?:,[\w$]+){1,2}\)\{/g)) ids.add(match[1]);
  }
  expect(ids.size).toBeGreaterThan(100);
  expect(Math.max(...[...ids].map((id) => id.length)), `${ids.size} module ids`).toBeLessThanOrEqual(4);
});
