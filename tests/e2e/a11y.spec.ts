import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated} from './fixtures';
import {PUBLISHED_ROUTES} from '../routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({context}) => {
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    for (const route of [...PUBLISHED_ROUTES, '/no/such/page/']) {
      test(`${route} has no WCAG A/AA violation`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
