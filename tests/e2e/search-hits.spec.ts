import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {MODAL_HITS_PER_PAGE} from '../../src/plugins/search/constants';

/**
 * The modal's hits are links that open their page in the app (theme/SearchBar/Hit.tsx), without the prefetch on
 * sight of Docusaurus's Link, which appended a `<link rel="prefetch">` for each chunk of every hit's page at
 * every keystroke.
 */
async function openModal(page: Page): Promise<void> {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox')).toBeFocused();
}

/** The addresses the page has asked the browser to prefetch (Docusaurus adds a link to the head for each). */
const prefetched = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? ''),
  );

test.describe("the search modal's hits", () => {
  test('prefetch nothing while the reader types', async ({page}) => {
    await openModal(page);
    // The page's own links prefetch their pages when the browser is idle: wait until they have.
    let before: string[] = [];
    await expect(async () => {
      const [last, now] = [before, await prefetched(page)];
      before = now;
      expect(now.length).toBe(last.length);
    }).toPass({intervals: [500], timeout: 15_000});
    for (const query of ['b', 'bu', 'bui', 'building', 'building h', 'building heights']) {
      await page.getByRole('searchbox').fill(query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    }
    // Docusaurus's Link prefetches from an IntersectionObserver's callback, after the hits are drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    const known = new Set(before);
    expect((await prefetched(page)).filter((address) => !known.has(address))).toEqual([]);
  });

  test('are the first few, with a link to every result on the search page', async ({page}) => {
    await openModal(page);
    // A word most pages hold: far more results than the modal shows.
    await page.getByRole('searchbox').fill('data');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // DocSearch folds some of the hits it is given into their page's group, so it may show fewer.
    expect(await page.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(MODAL_HITS_PER_PAGE);
    await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toHaveAttribute(
      'href',
      /\/search\/?\?q=data$/,
    );
  });

  test('open their page in the app, without loading the site again', async ({page}) => {
    await openModal(page);
    await page.evaluate(() => Object.assign(window, {sameApp: true}));
    await page.getByRole('searchbox').fill('attribution');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/\/attribution\//);
    expect(await page.evaluate(() => (window as unknown as {sameApp?: boolean}).sameApp)).toBe(true);
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
  });
});
