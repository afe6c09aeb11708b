import {test, expect, hydrated, slowScripts} from './fixtures';

test.describe('typing at once after asking for search', () => {
  test('every character after Ctrl+K reaches the box while the search code loads', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await slowScripts(page, 1_500);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('bridge files');
    await expect(page.getByRole('searchbox')).toHaveValue('bridge files', {timeout: 15_000});
    await expect(page.getByRole('searchbox')).toBeFocused();
    // The space did not scroll the page behind the modal.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The query ran: hits for what was typed.
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.type(' gers');
    await expect(page.getByRole('searchbox')).toHaveValue('bridge files gers');
  });

  test('typing on the focused search button opens the modal with every character', async ({page}) => {
    await page.goto('/attribution/');
    await hydrated(page);
    await slowScripts(page, 1_500);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.type('licence');
    await expect(page.getByRole('searchbox')).toHaveValue('licence', {timeout: 15_000});
  });

  test('Backspace edits the held text, and the slash shortcut holds keys too', async ({page}) => {
    await page.goto('/release-calendar/');
    await hydrated(page);
    await slowScripts(page, 1_500);
    await page.keyboard.press('/');
    await page.keyboard.type('brdige');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('idge');
    await expect(page.getByRole('searchbox')).toHaveValue('bridge', {timeout: 15_000});
  });

  test('a second Ctrl+K closes the open modal, and typing goes to the page again', async ({page}) => {
    await page.goto('/release-calendar/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox')).toBeHidden();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });
});

test.describe('the search button', () => {
  test('shows its shortcut before the search code loads', async ({page}) => {
    let searchCodeRequested = false;
    page.on('request', (request) => {
      if (request.url().includes('/assets/search/')) searchCodeRequested = true;
    });
    await page.goto('/');
    await hydrated(page);
    const keys = page.locator('.DocSearch-Button-Keys');
    await expect(keys).toBeVisible();
    const hint = await keys.evaluate((slot) => slot.textContent || getComputedStyle(slot, '::after').content);
    expect(hint).toMatch(/^"?(Ctrl ?K|⌘ ?K)"?$/);
    expect((await keys.boundingBox())!.width).toBeGreaterThan(30);
    expect(searchCodeRequested).toBe(false);
  });
});

test.describe('the search button on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('leaves out the shortcut, which needs a keyboard', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.DocSearch-Button-Keys')).toBeHidden();
  });
});
