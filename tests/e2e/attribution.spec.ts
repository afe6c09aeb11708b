import {test, expect, hydrated} from './fixtures';
import {THEMES} from '../../src/data/licences';

test.describe('the attribution page', () => {
  test('answers "can I use it commercially?" first, theme by theme, with what each licence asks', async ({page}) => {
    await page.goto('/attribution/');
    const first = page.locator('main article h2').first();
    await expect(first).toHaveText('Can I use it commercially?');
    const answers = page.getByRole('list', {name: 'Commercial use by theme'}).getByRole('listitem');
    await expect(answers).toHaveCount(THEMES.length);
    for (const theme of THEMES) {
      const line = answers.filter({has: page.locator('code', {hasText: new RegExp(`^${theme}$`)})});
      await expect(line).toContainText(theme === 'addresses' ? 'depends on the source' : 'yes');
      await expect(line).toContainText('It asks:');
    }
    await expect(answers.filter({hasText: 'places'})).toContainText('Apache 2.0: when you share the data itself');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('the address sources read as short blocks, each licence in view, and a country is one tap away', async ({
      page,
    }) => {
      await page.goto('/attribution/#addresses');
      await hydrated(page);
      const table = page.getByRole('region', {name: 'Address sources'});
      const sizes = await table.locator('tbody tr').evaluateAll((rows) =>
        rows.map((row) => {
          const box = row.getBoundingClientRect();
          const licence = row.children[3].getBoundingClientRect();
          return {height: box.height, licenceRight: licence.right, width: document.documentElement.clientWidth};
        }),
      );
      expect(sizes.length).toBeGreaterThan(100);
      const heights = sizes.map(({height}) => height).sort((a, b) => a - b);
      expect(heights[Math.floor(heights.length / 2)], 'median row height').toBeLessThan(150);
      expect(sizes.filter(({licenceRight, width}) => licenceRight > width)).toEqual([]);
      await page
        .getByRole('navigation', {name: 'Address sources by country'})
        .getByRole('link', {name: 'Germany'})
        .tap();
      const row = page.locator('tr[id="address-sources-germany"]');
      await expect(row).toBeInViewport();
      await expect(row.locator('td').first()).toHaveText('Germany');
    });
  });
});
