import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {JUDGEMENTS} from '../search-judgements';
import {engineCodeSize, searchSession} from '../support/searchDownloads';

const SEARCH_DIR = path.join('build', 'assets', 'search');

/**
 * What a search downloads before its results, counted on the built files as a browser fetches them (gzipped,
 * tests/support/searchDownloads.ts): the engine's code, the index's meta file and exact terms, then the parts
 * of the index the query's words need and the text of the hits it shows. Issue 42: a first query at most
 * 150 KB, a next one less. The index as a whole weighs what it must to hold everything the site shows.
 */
const FIRST_QUERY_BUDGET = 150 * 1024;
/** A next query, with the meta file, the terms and the code at hand: the parts its own words need. */
const NEXT_QUERY_BUDGET = 100 * 1024;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('what a search downloads', () => {
  test(`a first search, its code included, downloads at most ${kb(FIRST_QUERY_BUDGET)} for every judged query`, async () => {
    const code = engineCodeSize('build');
    const over: string[] = [];
    for (const {query} of JUDGEMENTS) {
      const session = searchSession(SEARCH_DIR);
      const bytes = code + session.opening + (await session.query(query));
      if (bytes > FIRST_QUERY_BUDGET) over.push(`${query}: ${kb(bytes)}`);
    }
    expect(over).toEqual([]);
  });

  test(`a next search downloads at most ${kb(NEXT_QUERY_BUDGET)}, less than a first`, async () => {
    const over: string[] = [];
    const firsts: number[] = [];
    const nexts: number[] = [];
    // Each judged query after the one before it, as a reader searches again.
    for (const [i, {query}] of JUDGEMENTS.entries()) {
      const session = searchSession(SEARCH_DIR);
      firsts.push(session.opening + (await session.query(JUDGEMENTS[(i + 1) % JUDGEMENTS.length].query)));
      const bytes = await session.query(query);
      nexts.push(bytes);
      if (bytes > NEXT_QUERY_BUDGET) over.push(`${query}: ${kb(bytes)}`);
    }
    expect(over).toEqual([]);
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
    expect(median(nexts)).toBeLessThan(median(firsts));
  });
});

test.describe('what a first search asks for while its code and the index load', () => {
  test("asks for the typed words' shards before the index's meta file has arrived, and for none that does not exist", async ({
    page,
  }) => {
    let answerMeta = (): void => {};
    const metaHeld = new Promise<void>((resolve) => (answerMeta = resolve));
    await page.route('**/assets/search/index.*.json', async (route) => {
      await metaHeld;
      await route.continue();
    });
    const shards: string[] = [];
    const missing: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/search\/\w+\/(s-[\w-]+\.json)$/.exec(request.url())?.[1];
      if (name) shards.push(name);
    });
    page.on('response', (response) => {
      if (response.url().includes('/assets/search/') && response.status() === 404) missing.push(response.url());
    });
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    // `zq` begins no word of the index: its shard does not exist and must not be asked for.
    await page.keyboard.type('zqx duckdb');
    // The shard of `du` (0x64 0x75), while the meta file is held back.
    await expect.poll(() => shards).toContain('s-64-75.json');
    expect(shards).not.toContain('s-7a-71.json');
    answerMeta();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(missing).toEqual([]);
  });

  test('asks for no file of a stop word, which the engine leaves out of the query', async ({page}) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/search\/\w+\/([sd]-[\w-]+\.json)$/.exec(request.url())?.[1];
      if (name) asked.push(name);
    });
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    // Words in one go, as typed before the search code came, or pasted.
    await page.keyboard.insertText('how duckdb');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(asked).toContain('s-64-75.json');
    // `how`: the shard of `ho` (0x68 0x6f) and the dictionary of `h`.
    expect(asked.filter((name) => name === 's-68-6f.json' || name === 'd-68.json')).toEqual([]);
  });
});
