import type {Locator, Page, Route} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * The modal shows its hits before their text and searches again when the text has come
 * (client/localSearchClient.ts, engine SearchOptions.textLater). Searching again is a whole
 * search and render of the modal: worth it for the query still in the box, waste for one the
 * reader has typed past, whose own search is already running.
 */
const TEXT_CHUNK = /\/assets\/search\/.*\/t-\d+\.json$/;
/** The exact terms, which a search that answers before its text also waits for before it searches again. */
const EXACT_TERMS = /\/assets\/search\/terms\.[0-9a-f]+\.json$/;

/** Opens the search modal on the home page, noting each file of hits' text the page asks for. */
async function openSearch(page: Page): Promise<{box: Locator; asked: string[]}> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (TEXT_CHUNK.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('searchbox');
  await expect(box).toBeFocused();
  return {box, asked};
}

test.describe("the hits' text, when it comes after them", () => {
  test('searches again for the query in the box, not for each key typed past', async ({page}) => {
    // The text of hits and the exact terms come late, so that every key below is answered before them: a query
    // whose hits shown are all headings, with no text to wait for, still waits for the exact terms.
    let held = true;
    const hold = async (route: Route): Promise<void> => {
      while (held) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    };
    await page.route(TEXT_CHUNK, hold);
    await page.route(EXACT_TERMS, hold);
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
    const {box} = await openSearch(page);
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

  test('asks for the text of the query the typing rests on, not of each key typed past', async ({page}) => {
    // The context's timers run only when told: the text is asked for once the box has held a query a while.
    // (Installed, the clock still runs with real time: on a loaded machine a pause between two keys passed the
    // rest the text waits for, and the text of a key typed past was asked for. Paused, it cannot.)
    await page.clock.install();
    const typed = await openSearch(page);
    // Paused a second ahead of the page's clock: pauseAt only moves forward, and on a loaded machine the clock ran
    // past a nearer time before the call reached it. The box is empty meanwhile, so the second runs no search.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await typed.box.pressSequentially('bridge flags');
    // The hits of every key came, each shown under its heading: no key's text has been asked for.
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    expect(typed.asked).toEqual([]);
    await page.clock.runFor(1_000);
    await expect.poll(() => typed.asked.length).toBeGreaterThan(0);

    // What the text of "bridge flags" alone asks for: on a fresh page (which loads with the clock running), the
    // query put in the box at once.
    await page.clock.resume();
    const alone = await openSearch(await page.context().newPage());
    await alone.box.fill('bridge flags');
    await page.clock.runFor(1_000);
    await expect.poll(() => new Set(alone.asked)).toEqual(new Set(typed.asked));
  });
});
