import {test, expect, hydrated} from './fixtures';

/**
 * The modal shows its hits before their text and searches again when the text has come
 * (client/localSearchClient.ts, engine SearchOptions.textLater). Searching again is a whole
 * search and render of the modal: worth it for the query still in the box, waste for one the
 * reader has typed past, whose own search is already running.
 */
test.describe("the hits' text, when it comes after them", () => {
  test('searches again for the query in the box, not for each key typed past', async ({page}) => {
    // The text of hits comes late, so that every key below is answered before its text.
    let held = true;
    await page.route(/\/assets\/search\/.*\/t-\d+\.json$/, async (route) => {
      while (held) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    });
    // The modal searches again through a focus event it hears on its box (searchAgain).
    await page.addInitScript(() => {
      const again = {count: 0};
      Object.assign(window, {again});
      document.addEventListener(
        'focusin',
        (event) => {
          if (!event.isTrusted && (event.target as Element).matches('.DocSearch-Input')) again.count++;
        },
        true,
      );
    });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('searchbox');
    await expect(box).toBeFocused();
    for (const query of ['bridge', 'bridge flags', 'bridge flags segment']) {
      await box.fill(query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    }
    const searchesAgain = () => page.evaluate(() => (window as unknown as {again: {count: number}}).again.count);
    expect(await searchesAgain()).toBe(0);
    held = false;
    // The query in the box gets its text; the two typed past would each have searched again too.
    await expect.poll(searchesAgain).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(await searchesAgain()).toBe(1);
    await expect(box).toHaveValue('bridge flags segment');
  });
});
