import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {queryCheckLine} from '../../src/components/QueryCheck/wording';
import type {QueryEngine} from '../../src/components/Query/engines';
import {DUCKDB_TESTED} from '../../src/data/toolVersions';
import {OVERTURE_RELEASE, SCHEMA_VERSION, athenaTable, fillReleaseTokens} from '../../src/data/release';
import {engineOf} from '../support/content';
import {test, expect, hydrated} from './fixtures';

/** The line the record gives each query a page imports, by the query's text as shown. */
function expectedLines(page: string): Map<string, string> {
  const source = readFileSync(page, 'utf8');
  const files = [...source.matchAll(/from '@site\/(src\/queries\/[^']+\.sql)\?raw'/g)].map((match) => match[1]);
  return new Map(
    files.map((file) => {
      const sql = fillReleaseTokens(readFileSync(file, 'utf8'), file).trim();
      const line = queryCheckLine({engine: engineOf(file) as QueryEngine, sql});
      return [sql, fillReleaseTokens(line!)];
    }),
  );
}

/** Each query's code, as shown, with the line that follows it on the page (null where none does). */
function shownLines(page: Page): Promise<{code: string; line: string | null}[]> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll('article .theme-code-block.language-sql, article [data-twin="aside"]')];
    return parts.flatMap((part, i) => {
      if (!part.classList.contains('theme-code-block')) return [];
      const code = [...part.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n');
      const next = parts[i + 1];
      const line = next && !next.classList.contains('theme-code-block') ? next.textContent : null;
      return [{code: code.replace(/\n+$/, ''), line}];
    });
  });
}

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
    await page.evaluate(() => {
      for (const block of document.querySelectorAll<HTMLElement>('.theme-code-block')) block.dataset.served = '';
    });
    const first = page.locator('.tabs-container').first();
    await first.getByRole('tab', {name: 'Athena'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', {name: 'DuckDB'})).toBeFocused();
    await expect(first.getByRole('tab', {name: 'DuckDB'})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first.getByRole('tab', {name: 'Athena'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel', {name: 'Athena'})).toBeVisible();
    // No code block was pointed at: each is still the server's (its copy button included), none was swapped.
    await expect(page.locator('.theme-code-block:not([data-served])')).toHaveCount(0);
    await expect(page.locator('.theme-code-block[data-served]').first()).toBeAttached();
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

  test('say under each one how the tests check it, from the record they follow', async ({page}) => {
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    const expected = expectedLines('docs/getting-data/duckdb.mdx');
    const shown = await shownLines(page);
    expect(shown.length).toBe(expected.size);
    for (const {code, line} of shown) expect(line, code.split('\n')[0]).toBe(expected.get(code));

    const plain = `The site's tests run this query in DuckDB ${DUCKDB_TESTED} on a sample of release ${OVERTURE_RELEASE}.`;
    const tenPlaces = page.locator('.theme-code-block', {hasText: 'Ten places, every column'});
    await expect(tenPlaces.locator('xpath=../following-sibling::*[1]')).toHaveText(plain);
    const within = page.locator('.theme-code-block', {hasText: 'vienna_roads_within.geojson'});
    await expect(within.locator('xpath=../following-sibling::*[1]')).toContainText(
      'with stand-ins for its spatial functions',
    );
    // Quiet, and right under its block.
    const line = tenPlaces.locator('xpath=../following-sibling::*[1]/*');
    const [blockBox, lineBox] = [await tenPlaces.boundingBox(), await line.boundingBox()];
    expect(lineBox!.y - (blockBox!.y + blockBox!.height)).toBeGreaterThanOrEqual(0);
    expect(lineBox!.y - (blockBox!.y + blockBox!.height)).toBeLessThan(12);
    expect(parseFloat(await line.evaluate((element) => getComputedStyle(element).fontSize))).toBeLessThan(16);
  });

  test('say it under each tab, for that tab’s engine', async ({page}) => {
    await page.goto('/getting-data/athena-aws/');
    await hydrated(page);
    const expected = expectedLines('docs/getting-data/athena-aws.mdx');
    const shown = await shownLines(page);
    expect(shown.length).toBe(expected.size);
    for (const {code, line} of shown) expect(line, code.split('\n')[0]).toBe(expected.get(code));

    const first = page.locator('.tabs-container').first();
    await first.getByRole('tab', {name: 'Athena'}).click();
    const athena = `The site's tests check this query's syntax as Trino SQL (the dialect Athena runs) and its column names against schema ${SCHEMA_VERSION}.`;
    await expect(first.getByRole('tabpanel')).toContainText(athena);
    await first.getByRole('tab', {name: 'DuckDB'}).click();
    await expect(first.getByRole('tabpanel')).toContainText(
      `The site's tests run this query in DuckDB ${DUCKDB_TESTED}`,
    );
    await expect(first.getByRole('tabpanel')).not.toContainText('Trino');
  });

  test('say it on a page reached by client-side navigation too, once its code has come', async ({page}) => {
    await page.goto('/getting-data/athena-aws/');
    await hydrated(page);
    await page.locator('nav.menu').getByRole('link', {name: 'DuckDB', exact: true}).click();
    await expect(page).toHaveURL(/\/getting-data\/duckdb\/$/);
    const tenPlaces = page.locator('.theme-code-block', {hasText: 'Ten places, every column'});
    await expect(tenPlaces.locator('xpath=../following-sibling::*[1]')).toHaveText(
      `The site's tests run this query in DuckDB ${DUCKDB_TESTED} on a sample of release ${OVERTURE_RELEASE}.`,
    );
  });
});
