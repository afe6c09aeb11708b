import {test, expect, hydrated} from './fixtures';

test('the search index is not loaded with the page, only on intent', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/search/')) indexRequests.push(request.url());
  });
  await page.goto('/release-calendar/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  await page.getByRole('button', {name: 'Search'}).hover();
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('the search modal finds a page from the local index', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox');
  await expect(input).toBeFocused();
  await input.fill('release calendar');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', /\/release-calendar\//);
  await hit.click();
  await expect(page).toHaveURL(/\/release-calendar\//);
});
