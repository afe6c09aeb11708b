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

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test(`a shared filter link opens on the filter, its count and its first matches, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${PAGE}?category=pizza`);
    await hydrated(page);
    const filter = page.getByLabel('Filter categories');
    await expect(filter).toHaveValue('pizza');
    const status = page.getByRole('status').filter({hasText: '“pizza”'});
    const expected = codes.filter((code) => code.includes('pizza')).length;
    await expect(status).toHaveText(`${expected} categories match “pizza”.`);
    await expect(item(page, 'afghan_restaurant')).toBeHidden();
    // On screen, below the sticky navbar: the field, what it says, and the list it keeps.
    const navbar = (await page.locator('.navbar').boundingBox())!;
    await expect(filter).toBeInViewport();
    expect((await filter.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    await expect(status).toBeInViewport();
    await expect(item(page, 'pizza_restaurant')).toBeInViewport();
  });
}

test('the filter reads accents, capitals and plurals as site search does: “café” finds the cafés', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  const cafes = codes.filter((code) =>
    [code, ...(renames.get(code) ?? []).map(({from}) => from)].some((name) => name.includes('cafe')),
  );
  expect(cafes).toContain('internet_cafe');
  await filter.fill('café');
  await expect(page.getByRole('status').filter({hasText: '“café”'})).toHaveText(
    `${cafes.length} categories match “café”.`,
  );
  await expect(item(page, 'cafe')).toBeVisible();
  await expect(item(page, 'internet_cafe')).toBeVisible();
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
  // A match opens to the categories below it, though their codes do not say café.
  await item(page, 'cafe').locator(':scope > details > summary').click();
  await expect(item(page, 'coffee_shop')).toBeVisible();

  // Typed a key at a time, faster than the filter runs: the list is the one for the whole text.
  await filter.fill('');
  await filter.pressSequentially('Cafés');
  await expect(page.getByRole('status').filter({hasText: '“Cafés”'})).toHaveText(
    `${cafes.length} categories match “Cafés”.`,
  );
  await expect(item(page, 'internet_cafe')).toBeVisible();
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
});

test('the copied filter tests the alternate categories too, and the primary one only by choice', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PAGE}#category-cafe`);
  await hydrated(page);
  const cafe = [...codesFrom(taxonomy.byCode.get('cafe')!)];
  const panel = item(page, 'cafe').locator('.taxonomy-panel');
  const copy = panel.getByRole('button', {name: 'Copy DuckDB filter'});
  await copy.click();
  const either = await page.evaluate(() => navigator.clipboard.readText());
  expect(either).toBe(categoryFilter(cafe));
  expect(either).toContain(`OR list_has_any(categories.alternate, ['cafe', `);

  await panel.getByRole('radio', {name: 'Primary category only'}).check();
  await expect(panel.locator('pre')).toHaveText(categoryFilter(cafe, [], 'primary'));
  await copy.click();
  const primary = await page.evaluate(() => navigator.clipboard.readText());
  expect(primary).toBe(`categories.primary IN (${cafe.map((code) => `'${code}'`).join(', ')})`);
});

test('a code in a link keeps its underscores: the underline runs below the code', async ({page}) => {
  await page.goto(`${PAGE}?category=pizza`);
  await hydrated(page);
  for (const link of [
    item(page, 'pizza_restaurant').getByRole('link', {name: 'pizza_restaurant'}),
    page.getByRole('link', {name: 'basic_category', exact: true}).first(),
  ]) {
    const [offset, size] = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      return [parseFloat(style.textUnderlineOffset), parseFloat(style.fontSize)];
    });
    // An underscore reaches about 0.2 em below the baseline; the text's links draw their underline at 0.15 em.
    expect(offset / size).toBeGreaterThanOrEqual(0.35);
  }
});

test('while the taxonomy is read, the table of contents marks its section', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const active = page.locator('.table-of-contents__link--active');
  const filter = page.getByLabel('Filter categories');
  /** Scrolls the page to put `element` at the top of the screen, just under the navbar, and lets the page see it. */
  const toTop = (element: import('@playwright/test').Locator) =>
    element.evaluate(async (target) => {
      window.scrollBy(0, target.getBoundingClientRect().top - 70);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  await page.goto(`${PAGE}?category=cafe`);
  await hydrated(page);
  await expect(item(page, 'internet_cafe')).toBeVisible();
  // The filter at the top of the screen, its matches under it.
  await toTop(filter);
  await expect(active).toHaveText('Category taxonomy');
  // The first match at the top of the screen.
  await filter.fill('pizza');
  await expect(item(page, 'afghan_restaurant')).toBeHidden();
  await toTop(item(page, 'pizza_restaurant'));
  await expect(active).toHaveText('Category taxonomy');
  // Half way down a long list.
  await filter.fill('restaurant');
  await expect(item(page, 'afghan_restaurant')).toBeVisible();
  await tree(page).evaluate(async (list) => {
    const {top, height} = list.getBoundingClientRect();
    window.scrollBy(0, top + height / 2);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(active).toHaveText('Category taxonomy');
});

test('filter and disclosures work from the keyboard', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.getByLabel('Filter categories').focus();
  await page.keyboard.type('tea room');
  await expect(item(page, 'tea_room')).toBeVisible();
  const summary = item(page, 'accommodation').locator(':scope > details > summary');
  await page.getByLabel('Filter categories').fill('');
  // The filter runs once typing pauses: the list closes again before the reader opens a branch.
  await expect(item(page, 'tea_room')).toBeHidden();
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

  test('every control is a target of 24 px at least, and the filter, the choice and the copy button of 44 px', async ({
    page,
  }) => {
    await page.goto(`${PAGE}?category=cafe#category-cafe`);
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
    const sizes = await page
      .locator('.taxonomy-tree, [role="search"]')
      .locator('a, summary, button, input[type="search"], label:has(input[type="radio"])')
      .evaluateAll((targets: HTMLElement[]) =>
        targets
          .filter((target) => target.checkVisibility())
          .map((target) => {
            const {width, height} = target.getBoundingClientRect();
            return {
              target: target.textContent?.trim() || target.getAttribute('aria-label') || target.id,
              width,
              height,
            };
          }),
      );
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter(({width, height}) => width < 24 || height < 24)).toEqual([]);
    for (const control of [
      page.getByLabel('Filter categories'),
      page.locator('label', {hasText: 'Primary or alternate category'}),
      page.locator('label', {hasText: 'Primary category only'}),
      page.getByRole('button', {name: 'Copy DuckDB filter'}),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`in ${theme} mode`, async ({page, context}) => {
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      // A renamed category, its old code and its filter's note open, beside categories that were not renamed.
      await page.goto(`${PAGE}?category=restaurant#category-poke_restaurant`);
      await hydrated(page);
      await expect(item(page, 'pizza_restaurant')).toBeVisible();
      await expect(item(page, 'poke_restaurant').locator('.taxonomy-was')).toBeVisible();
      await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
      // axe misreads colours and sizes in rows the browser skips while they are off screen
      // (content-visibility: dequelabs/axe-core#2768): every row is drawn for the check.
      await tree(page)
        .locator('li')
        .evaluateAll((rows: HTMLElement[]) => rows.forEach((row) => (row.style.contentVisibility = 'visible')));
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
