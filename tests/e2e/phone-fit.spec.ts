import type {Locator} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/** How far a block's text runs past its box: 0 when it wraps or fits. */
const overflow = (block: Locator): Promise<number> =>
  block.evaluate((element) => element.scrollWidth - element.clientWidth);

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test("the attribution's credit lines wrap instead of running off the edge", async ({page}) => {
    await page.goto('/attribution/');
    const credits = page.locator('.theme-code-block.language-text pre');
    expect(await credits.count()).toBeGreaterThan(1);
    for (const credit of await credits.all()) expect(await overflow(credit)).toBe(0);
  });

  test("the extract builder's command and query wrap", async ({page}) => {
    await page.goto('/getting-data/#extract');
    await hydrated(page);
    const blocks = page.locator('#extract-builder .theme-code-block pre');
    await expect(blocks.first()).toBeVisible();
    for (const block of await blocks.all()) expect(await overflow(block)).toBe(0);
  });

  test('a long DuckDB condition shows whole lines, with a shadow where more wait', async ({page}) => {
    await page.goto('/schema/concepts/by-theme/places/#category-eat_and_drink');
    await hydrated(page);
    const condition = page.getByRole('region', {name: 'DuckDB condition'});
    await expect(condition).toBeVisible();
    const box = await condition.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return {
        lines: (element.clientHeight - padding) / lineHeight,
        scrolls: element.scrollHeight > element.clientHeight,
        shadow: style.backgroundImage,
      };
    });
    expect(box.scrolls).toBe(true);
    expect(Math.abs(box.lines - Math.round(box.lines))).toBeLessThan(0.05);
    expect(box.shadow).toContain('radial-gradient');
  });

  for (const route of ['/attribution/', '/faq/', '/schema/concepts/by-theme/transportation/travel-modes/']) {
    test(`no heading of ${route} ends in a blank line for its hidden "#" link`, async ({page}) => {
      await page.goto(route);
      const alone = await page.locator('article :is(h2, h3) > .hash-link').evaluateAll((links) =>
        links
          .filter((link) => {
            // The link's box, below the last line of the heading's text before it: a line of its own.
            const before = document.createRange();
            before.setStart(link.parentElement!, 0);
            before.setEndBefore(link);
            const text = [...before.getClientRects()].at(-1);
            const box = link.getClientRects()[0];
            return text !== undefined && box !== undefined && box.top >= text.bottom - 2;
          })
          .map((link) => link.parentElement!.textContent),
      );
      expect(alone).toEqual([]);
    });
  }

  test('a heading\'s "#" link, focused from a keyboard, shows', async ({page}) => {
    await page.goto('/attribution/');
    const link = page.locator('#commercial-use > .hash-link');
    await link.focus();
    expect(await link.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"#"');
  });
});
