import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {PAGE_KINDS} from '../routes';
import {violations} from '../support/axe';

/**
 * Every page is checked in light mode at desktop width by routes.spec.ts. Here each page
 * kind (the pages that carry each template and component, see tests/routes.ts) and the
 * not-found page are checked in the other two views a reader gets: dark mode, and the
 * narrow layout of a phone (drawer, stacked content). Both change what the kind's
 * templates and styles draw, not what a page says; one page load serves both views,
 * switched the way a reader switches them (the colour toggle, then a resize).
 */
const PHONE = {width: 390, height: 844};

const html = (page: Page) => page.locator('html');
/** Waits for the CSS transitions a switch started, so that contrast is measured on the final colours. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );

for (const [kind, route] of [...Object.entries(PAGE_KINDS), ['not-found page', '/no/such/page/']]) {
  test(`${kind} (${route}) has no WCAG A/AA violation in dark mode, nor at phone width`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    await page.locator('.navbar').getByRole('button', {name: /mode/i}).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await settled(page);
    const dark = await violations(page);

    await page.locator('.navbar').getByRole('button', {name: /mode/i}).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await settled(page);
    const phone = await violations(page);
    expect({dark, phone}).toEqual({dark: [], phone: []});
  });
}

test.describe('accessibility of the open drawer on a phone', () => {
  test.use({viewport: PHONE});

  for (const theme of ['light', 'dark'] as const) {
    test(`in ${theme} mode`, async ({page, context}) => {
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto('/getting-data/duckdb/');
      await hydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
