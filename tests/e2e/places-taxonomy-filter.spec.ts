// The filter of the places taxonomy: what it lists, how it reads the reader's words, and what an address holds.
import type {Page} from '@playwright/test';
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

/** What a frame is about to draw of the list and of the tree, sampled at its animation frame. */
interface Frame {
  list: boolean;
  /** Whether the list is what a point of the tree's box shows. */
  covered: boolean;
  hidden: boolean;
  /** The height of what the tree takes of the page. */
  height: number;
  rows: number;
}

/** Samples each frame from now until the list has rows, or until the tree shows again without it. */
const sampleFrames = (page: Page, until: 'rows' | 'tree') =>
  page.evaluate(
    (until) =>
      new Promise<Frame[]>((done) => {
        const samples: Frame[] = [];
        const tree = document.querySelector('.taxonomy-tree')!;
        let wrapper: Element = tree;
        const sample = (): void => {
          const list = document.querySelector('[aria-label^="Categories matching"]');
          // The tree's outermost box that does not hold the list, found while the list shows.
          while (list && !wrapper.parentElement!.contains(list)) wrapper = wrapper.parentElement!;
          const box = wrapper.getBoundingClientRect();
          const onTop = document.elementFromPoint(box.left + 10, Math.max(box.top, 0) + 10);
          const frame = {
            list: list !== null,
            covered: list !== null && onTop !== null && list.parentElement!.contains(onTop),
            hidden: getComputedStyle(wrapper).visibility === 'hidden',
            height: box.height,
            rows: list?.children.length ?? 0,
          };
          samples.push(frame);
          const reached = until === 'rows' ? frame.rows > 0 : !frame.list && !frame.hidden;
          if (reached || samples.length > 600) done(samples);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    until,
  );

test('a filter’s list covers the tree at once, which is hidden a frame later and takes no room after; rows follow', async ({
  page,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const filter = page.getByLabel('Filter categories');
  // The tree's first rows on screen, just under the field, where the list will cover them.
  await filter.evaluate((field) => field.scrollIntoView({block: 'center'}));
  const sampling = sampleFrames(page, 'rows');
  await filter.fill('restaurant');
  const frames = (await sampling).filter((frame) => frame.list);
  const hidden = frames.findIndex((frame) => frame.hidden);
  const away = frames.findIndex((frame) => frame.height === 0);
  // The list's first frame: over the tree, which is still drawn and laid out; no rows yet.
  expect(frames[0]).toMatchObject({covered: true, hidden: false, rows: 0});
  expect(frames[0].height).toBeGreaterThan(0);
  // Then hidden, still taking its room; then taking none; the first rows only in a later frame.
  expect(hidden).toBeGreaterThan(0);
  expect(frames[hidden]).toMatchObject({height: frames[0].height, rows: 0});
  expect(away).toBeGreaterThan(hidden);
  expect(frames[away]).toMatchObject({hidden: true, rows: 0});
  expect(frames.at(-1)!.rows).toBeGreaterThan(0);
  // Every row is drawn, below the screen too: none is skipped while off screen (`content-visibility`).
  await expect(matches(page).getByRole('listitem')).toHaveCount(MATCHES_SHOWN);
  expect(
    await matches(page)
      .getByRole('listitem')
      .evaluateAll((rows) => rows.filter((row) => !row.checkVisibility({contentVisibilityAuto: true})).length),
  ).toBe(0);

  // Cleared: the list goes at once and the tree takes its room again in that frame, its rows drawn a frame later.
  const clearing = sampleFrames(page, 'tree');
  await filter.fill('');
  const back = (await clearing).filter((frame) => !frame.list);
  expect(back[0].hidden).toBe(true);
  expect(back[0].height).toBe(frames[0].height);
  expect(back.at(-1)).toMatchObject({hidden: false, height: frames[0].height});
  expect(back.length).toBeGreaterThan(1);
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
