import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

const INDEX = '**/assets/search/index.*.json';

async function openModal(page: Page, route = '/'): Promise<void> {
  await page.goto(route);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox')).toBeFocused();
}

test.describe('the search modal', () => {
  test("loads the index on intent, not with the page; of the dictionary, the typed words' letters; the exact terms after the hits", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/search/')) indexRequests.push(request.url());
    });
    await page.goto('/release-calendar/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await page.getByRole('button', {name: 'Search'}).hover();
    // The parts sit in their folder, named by a hash too.
    const named = (url: string): string =>
      new URL(url).pathname.replace(/\.[0-9a-f]+\.json$/, '').replace(/\/[0-9a-f]{12}\//, '/<parts>/');
    await expect.poll(() => indexRequests.map(named)).toEqual(['/assets/search/index']);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('roads');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const dictionaries = indexRequests.map(named).filter((name) => name.includes('/<parts>/d-'));
    // `r` is 72 in hexadecimal (partFile.dictionary): the one letter typed, of 37 letters' parts.
    expect(dictionaries).toEqual(['/assets/search/<parts>/d-72.json']);
    // The exact terms come once the first hits are known, not with the index.
    await expect.poll(() => indexRequests.map(named)).toContain('/assets/search/terms');
  });

  test('finds the blog\'s feeds for "rss" and "atom feed"', async ({page}) => {
    await openModal(page);
    for (const query of ['rss', 'atom feed']) {
      await page.getByRole('searchbox').fill(query);
      await expect(page.locator('.DocSearch-Hit a').first(), query).toHaveAttribute(
        'href',
        /\/release-calendar\/#next-release$/,
      );
    }
  });

  test('hands the focus to where a hit chosen with the keyboard leads, not back to its button', async ({page}) => {
    await openModal(page);
    await page.keyboard.type('speed limits');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page).not.toHaveURL(/:\d+\/$/);
    // The hit's anchor, or the page's title: somewhere in the page's content, not the navbar or nothing.
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement?.closest('article') ? document.activeElement.tagName : null)),
      )
      .toMatch(/^(H1|H2|H3|TR|LI|P)$/);
  });

  test('opens with Ctrl+K and with Cmd+K, and closes with Escape', async ({page}) => {
    await openModal(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox')).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('opens on a click, even before its code has loaded, and gives focus back on close', async ({page}) => {
    await page.goto('/attribution/');
    await hydrated(page);
    await page.locator('.DocSearch-Button').dispatchEvent('click');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('opens with the slash key, and from the keyboard on the focused button', async ({page}) => {
    await page.goto('/release-calendar/');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('starts with no recent searches', async ({page}) => {
    await openModal(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('finds pages and sections, and the keyboard reaches a hit', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('release calendar');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.locator('a')).toHaveAttribute('href', /\/release-calendar\//);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/release-calendar\/$/);
  });

  test('groups the Sedona page, which no sidebar lists, under its section, Getting Started', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('sedona spark');
    const groups = page.locator('.DocSearch-Hits', {has: page.locator('a[href*="/getting-data/sedona/"]')});
    await expect(groups.first()).toBeVisible();
    await expect(groups.locator('.DocSearch-Hit-source')).toHaveText(['Getting Started']);
  });

  test('forgives a typo and finds schema fields by name', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('has_parts');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /\/schema\/reference\/buildings\/building\/#has_parts$/,
    );
    await page.getByRole('searchbox').fill('trasportation');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/[Tt]ransportation/);
  });

  test('keeps recent searches and favourites', async ({page}) => {
    const favourites = (): Promise<string> =>
      page.evaluate(() =>
        JSON.stringify(
          Object.entries(localStorage).filter(([key]) => key.startsWith('__DOCSEARCH_FAVORITE_SEARCHES__')),
        ),
      );
    await openModal(page);
    // DocSearch stores a favourite when the hit's shrinking transition ends. On a loaded machine that
    // transition is sometimes lost, and with it the recent search (one run in six, before the site's
    // changes too); the whole step is then tried again, from a fresh search.
    await expect(async () => {
      if (!(await page.getByRole('searchbox').isVisible())) await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill('attribution');
      await page.locator('.DocSearch-Hit a').first().click();
      await expect(page).toHaveURL(/\/attribution\//);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
      await page.getByRole('button', {name: 'Save this search'}).first().click();
      await expect.poll(favourites, {timeout: 8_000}).toContain('/attribution/');
    }).toPass({timeout: 45_000});
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test("a key reads neither the page's selection nor local storage", async ({page}) => {
    // Counted in the page: reading the selection forces a layout, and DocSearch's stored searches each test and
    // read local storage (framework/textRewrites.ts, DOCSEARCH_MODAL_STATE_ONCE).
    await page.addInitScript(() => {
      const reads = {selection: 0, storage: 0};
      Object.assign(window, {reads});
      const selectionText = Selection.prototype.toString;
      Selection.prototype.toString = function (this: Selection) {
        reads.selection++;
        return selectionText.call(this);
      };
      for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
        const original = Storage.prototype[name] as (...args: string[]) => unknown;
        Object.defineProperty(Storage.prototype, name, {
          value(this: Storage, ...args: string[]) {
            reads.storage++;
            return original.apply(this, args);
          },
        });
      }
    });
    const readsSoFar = () => page.evaluate(() => ({...(window as unknown as {reads: object}).reads}));
    await openModal(page);
    await page.keyboard.type('roads');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const opened = await readsSoFar();
    await page.keyboard.type(' speed');
    await expect(page.getByRole('searchbox')).toHaveValue('roads speed');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await readsSoFar()).toEqual(opened);
  });

  test('caps the query at 64 characters', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('x'.repeat(100));
    expect((await page.getByRole('searchbox').inputValue()).length).toBe(64);
  });

  test('says so when nothing matches, and offers to report it with the query', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('zzqqxxjj');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toContainText('"zzqqxxjj"');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const report = page.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /\/issues\/new\?title=.*zzqqxxjj/);
  });

  test('leads to the search page with all results', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill('segment');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=segment$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('segment');
  });

  test('says which words it left out when no page holds them all, and says nothing when one does', async ({page}) => {
    await openModal(page);
    const box = page.getByRole('searchbox');
    await box.fill('buildings zeppelinhangar');
    await expect(page.getByRole('status').filter({hasText: 'No page holds every word'})).toHaveText(
      'No page holds every word: these results leave out “zeppelinhangar”.',
    );
    await expect(page.getByRole('link', {name: /See all \d+ results/})).toBeVisible();
    await box.fill('building height');
    await expect(page.getByRole('link', {name: /See all \d+ results/})).toBeVisible();
    await expect(page.getByText('No page holds every word')).toHaveCount(0);
  });

  test('shows the network error when the index cannot be loaded', async ({page}) => {
    await page.route(INDEX, (route) => route.abort('failed'));
    await openModal(page);
    await page.getByRole('searchbox').fill('buildings');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('a search that fails leaves no uncaught error behind its error screen', async ({page}) => {
    // Under `npm start` the development server covers the page with any uncaught error, this one too.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.route(INDEX, (route) => route.abort('failed'));
    await openModal(page);
    await page.getByRole('searchbox').fill('buildings');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await page.getByRole('searchbox').press('s');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    expect(uncaught).toEqual([]);
  });

  test('shows the stalled state while a slow index loads', async ({page}) => {
    await page.route(INDEX, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openModal(page);
    await page.getByRole('searchbox').fill('buildings');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeAttached();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('closes with Cancel on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByRole('searchbox')).toBeHidden();
  });
});

/** Holds back the index's chunks of text until the function it answers is called. */
async function holdText(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/search\/\w+\/t-\d+\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('hits before their text', () => {
  // One query, set at once: typed key by key, an earlier prefix's hits could be the ones seen first.
  const QUERY = 'brew install duckdb';

  test('shows its hits while their text is on its way, then the text, with no key pressed', async ({page}) => {
    const release = await holdText(page);
    await openModal(page, '/getting-data/');
    await page.getByRole('searchbox').fill(QUERY);
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    const links = (): Promise<string[]> =>
      hits.locator('a').evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
    const shown = await links();
    const titles = (): Promise<string[]> => page.locator('.DocSearch-Hit-title').allTextContents();
    const before = await titles();
    release();
    // A hit with text of its own now shows a snippet of it in its heading's place.
    await expect.poll(async () => (await titles()).join('\n')).not.toBe(before.join('\n'));
    // The same hits, in the same order.
    expect(await links()).toEqual(shown);
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page.getByRole('searchbox')).toHaveValue(QUERY);
  });

  test('a hit chosen with the arrow keys stays chosen when the text comes', async ({page}) => {
    const release = await holdText(page);
    await openModal(page, '/getting-data/');
    await page.getByRole('searchbox').fill(QUERY);
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const box = page.getByRole('searchbox');
    await expect(box).toHaveAttribute('aria-activedescendant', /-item-1$/);
    const second = await hits.nth(1).locator('a').getAttribute('href');
    const text = page.waitForResponse(/\/t-\d+\.json$/);
    release();
    await text;
    await page.waitForLoadState('networkidle');
    await expect(box).toHaveAttribute('aria-activedescendant', /-item-1$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(second ?? '', page.url()).href);
  });
});

test.describe('markup never runs', () => {
  const ATTACK = '<img src=x onerror="window.__attacked=1">';

  test('typed into the modal or the search page', async ({page}) => {
    await openModal(page);
    await page.getByRole('searchbox').fill(ATTACK);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await page.goto(`/search/?q=${encodeURIComponent(ATTACK)}`);
    await hydrated(page);
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as {__attacked?: number}).__attacked)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('present in the indexed text', async ({page}) => {
    await page.route(INDEX, async (route) => {
      const response = await route.fetch();
      const index = await response.json();
      // Make a page title hostile, as a title quoting markup would be.
      const at = index.strings.indexOf('Release calendar');
      index.strings[at] = `Release calendar ${ATTACK}<script>window.__attacked=2</script>`;
      await route.fulfill({response, json: index});
    });
    await openModal(page);
    await page.getByRole('searchbox').fill('release calendar');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('<img src=x');
    expect(await page.evaluate(() => (window as {__attacked?: number}).__attacked)).toBeUndefined();
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
  });
});

test.describe('the search page', () => {
  test('answers ?q= with up to 20 results a page', async ({page}) => {
    await page.goto('/search/?q=type');
    await hydrated(page);
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    await expect(results).toHaveCount(20);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  });

  test('loads the search engine and the index only when there is something to search', async ({page}) => {
    const scripts: Promise<string>[] = [];
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
      if (response.url().includes('/assets/search/')) files.push(response.url());
    });
    const engineLoaded = async (): Promise<boolean> =>
      (await Promise.all(scripts)).some((script) => script.includes('Unsupported search index version'));
    await page.goto('/search/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await engineLoaded()).toBe(false);
    expect(files).toEqual([]);
    await page.getByPlaceholder('Type your search here').fill('buildings');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await engineLoaded()).toBe(true);
  });

  test('credits no third party for local results, on the page or in the modal', async ({page}) => {
    await page.goto('/search/?q=buildings');
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeHidden();
    await openModal(page);
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Footer').getByRole('link')).toBeHidden();
  });
});
