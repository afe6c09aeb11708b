import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/** Pages with the site's widest tables, one of each kind. */
const TABLE_PAGES = [
  '/',
  '/schema/reference/',
  '/schema/concepts/by-theme/',
  '/schema/reference/places/place/',
  '/getting-data/',
  '/release-calendar/',
  '/attribution/',
];

/** Every table that is wider than the room it has, and whether its frame says so and scrolls by keyboard. */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
      const frame = table.parentElement!;
      const overflows = table.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
      if (!overflows) continue;
      const style = getComputedStyle(frame);
      const name = table.querySelector('caption, th')?.textContent?.trim().slice(0, 40);
      if (!['auto', 'scroll'].includes(style.overflowX)) problems.push(`${name}: overflows the page`);
      else if (frame.tabIndex !== 0) problems.push(`${name}: its frame cannot be scrolled by keyboard`);
      else if (!style.backgroundImage.includes('radial-gradient') || !style.backgroundAttachment.includes('local'))
        problems.push(`${name}: nothing shows that it scrolls`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push('the page itself scrolls sideways');
    return problems;
  });
}

/**
 * Pieces of code that were given their own line-break rules (paths, field names)
 * and still wrapped inside although they would fit on a line of their own.
 */
function piecesBrokenInside(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const piece of document.querySelectorAll<HTMLElement>(selector)) {
      const lineHeight = parseFloat(getComputedStyle(piece).lineHeight) || 20;
      const room = piece.parentElement!.parentElement!.clientWidth;
      const wraps = piece.getBoundingClientRect().height > lineHeight * 1.5;
      if (wraps && piece.scrollWidth < room) broken.push(piece.textContent!);
    }
    return broken;
  }, selector);
}

for (const width of [390, 1280]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({viewport: {width, height: 844}});

    for (const route of TABLE_PAGES) {
      test(`${route}: every table fits, or scrolls in a frame that shows it`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        expect(await overflowingTables(page)).toEqual([]);
      });
    }

    test('paths in tables break after a slash only', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const path = page.locator('main td code', {hasText: 's3://overturemaps-us-west-2/release/'});
      await expect(path).toHaveText(/^s3:\/\/overturemaps-us-west-2\/release\/\d{4}-\d\d-\d\d\.\d+\/theme=buildings/);
      expect(await piecesBrokenInside(page, 'main td code > span')).toEqual([]);
    });

    test('field names break after a dot or a bracket only', async ({page}) => {
      await page.goto('/schema/reference/transportation/segment/');
      await hydrated(page);
      await expect(page.locator('[id="names-rules-between"] th code')).toHaveText('names.rules[].between');
      expect(await piecesBrokenInside(page, 'main th code > span')).toEqual([]);
    });
  });
}

test.describe('tables that give their text room', () => {
  test('the schema reference index leaves "What it is" most of the width', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/schema/reference/');
    const types = page.getByRole('region', {name: 'Feature types'});
    const summaries = await types.locator('tbody td:last-child').all();
    expect(summaries.length).toBeGreaterThanOrEqual(15);
    for (const summary of summaries) {
      const box = (await summary.boundingBox())!;
      expect(box.width).toBeGreaterThan(340);
      expect(box.height).toBeLessThan(180);
    }
  });

  test('"The six themes" reads on a phone without scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const table = page.getByRole('region', {name: 'Table'}).filter({hasText: 'What it holds'});
    for (const cell of await table.locator('tbody td:last-child').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.width).toBeGreaterThan(150);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
