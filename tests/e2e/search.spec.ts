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

test('a click on the search button opens the modal, even before its code has loaded', async ({page}) => {
  await page.goto('/attribution/');
  await hydrated(page);
  await page.locator('.DocSearch-Button').dispatchEvent('click');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
});

test('the slash key opens the modal from anywhere but a text field', async ({page}) => {
  await page.goto('/release-calendar/');
  await hydrated(page);
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox')).toBeFocused();
});

test('keyboard users reach the search button, and its code loads when it gets focus', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.DocSearch-Button').focus();
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox')).toBeFocused();
});
