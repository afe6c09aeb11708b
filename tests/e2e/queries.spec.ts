import {OVERTURE_RELEASE, athenaTable} from '../../src/data/release';
import {test, expect, hydrated} from './fixtures';

test.describe('queries shown on a page', () => {
  test('group engines in tabs, and the chosen engine holds across the page and a reload', async ({page}) => {
    await page.goto('/getting-data/athena-aws/');
    await hydrated(page);
    const groups = page.locator('.tabs-container');
    expect(await groups.count()).toBeGreaterThan(1);
    const first = groups.first();
    await expect(first.getByRole('tab', {name: 'Athena'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel')).toContainText(`overture.release.${athenaTable(OVERTURE_RELEASE)}`);

    await first.getByRole('tab', {name: 'DuckDB'}).click();
    await expect(first.getByRole('tabpanel')).toContainText(`/release/${OVERTURE_RELEASE}/`);
    await expect(groups.last().getByRole('tab', {name: 'DuckDB'})).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await hydrated(page);
    await expect(groups.first().getByRole('tab', {name: 'DuckDB'})).toHaveAttribute('aria-selected', 'true');
  });

  test('follow the keyboard like any tab list, and keep code blocks static until used', async ({page}) => {
    await page.goto('/getting-data/athena-aws/');
    await hydrated(page);
    const first = page.locator('.tabs-container').first();
    await first.getByRole('tab', {name: 'Athena'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', {name: 'DuckDB'})).toBeFocused();
    await expect(first.getByRole('tab', {name: 'DuckDB'})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first.getByRole('tab', {name: 'Athena'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel', {name: 'Athena'})).toBeVisible();
    // No code block was pointed at: their copy buttons are not on the page yet.
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);
  });

  test('copy with the current release filled in', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    const block = page.locator('.theme-code-block', {hasText: 'read_parquet'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`s3://overturemaps-us-west-2/release/${OVERTURE_RELEASE}/`);
    expect(copied).not.toMatch(/@@\w+@@/);
  });
});
