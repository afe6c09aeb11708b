import {test, expect, hydrated} from './fixtures';
import {codes, item, PAGE} from '../support/placesTaxonomy';

/** Site search answers a category's code, or one of its old codes, with its entry in the taxonomy. */
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
