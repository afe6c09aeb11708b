import type {Response} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * Opening search fetches only code that does something, and leaves the page alone: the theme's search bar (3.10.2) asked for two stylesheet
 * modules before it opened its modal, and with the site's one stylesheet holding their rules, each was an empty
 * chunk, a round trip on a phone before the modal could show (framework/textRewrites.ts,
 * SEARCH_BAR_STYLES_WITH_ITS_CODE).
 */

/** A chunk whose one module only marks itself as an ES module: what an extracted stylesheet leaves behind. */
const EMPTY_MODULE_CHUNK = /\.push\(\[\["[^"]+"\],\{[\w$]+\((\w)(?:,\w)*\)\{\w\.r\(\w\)\}\}\]\);?\s*$/;

test('opening search fetches no empty stylesheet module', async ({page}) => {
  await page.goto('/getting-data/');
  await hydrated(page);
  const scripts: Promise<{url: string; body: string}>[] = [];
  // Search's own scripts: not the pages' chunks the idle queue prefetches meanwhile (framework/idle-prefetch),
  // whose bodies, still coming when the test ended, failed it now and then.
  const onResponse = (response: Response): void => {
    const purpose = response.request().headers()['sec-purpose'] ?? '';
    if (response.url().endsWith('.js') && !purpose.includes('prefetch'))
      scripts.push(response.text().then((body) => ({url: response.url(), body})));
  };
  page.on('response', onResponse);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.getByRole('searchbox').pressSequentially('duckdb');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  page.off('response', onResponse);
  const fetched = await Promise.all(scripts);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter(({body}) => EMPTY_MODULE_CHUNK.test(body)).map(({url}) => url)).toEqual([]);
});

test("with no scrollbar taking width, the modal leaves the body's style alone", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/getting-data/');
  await hydrated(page);
  const widths = await page.evaluate(() => [window.innerWidth, document.body.clientWidth]);
  // The test browser hides its scrollbars, as a phone's take no width: the premise, checked.
  expect(widths[0] - widths[1]).toBe(0);
  // The theme's menu writes the body's overflow as the page starts; the modal must add nothing to it.
  const before = await page.evaluate(() => document.body.getAttribute('style'));
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(before);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox')).toBeHidden();
  expect(await page.evaluate(() => document.body.getAttribute('style'))).toBe(before);
});
