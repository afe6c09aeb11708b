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

/** The whole site's search index, fetched at the first search: budget of issue 4. */
const SEARCH_INDEX_BUDGET_GZIP = 250 * 1024;

test(`the search index weighs at most ${SEARCH_INDEX_BUDGET_GZIP / 1024} KB gzipped`, () => {
  const dir = path.resolve('build/assets/search');
  const [file, ...others] = readdirSync(dir).filter((name) => /^index\.[0-9a-f]+\.json$/.test(name));
  expect(others).toEqual([]);
  expect(gzipSync(readFileSync(path.join(dir, file)), {level: 9}).length).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET_GZIP);
});
