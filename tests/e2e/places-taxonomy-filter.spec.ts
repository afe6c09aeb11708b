// The filter of the places taxonomy: what it lists, how it reads the reader's words, and what an address holds.
import {test, expect, hydrated} from './fixtures';
import {codes, holding, item, match, matches, PAGE, taxonomy, tree} from '../support/placesTaxonomy';
import {countBelow} from '../../src/plugins/places-taxonomy/taxonomy';
import {MATCHES_SHOWN} from '../../src/plugins/places-taxonomy/filterMatch';

test('the filter lists what it finds in place of the tree, says how many and keeps its text in the address', async ({
  page,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  await filter.fill('pizza');
  const expected = holding('pizza');
  await expect(page.getByRole('status').filter({hasText: '“pizza”'})).toHaveText(
    `${expected.length} categories match “pizza”.`,
  );
  // Each with its path and what is below it, in the tree's order; the tree itself put away.
  await expect(matches(page).getByRole('listitem').getByRole('link')).toHaveText(expected);
  await expect(match(page, 'pizza_restaurant')).toContainText('in eat_and_drink › restaurant');
  await expect(tree(page)).toBeHidden();
  await expect(page).toHaveURL(/\?category=pizza$/);

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Filter categories')).toHaveValue('pizza');
  await expect(tree(page)).toBeHidden();
  await expect(match(page, 'pizza_restaurant')).toBeVisible();

  await page.getByLabel('Filter categories').fill('no such category');
  await expect(page.getByRole('status').filter({hasText: 'No category'})).toHaveText(
    'No category matches “no such category”.',
  );
  await expect(matches(page).getByRole('listitem')).toHaveCount(0);
  await page.getByLabel('Filter categories').fill('');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(matches(page)).toHaveCount(0);
  await expect(tree(page)).toBeVisible();
  await expect(tree(page).locator(':scope > li')).toHaveCount(taxonomy.roots.length);
});

test('a broad filter lists its first matches at once and the rest on request', async ({page}) => {
  await page.goto(`${PAGE}?category=restaurant`);
  await hydrated(page);
  const expected = holding('restaurant');
  expect(expected.length).toBeGreaterThan(2 * MATCHES_SHOWN);
  const rows = matches(page).getByRole('listitem');
  await expect(rows).toHaveCount(MATCHES_SHOWN);
  const more = page.getByRole('button', {name: /^Show \d+ more/});
  await expect(more).toHaveText(`Show ${MATCHES_SHOWN} more of the ${expected.length - MATCHES_SHOWN} not shown`);
  await more.click();
  await expect(rows).toHaveCount(2 * MATCHES_SHOWN);
  await expect(rows.getByRole('link')).toHaveText(expected.slice(0, 2 * MATCHES_SHOWN));
});

test('typing on keeps the rows the lists share, and a new text starts from its first matches', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  await filter.fill('pizz');
  await expect(match(page, 'pizza_restaurant')).toBeVisible();
  // Marks the row's element itself: a list drawn again would hold a new one, without the mark.
  await match(page, 'pizza_restaurant').evaluate((row) => Object.assign(row, {kept: true}));
  await filter.fill('pizza');
  await expect(page.getByRole('status').filter({hasText: '“pizza”'})).toHaveCount(1);
  await expect(matches(page).getByRole('listitem').getByRole('link')).toHaveText(holding('pizza'));
  expect(await match(page, 'pizza_restaurant').evaluate((row) => 'kept' in row)).toBe(true);

  await filter.fill('restaurant');
  const rows = matches(page).getByRole('listitem');
  await page.getByRole('button', {name: /^Show \d+ more/}).click();
  await expect(rows).toHaveCount(2 * MATCHES_SHOWN);
  await filter.fill('restauran');
  await expect(page.getByRole('status').filter({hasText: '“restauran”'})).toHaveCount(1);
  await expect(rows).toHaveCount(MATCHES_SHOWN);
  await expect(rows.getByRole('link')).toHaveText(holding('restauran').slice(0, MATCHES_SHOWN));
});

test('a category the address names outside the matches clears the filter and opens in the tree', async ({page}) => {
  await page.goto(`${PAGE}?category=pizza`);
  await hydrated(page);
  await expect(match(page, 'pizza_restaurant')).toBeVisible();
  // A link to a category the filter does not list, as a search hit or a shared link gives.
  await page.evaluate(() => (window.location.hash = '#category-tea_room'));
  await expect(item(page, 'tea_room')).toBeInViewport();
  await expect(page.getByLabel('Filter categories')).toHaveValue('');
  await expect(matches(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PAGE}#category-tea_room$`));
  await expect(item(page, 'tea_room').getByRole('button', {name: 'Copy DuckDB filter'})).toBeVisible();
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
    await expect(tree(page)).toBeHidden();
    // On screen, below the sticky navbar: the field, what it says, and the list it keeps.
    const navbar = (await page.locator('.navbar').boundingBox())!;
    await expect(filter).toBeInViewport();
    expect((await filter.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    await expect(status).toBeInViewport();
    await expect(match(page, 'pizza_restaurant')).toBeInViewport();
  });
}

test('the filter reads accents, capitals and plurals as site search does: “café” finds the cafés', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  const cafes = holding('cafe');
  expect(cafes).toContain('internet_cafe');
  await filter.fill('café');
  await expect(page.getByRole('status').filter({hasText: '“café”'})).toHaveText(
    `${cafes.length} categories match “café”.`,
  );
  await expect(matches(page).getByRole('listitem').getByRole('link')).toHaveText(cafes);
  // A match says what is below it, though their codes do not say café.
  const below = countBelow(taxonomy.byCode.get('cafe')!);
  await expect(match(page, 'cafe')).toContainText(`in eat_and_drink, ${below} below`);

  // Typed a key at a time, faster than the filter runs: the list is the one for the whole text.
  await filter.fill('');
  await filter.pressSequentially('Cafés');
  await expect(page.getByRole('status').filter({hasText: '“Cafés”'})).toHaveText(
    `${cafes.length} categories match “Cafés”.`,
  );
  await expect(matches(page).getByRole('listitem').getByRole('link')).toHaveText(cafes);
});
