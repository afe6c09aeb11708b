import {readFileSync} from 'node:fs';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';
import {SCHEMA_HISTORY} from '../../src/data/schemaHistory';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {categoryFilter, renameComment} from '../../src/plugins/places-taxonomy/duckdbFilter';
import {renamesByCode} from '../../src/plugins/places-taxonomy/renames';
import {codesFrom, parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';

const PAGE = '/schema/concepts/by-theme/places/';
const taxonomy = parseTaxonomy(readFileSync(TAXONOMY_FILE, 'utf8'));
const renames = renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames);
const codes = [...taxonomy.byCode.values()].filter((category) => !category.group).map(({code}) => code);
const tree = (page: import('@playwright/test').Page) => page.locator('.taxonomy-tree');
const item = (page: import('@playwright/test').Page, code: string) => page.locator(`[id="category-${code}"]`);

test('the whole tree is in the page as HTML, and no script carries the category list or the renames', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(PAGE);
  await hydrated(page);
  await expect(tree(page).locator('li[data-search-term]')).toHaveCount(codes.length);
  await expect(item(page, 'pizza_restaurant')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain('afghan_restaurant');
    expect(script).not.toContain('fishchbroetchen_restaurant');
  }
});

test('a deep link opens its category, with its ancestors, and offers its DuckDB filter', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PAGE}#category-coffee_shop`);
  await hydrated(page);
  await expect(item(page, 'coffee_shop')).toBeInViewport();
  await expect(item(page, 'cafe').locator(':scope > details')).toHaveAttribute('open', '');
  await expect(item(page, 'eat_and_drink').locator(':scope > details')).toHaveAttribute('open', '');

  await page.goto(`${PAGE}#category-cafe`);
  const cafe = [...codesFrom(taxonomy.byCode.get('cafe')!)];
  await expect(page.getByText(categoryFilter(cafe), {exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Copy DuckDB filter'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(categoryFilter(cafe));
});

test('a renamed category shows its old code, and its filter says what releases before the rename wrote', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PAGE}?category=poke_restaurant`);
  await hydrated(page);
  const poke = item(page, 'poke_restaurant');
  await expect(poke).toBeVisible();
  await expect(poke.locator('.taxonomy-was')).toHaveText('was poke until v1.9.0');
  await poke.getByRole('link', {name: 'poke_restaurant'}).click();
  const expected = categoryFilter(['poke_restaurant'], renames.get('poke_restaurant')!.map(renameComment));
  await expect(poke.locator('pre')).toHaveText(expected);
  await page.getByRole('button', {name: 'Copy DuckDB filter'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expected);
  expect(copied).toMatch(/^-- Releases before 2025-05-21\.0 \(schema v1\.9\.0\) wrote 'poke' for poke_restaurant/);

  // A branch's filter names the old codes below it; the tree's filter finds an entry by its old code.
  await page.goto(`${PAGE}#category-restaurant`);
  await expect(item(page, 'restaurant').locator('pre')).toContainText("'poke' for poke_restaurant");
  await page.getByLabel('Filter categories').fill('cajun_creole');
  await expect(page.getByRole('status').filter({hasText: '“cajun_creole”'})).toHaveText(
    '1 category matches “cajun_creole”.',
  );
  await expect(item(page, 'cajun_and_creole_restaurant')).toBeVisible();
});

test('the filter narrows the tree in place, says how many match and keeps its text in the address', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  await filter.fill('pizza');
  const expected = codes.filter((code) => code.includes('pizza')).length;
  await expect(page.getByRole('status').filter({hasText: '“pizza”'})).toHaveText(
    `${expected} categories match “pizza”.`,
  );
  await expect(item(page, 'pizza_restaurant')).toBeVisible();
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
  await expect(item(page, 'restaurant').locator(':scope > details > summary')).toBeVisible();
  await expect(page).toHaveURL(/\?category=pizza$/);

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Filter categories')).toHaveValue('pizza');
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
  await expect(item(page, 'pizza_restaurant')).toBeVisible();

  await page.getByLabel('Filter categories').fill('no such category');
  await expect(page.getByRole('status').filter({hasText: 'No category'})).toHaveText(
    'No category matches “no such category”.',
  );
  await page.getByLabel('Filter categories').fill('');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(tree(page).locator(':scope > li')).toHaveCount(taxonomy.roots.length);
});

test('filter and disclosures work from the keyboard', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.getByLabel('Filter categories').focus();
  await page.keyboard.type('tea room');
  await expect(item(page, 'tea_room')).toBeVisible();
  const summary = item(page, 'accommodation').locator(':scope > details > summary');
  await page.getByLabel('Filter categories').fill('');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(item(page, 'accommodation').locator(':scope > details')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(item(page, 'accommodation').locator(':scope > details')).not.toHaveAttribute('open', '');
});

test('after in-site navigation the tree arrives as HTML and works', async ({page}) => {
  await page.goto('/guides/places/');
  await hydrated(page);
  await page.getByRole('link', {name: 'category taxonomy', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#category-taxonomy$`));
  await expect(tree(page).locator('li[data-search-term]')).toHaveCount(codes.length);
  await page.getByLabel('Filter categories').fill('pizza');
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
});

test.describe('accessibility of the open, filtered tree at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const theme of ['light', 'dark'] as const) {
    test(`in ${theme} mode`, async ({page, context}) => {
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      // A renamed category, its old code and its filter's note open, beside categories that were not renamed.
      await page.goto(`${PAGE}?category=restaurant#category-poke_restaurant`);
      await hydrated(page);
      await expect(item(page, 'pizza_restaurant')).toBeVisible();
      await expect(item(page, 'poke_restaurant').locator('.taxonomy-was')).toBeVisible();
      await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('a category code typed in site search finds its entry first, and the hit opens it', async ({page}) => {
  await page.goto('/getting-data/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('pizza_restaurant');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toContainText('pizza_restaurant');
  await expect(first).toContainText('eat_and_drink › restaurant › pizza_restaurant');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#category-pizza_restaurant$`));
  await expect(item(page, 'pizza_restaurant')).toBeInViewport();
  await expect(item(page, 'restaurant').locator(':scope > details')).toHaveAttribute('open', '');

  // Every code is answered: the last one of the published list too, typed with a space.
  const last = codes.at(-1)!;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(last.replaceAll('_', ' '));
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`#category-${last}$`));
});

test('an old category code typed in site search finds the new code’s entry first, saying what it was', async ({
  page,
}) => {
  await page.goto('/getting-data/');
  await hydrated(page);
  for (const [query, code, was] of [
    ['cajun_creole_restaurant', 'cajun_and_creole_restaurant', 'cajun_creole_restaurant'],
    ['poke', 'poke_restaurant', 'poke'],
    ["children's museum", 'childrens_museum', "children's_museum"],
  ]) {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.locator('a'), query).toHaveAttribute('href', new RegExp(`#category-${code}$`));
    await expect(first).toContainText(`${code}, was ${was}`);
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('cajun_creole_restaurant');
  await page.locator('.DocSearch-Hit').first().click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#category-cajun_and_creole_restaurant$`));
  await expect(item(page, 'cajun_and_creole_restaurant')).toBeInViewport();
});
