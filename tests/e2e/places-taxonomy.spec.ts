import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';
import {codes, item, match, matches, PAGE, renames, taxonomy, tree} from '../support/placesTaxonomy';
import {categoryFilter, renameComment} from '../../src/plugins/places-taxonomy/duckdbFilter';
import {codesFrom} from '../../src/plugins/places-taxonomy/taxonomy';

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

test('the DuckDB condition’s code comes when a category is chosen, and its failing to come is said', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  // Every script asked for from now on fails, as offline: the condition's code is not in the page's first load.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.evaluate(() => (window.location.hash = '#category-cafe'));
  await expect(page.getByRole('alert')).toHaveText(
    'The DuckDB condition could not be loaded. Reload the page to try again.',
  );
  await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toHaveCount(0);
});

test('a renamed category shows its old code, and its filter says what releases before the rename wrote', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PAGE}?category=poke_restaurant`);
  await hydrated(page);
  const poke = match(page, 'poke_restaurant');
  await expect(poke).toBeVisible();
  await expect(poke.locator('.taxonomy-was')).toHaveText('was poke until v1.9.0');
  await expect(item(page, 'poke_restaurant')).toBeHidden();
  // Chosen among the matches, a category shows its filter there, the filter kept.
  await poke.getByRole('link', {name: 'poke_restaurant'}).click();
  const expected = categoryFilter(['poke_restaurant'], renames.get('poke_restaurant')!.map(renameComment));
  await expect(poke.locator('pre')).toHaveText(expected);
  await page.getByRole('button', {name: 'Copy DuckDB filter'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expected);
  expect(copied).toMatch(/^-- Releases before 2025-05-21\.0 \(schema v1\.9\.0\) wrote 'poke' for poke_restaurant/);
  await expect(page).toHaveURL(/\?category=poke_restaurant#category-poke_restaurant$/);
  await expect(page.getByLabel('Filter categories')).toHaveValue('poke_restaurant');

  // A branch's filter names the old codes below it; the tree's filter finds an entry by its old code.
  await page.goto(`${PAGE}#category-restaurant`);
  await expect(item(page, 'restaurant').locator('pre')).toContainText("'poke' for poke_restaurant");
  await page.getByLabel('Filter categories').fill('cajun_creole');
  await expect(page.getByRole('status').filter({hasText: '“cajun_creole”'})).toHaveText(
    '1 category matches “cajun_creole”.',
  );
  await expect(match(page, 'cajun_and_creole_restaurant')).toBeVisible();
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

test('the blocks before the taxonomy cost a frame of the filter little', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(PAGE);
  await hydrated(page);
  const blocks = page.locator('.theme-doc-markdown > *');
  // The rules name the page by the class Docusaurus gives its root: a page moved or renamed loses them, and this fails.
  const styles = await blocks.evaluateAll((all) =>
    all.map((block) => {
      const style = getComputedStyle(block);
      return {tag: block.tagName, isolation: style.isolation, contain: style.contain};
    }),
  );
  expect(styles.length).toBeGreaterThan(10);
  await expect(blocks.last().getByLabel('Filter categories')).toBeAttached();
  for (const {tag, isolation, contain} of styles.slice(0, -1)) {
    expect({isolation, contain}, tag).toEqual({isolation: 'isolate', contain: 'layout style'});
  }
});

test('a code in a link keeps its underscores: the underline runs below the code', async ({page}) => {
  await page.goto(`${PAGE}?category=pizza`);
  await hydrated(page);
  for (const link of [
    match(page, 'pizza_restaurant').getByRole('link', {name: 'pizza_restaurant'}),
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
  await expect(match(page, 'internet_cafe')).toBeVisible();
  // The filter at the top of the screen, its matches under it.
  await toTop(filter);
  await expect(active).toHaveText('Category taxonomy');
  // The first match at the top of the screen.
  await filter.fill('pizza');
  await expect(match(page, 'pizza_restaurant')).toBeVisible();
  await toTop(match(page, 'pizza_restaurant'));
  await expect(active).toHaveText('Category taxonomy');
  // Half way down a long list.
  await filter.fill('restaurant');
  await expect(match(page, 'afghan_restaurant')).toBeVisible();
  await matches(page).evaluate(async (list) => {
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
  await expect(match(page, 'tea_room')).toBeVisible();
  // From the field to the match, and its panel.
  await page.keyboard.press('Tab');
  await expect(match(page, 'tea_room').getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(match(page, 'tea_room').getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
  const summary = item(page, 'accommodation').locator(':scope > details > summary');
  await page.getByLabel('Filter categories').fill('');
  // The filter runs once typing pauses: the tree comes back before the reader opens a branch.
  await expect(summary).toBeVisible();
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
  await expect(match(page, 'pizza_restaurant')).toBeVisible();
  await expect(tree(page)).toBeHidden();
});

test.describe('accessibility of the open, filtered tree at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const [where, address] of [
    ['the tree', '#category-cafe'],
    ['a filter’s matches', '?category=restaurant#category-poke_restaurant'],
  ]) {
    test(`in ${where}, every control is a target of 24 px at least, and the filter, the choice and the copy button of 44 px`, async ({
      page,
    }) => {
      await page.goto(`${PAGE}${address}`);
      await hydrated(page);
      await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
      const sizes = await page
        .locator('.taxonomy-tree, [role="search"], [aria-label^="Categories matching"]')
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
      const filtered = address.startsWith('?');
      for (const control of [
        page.getByLabel('Filter categories'),
        page.locator('label', {hasText: 'Primary or alternate category'}),
        page.locator('label', {hasText: 'Primary category only'}),
        page.getByRole('button', {name: 'Copy DuckDB filter'}),
        ...(filtered ? [page.getByRole('button', {name: /^Show (\d+ more|the other)/})] : []),
      ]) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`in ${theme} mode`, async ({page, context}) => {
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      // A renamed category, its old code and its filter's note open, beside categories that were not renamed.
      await page.goto(`${PAGE}?category=restaurant#category-poke_restaurant`);
      await hydrated(page);
      await expect(match(page, 'american_restaurant')).toBeVisible();
      await expect(match(page, 'poke_restaurant').locator('.taxonomy-was')).toBeVisible();
      await expect(page.getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
