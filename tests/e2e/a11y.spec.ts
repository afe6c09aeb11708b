import {test, expect, hydrated} from './fixtures';
import {PUBLISHED_ROUTES} from '../routes';
import {violations} from '../support/axe';

/** Both colour modes at desktop width, and the narrow layout a phone gets (drawer, stacked content). */
const VIEWS = [
  {name: 'light mode', theme: 'light'},
  {name: 'dark mode', theme: 'dark'},
  {name: 'light mode at phone width', theme: 'light', viewport: {width: 390, height: 844}},
] as const;

for (const view of VIEWS) {
  test.describe(`accessibility in ${view.name}`, () => {
    if ('viewport' in view) test.use({viewport: view.viewport});
    test.beforeEach(async ({context}) => {
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    });

    for (const route of [...PUBLISHED_ROUTES, '/no/such/page/']) {
      test(`${route} has no WCAG A/AA violation`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', view.theme);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility of the open drawer on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

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
