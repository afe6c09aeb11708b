import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {builtEngine, judgeSearch} from '../support/searchQuality';
import type {Judgement} from '../search-judgements';

/**
 * The pages that answer readers' questions no page answered before (issue 41): common questions,
 * troubleshooting, the Explorer, and the current release from a script. Each is in the docs sidebar,
 * in llms.txt with its twin, and found first by search for what it is about.
 */
const PAGES = [
  {route: '/faq/', title: 'Common questions', section: 'Documentation'},
  {route: '/getting-data/troubleshooting/', title: 'Troubleshooting', section: 'Getting Started'},
  {route: '/getting-data/explorer/', title: 'Explorer', section: 'Getting Started'},
  {route: '/getting-data/current-release/', title: 'The current release, from a script', section: 'Getting Started'},
];

/** Queries in the words of each page's subject, with the page (and section) that answers them. */
const SEARCHES: [string, string, string?][] = [
  ['troubleshooting', '/getting-data/troubleshooting/'],
  ['HIVE_CURSOR_ERROR', '/getting-data/troubleshooting/', 'hive_cursor_error-failed-to-read-parquet-file'],
  [
    'Nested data conversions not implemented for chunked array outputs',
    '/getting-data/troubleshooting/',
    'nested-data-conversions-not-implemented-for-chunked-array-outputs',
  ],
  ['schema mismatch in glob', '/getting-data/troubleshooting/', 'schema-mismatch-in-glob'],
  ['No files found that match the pattern', '/getting-data/troubleshooting/'],
  ['is there an API', '/faq/', 'api-or-tiles'],
  ['report a wrong feature', '/faq/', 'report-a-wrong-feature'],
  ['why does a release disappear after 60 days', '/faq/', 'keep-a-release'],
  ['ground elevation of buildings', '/faq/', 'elevation'],
  ['explorer', '/getting-data/explorer/'],
  ['copy gers id', '/getting-data/explorer/', 'copy-a-features-gers-id'],
  ['latest release from a script', '/getting-data/current-release/'],
  ['stac catalog', '/getting-data/current-release/'],
];

test('each answer page is in the docs sidebar, under its section', async ({page}) => {
  await page.goto('/getting-data/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const {route, title} of PAGES) {
    await expect(sidebar.locator(`a[href="${route}"]`), title).toHaveCount(1);
  }
});

test('each answer page is listed in llms.txt and has its Markdown twin', async ({request}) => {
  const llms = readFileSync(path.join('build', 'llms.txt'), 'utf8');
  for (const {route, title, section} of PAGES) {
    const twin = `${route.replace(/\/$/, '')}.md`;
    expect(llms, title).toContain(`[${title}](https://docs.overturemaps.org${twin})`);
    expect(llms.slice(llms.indexOf(`## ${section}`)), section).toContain(twin);
    const response = await request.get(twin);
    expect(response.status(), twin).toBe(200);
    expect(await response.text()).toContain(`# ${title}`);
  }
});

test('search finds each answer page first for what it is about', () => {
  const engine = builtEngine(path.join('build', 'assets', 'search'));
  const judgements = SEARCHES.map(
    ([query, page, anchor]): Judgement => ({query, pages: [page], ...(anchor && {anchor})}) as Judgement,
  );
  const {results} = judgeSearch(engine, judgements);
  const misses = results
    .filter(({rank, anchorOk}) => rank !== 1 || !anchorOk)
    .map(({judgement, rank, pages}) => `${judgement.query}: ${rank ?? 'not found'}, first ${JSON.stringify(pages[0])}`);
  expect(misses).toEqual([]);
});
