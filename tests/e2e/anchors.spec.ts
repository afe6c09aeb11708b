import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, slowScripts} from './fixtures';

/** Where an anchor should land: its top just below the fixed navbar, inside the viewport. */
async function expectLanded(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeAttached({timeout: 15_000});
  await expect
    .poll(async () => {
      const navbar = await page.locator('.navbar').boundingBox();
      const box = await target.boundingBox();
      if (!navbar || !box) return 'not laid out';
      const gap = box.y - (navbar.y + navbar.height);
      return gap >= 0 && gap <= 24 ? 'landed' : `top ${Math.round(box.y)}, navbar ends ${navbar.y + navbar.height}`;
    })
    .toBe('landed');
}

test.describe('an anchor reached inside the site lands on its target', () => {
  test('from the search modal, on a field row that renders late', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.mouse.wheel(0, 1_500);
    await page.keyboard.press('Control+k');
    // The type's name picks its row out of the same field on a dozen types.
    await page.getByRole('searchbox').fill('bathymetry sources confidence');
    const hit = page.locator('.DocSearch-Hit a[href$="/schema/reference/base/bathymetry/#sources-confidence"]');
    await expect(hit.first()).toBeVisible();
    await slowScripts(page, 1_200);
    await hit.first().click();
    await expect(page).toHaveURL(/\/base\/bathymetry\/#sources-confidence$/);
    await expectLanded(page, page.locator('[id="sources-confidence"]'));
  });

  test('from the search page', async ({page}) => {
    await page.goto('/search/?q=speed_limits');
    await hydrated(page);
    const hit = page.locator('main a[href$="/schema/reference/transportation/segment/#speed_limits"]').first();
    await expect(hit).toBeVisible();
    await slowScripts(page, 1_200);
    await hit.click();
    await expectLanded(page, page.locator('[id="speed_limits"]'));
  });

  test('from a content link, and the table of contents follows', async ({page}) => {
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    const link = page.locator('main a[href="/schema/reference/places/place/#names"]').first();
    await link.scrollIntoViewIfNeeded();
    await slowScripts(page, 1_200);
    await link.click();
    await expect(page).toHaveURL(/\/places\/place\/#names$/);
    await expectLanded(page, page.locator('[id="names"]'));
    // The table of contents marks the section that holds the field.
    await expect(page.locator('.table-of-contents__link--active')).toHaveText('Fields');
  });

  test('through the table of contents, and back and forward', async ({page}) => {
    await page.goto('/schema/reference/places/place/');
    await hydrated(page);
    await page.locator('.table-of-contents a[href="#examples"]').click();
    await expectLanded(page, page.locator('[id="examples"]'));
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    await page.locator('main a[href="/schema/reference/places/place/#names"]').first().click();
    await expectLanded(page, page.locator('[id="names"]'));
    await page.locator('.navbar a', {hasText: 'Blog'}).first().click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/#names$/);
    await expectLanded(page, page.locator('[id="names"]'));
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('a search hit many screens down a long reference page lands on it', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.locator('.DocSearch-Button').click();
    await page.getByRole('searchbox').fill('speed limits');
    const hit = page.locator('.DocSearch-Hit a[href$="/schema/reference/transportation/segment/#speed_limits"]');
    await expect(hit.first()).toBeVisible();
    await slowScripts(page, 1_200);
    await hit.first().click();
    await expectLanded(page, page.locator('[id="speed_limits"]'));
  });
});

for (const width of [1280, 390]) {
  test.describe(`a direct link to a field at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test("shows the field's name below the navbar", async ({page}) => {
      await page.goto('/schema/reference/buildings/building/#height');
      await hydrated(page);
      const name = page.locator('[id="height"] th code');
      await expectLanded(page, page.locator('[id="height"]'));
      await expect(name).toBeInViewport({ratio: 1});
    });
  });
}

test.describe('an anchor the page does not have', () => {
  test('says so, offers the nearest, and lands there when chosen', async ({page}) => {
    await page.goto('/schema/reference/transportation/segment/#road_flag');
    await hydrated(page);
    const title = page.locator('article h1');
    const before = (await title.boundingBox())!.y;
    const note = page.getByRole('status').filter({hasText: 'Nothing on this page is called'});
    await expect(note).toContainText('Nothing on this page is called “road_flag”. The nearest is road_flags.');
    await expect(note).toBeInViewport({ratio: 1});
    // It comes once the page has settled, seconds after the first paint: it moves nothing the reader sees.
    expect((await title.boundingBox())!.y).toBe(before);
    // The sentence reads as one: no gap between the link and its full stop.
    const gap = await note.evaluate((element) => {
      const link = element.querySelector('a')!;
      const stop = document.createRange();
      stop.selectNode(link.nextSibling!);
      return stop.getBoundingClientRect().left - link.getBoundingClientRect().right;
    });
    expect(gap).toBeLessThan(1);
    await note.getByRole('link', {name: 'road_flags'}).click();
    await expect(page.locator('tr[id="road_flags"]')).toBeInViewport();
    await expect(note).toHaveCount(0);
  });

  test('shows a hostile anchor as text, and offers nothing far from it', async ({page}) => {
    await page.goto('/attribution/#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await hydrated(page);
    const note = page.getByRole('status').filter({hasText: 'Nothing on this page is called'});
    await expect(note).toContainText('“<img src=x onerror=alert(1)>”');
    await expect(note.locator('img, a')).toHaveCount(0);
    await note.getByRole('button', {name: 'Dismiss'}).click();
    await expect(note).toHaveCount(0);
  });
});
