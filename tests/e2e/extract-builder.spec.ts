import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';
import {OVERTURE_RELEASE} from '../../src/data/release';
import {DUCKDB_TESTED} from '../../src/data/toolVersions';

const PAGE = '/getting-data/';
const builder = (page: Page): Locator => page.locator('form[aria-label="Extract builder"]');
const field = (page: Page, label: string): Locator => builder(page).getByLabel(label, {exact: true});
const block = (page: Page, title: string): Locator =>
  page.locator('.theme-code-block').filter({has: page.getByText(title, {exact: true})});

async function open(page: Page, search = ''): Promise<void> {
  await page.goto(`${PAGE}${search}#extract`);
  await hydrated(page);
  await expect(field(page, 'West')).toBeEnabled();
  await expect(page.getByText('The builder needs JavaScript; until it runs')).toHaveCount(0);
}

/** Replaces a text field's value from the keyboard. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('is filled by keyboard, writes the query, command and script, and keeps them in the address', async ({page}) => {
  await open(page);
  const historyLength = await page.evaluate(() => history.length);
  await field(page, 'Type').focus();
  // From building, the keyboard moves down the list to building_part, then to division.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Type')).toHaveValue('division');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Format')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Format')).toHaveValue('geojson');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(field(page, 'West')).toBeFocused();
  await typeInto(page, 'West', '5.9');
  await typeInto(page, 'South', '49.4');
  await typeInto(page, 'East', '6.6');
  await typeInto(page, 'North', '50.2');

  const sql = block(page, 'DuckDB');
  await expect(sql).toContainText(`release/${OVERTURE_RELEASE}/theme=divisions/type=division/*`);
  await expect(sql).toContainText('WHERE bbox.xmin <= 6.6');
  await expect(sql).toContainText("TO 'extract_division.geojson' WITH (FORMAT GDAL, DRIVER 'GeoJSON');");
  // The line under it follows the query: GeoJSON goes through GDAL, which the tests stand in for.
  const checked = sql.locator('xpath=../following-sibling::*[1]');
  await expect(checked).toHaveText(
    `The site's tests run the builder's query, for every type and format, in DuckDB ${DUCKDB_TESTED} on a sample ` +
      `of release ${OVERTURE_RELEASE}, writing Parquet in place of its GDAL output: this proves its columns, ` +
      'fields and functions exist, not its output file.',
  );
  // overturemaps 0.17.0, current at the release, refuses -r for it: the builder says so instead of a command.
  await expect(block(page, 'Command line (overturemaps)')).toHaveCount(0);
  await expect(page.locator('#extract-builder')).toContainText(
    `The overturemaps command line cannot read release ${OVERTURE_RELEASE}: version 0.17.0, the newest when that ` +
      'release came out, knows releases up to 2025-09-24.0 only',
  );
  await expect(block(page, 'Python (DuckDB)')).toContainText('con.execute("""');
  await expect(page).toHaveURL(`${PAGE}?bbox=5.9,49.4,6.6,50.2&type=division&format=geojson#extract`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  await page.reload();
  await hydrated(page);
  await expect(field(page, 'North')).toHaveValue('50.2');
  await expect(field(page, 'Type')).toHaveValue('division');
  await expect(sql).toContainText('AND bbox.ymax >= 49.4');
});

test('a preset fills the box, a format the command line lacks gets a sentence, and the query copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '?type=place&format=gpkg');
  await field(page, 'Place').selectOption({label: 'Kyoto, centre'});
  await expect(field(page, 'West')).toHaveValue('135.75');
  await expect(field(page, 'North')).toHaveValue('35.025');
  await expect(page).toHaveURL(/\?bbox=135\.75,34\.985,135\.785,35\.025&type=place&format=gpkg#extract$/);
  await expect(block(page, 'Command line (overturemaps)')).toHaveCount(0);
  await expect(page.getByText('command line writes GeoParquet, GeoJSON and GeoJSON sequences only')).toBeVisible();
  const sql = block(page, 'DuckDB');
  await expect(sql).toContainText("TO 'kyoto_place.gpkg' WITH (FORMAT GDAL, DRIVER 'GPKG');");
  await sql.hover();
  await sql.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("FROM read_parquet('s3://overturemaps-us-west-2/release/");
  expect(copied).toContain('to_json(categories) AS categories');
});

const BAD_INPUTS = [
  {label: 'West', text: 'abc', message: 'West must be a number of degrees, such as 12.55; got “abc”.'},
  {label: 'North', text: '95', message: 'A latitude lies between -90 and 90; North is 95.'},
  {label: 'East', text: '200', message: 'A longitude lies between -180 and 180; East is 200.'},
  {
    label: 'East',
    text: '12',
    message: 'East must be greater than west. A box across the 180° meridian is two extracts',
  },
  {label: 'South', text: '', message: 'South is empty: enter a number of degrees.'},
];

test('says what is wrong at the field, and writes no query for a bad box', async ({page}) => {
  await open(page);
  for (const {label, text, message} of BAD_INPUTS) {
    const before = await field(page, label).inputValue();
    await typeInto(page, label, text);
    if (text === '') await page.keyboard.press('Backspace');
    const input = field(page, label);
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await input.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveAttribute('role', 'alert');
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText(message);
    await expect(block(page, 'DuckDB')).toHaveCount(0);
    await expect(page.getByText('No query for this input yet')).toBeVisible();
    await typeInto(page, label, before);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(block(page, 'DuckDB')).toHaveCount(1);
  }
});

test('warns, with its reason, for a box too large for the type, and still writes the query', async ({page}) => {
  await open(page, '?bbox=0,40,3,43&type=building&format=geojson');
  await expect(page.getByRole('alert')).toContainText('This box covers 9.0 square degrees, more than the 1');
  await expect(block(page, 'DuckDB')).toContainText('AND bbox.ymax >= 40');
  await field(page, 'Type').selectOption('division');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('explains a bad address instead of running it', async ({page}) => {
  page.on('dialog', () => {
    throw new Error('a script from the address ran');
  });
  await open(page, '?bbox=1,2,x&type=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&format=shp');
  await expect(field(page, 'East')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'North')).toHaveAttribute('aria-invalid', 'true');
  await expect(builder(page).getByText('“<img src=x onerror=alert(1)>” is not an Overture type')).toBeVisible();
  await expect(builder(page).getByText('“shp” is not a format the builder writes')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(block(page, 'DuckDB')).toHaveCount(0);
});

/** The address's box, as the builder last wrote it. */
const addressBox = (page: Page): Promise<string | null> =>
  page.evaluate(() => new URLSearchParams(window.location.search).get('bbox'));

test('reads a decimal comma as a decimal, and the address holds four numbers after every key', async ({page}) => {
  await open(page);
  await typeInto(page, 'West', '13.17');
  await typeInto(page, 'East', '13.22');
  await typeInto(page, 'North', '55.72');
  await field(page, 'South').focus();
  await page.keyboard.press('ControlOrMeta+a');
  // Once each key has rested, the address holds the box with the side read so far: "55," is 55.
  for (const [key, south] of [
    ['5', '5'],
    ['5', '55'],
    [',', '55'],
    ['6', '55.6'],
    ['9', '55.69'],
  ]) {
    await page.keyboard.type(key);
    await expect.poll(() => addressBox(page), {message: `after “${key}”`}).toBe(`13.17,${south},13.22,55.72`);
  }
  await expect(field(page, 'South')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(block(page, 'DuckDB')).toContainText('WHERE bbox.xmin <= 13.22');
  await expect(block(page, 'DuckDB')).toContainText('AND bbox.ymax >= 55.69');
  await expect.poll(() => addressBox(page)).toBe('13.17,55.69,13.22,55.72');

  await page.reload();
  await hydrated(page);
  for (const [label, value] of [
    ['West', '13.17'],
    ['South', '55.69'],
    ['East', '13.22'],
    ['North', '55.72'],
  ]) {
    await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
  }
});

test('says a hand-edited box that is not four numbers is not, instead of shifting it into the fields', async ({
  page,
}) => {
  await open(page, '?bbox=13.17,55,69,13.22,55.72&type=place');
  const message = builder(page).getByRole('alert');
  await expect(message).toHaveText(
    'The address gives the box as “13.17,55,69,13.22,55.72”, not four numbers (west, south, east, north), so the ' +
      'fields are left empty: enter the box, paste all four into West, or pick a place.',
  );
  const messageId = await message.getAttribute('id');
  for (const label of ['West', 'South', 'East', 'North']) {
    await expect(field(page, label)).toHaveValue('');
    await expect(field(page, label)).toHaveAttribute('aria-describedby', messageId!);
  }
  await expect(field(page, 'Type')).toHaveValue('place');
  await expect(block(page, 'DuckDB')).toHaveCount(0);
  // Picking a place gives the form a box again.
  await field(page, 'Place').selectOption({label: 'Copenhagen, centre'});
  await expect(message).toHaveCount(0);
  await expect.poll(() => addressBox(page)).toBe('12.555,55.67,12.6,55.69');
});

test('fills all four sides from a box pasted into West, written with commas, blanks or both', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  for (const text of ['13.17,55.69,13.22,55.72', '13.17 55.69 13.22 55.72', '13.17, 55.69, 13.22, 55.72']) {
    await field(page, 'Place').selectOption({label: 'Kyoto, centre'});
    await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
    await field(page, 'West').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('ControlOrMeta+v');
    for (const [label, value] of [
      ['West', '13.17'],
      ['South', '55.69'],
      ['East', '13.22'],
      ['North', '55.72'],
    ]) {
      await expect(field(page, label), text).toHaveValue(value);
    }
    await expect.poll(() => addressBox(page)).toBe('13.17,55.69,13.22,55.72');
  }
  // One number pasted is one side.
  await page.evaluate(() => navigator.clipboard.writeText('12.5'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(field(page, 'West')).toHaveValue('12.5');
  await expect(field(page, 'South')).toHaveValue('55.69');
});

test('asks phones for a keyboard with a minus: the text keyboard, not a number pad', async ({page}) => {
  await open(page);
  for (const label of ['West', 'South', 'East', 'North']) {
    // iOS's decimal and numeric pads have no minus key; its text keyboard's 123 layer has one.
    await expect(field(page, label)).toHaveAttribute('type', 'text');
    await expect(field(page, label)).toHaveAttribute('inputmode', 'text');
  }
});

/** Every select of the builder whose text, for any of its options, is wider than the select shows. */
function clippedOptions(page: Page): Promise<string[]> {
  return builder(page).evaluate((form) =>
    [...form.querySelectorAll('select')].flatMap((select) => {
      const chosen = select.value;
      const clipped = [...select.options]
        .filter((option) => {
          select.value = option.value;
          return select.scrollWidth > select.clientWidth;
        })
        .map((option) => option.text);
      select.value = chosen;
      return clipped;
    }),
  );
}

for (const view of [
  {width: 1280, height: 800, rows: [['West', 'South', 'East', 'North']]},
  {
    width: 390,
    height: 844,
    rows: [
      ['West', 'South'],
      ['East', 'North'],
    ],
  },
]) {
  test(`at ${view.width} px lays the box out in ${view.rows.length === 1 ? 'one row' : 'two rows of two'}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: view.width, height: view.height});
    await open(page);
    const boxes = Object.fromEntries(
      await Promise.all(
        ['West', 'South', 'East', 'North'].map(async (label) => [label, (await field(page, label).boundingBox())!]),
      ),
    );
    for (const row of view.rows) {
      for (const [left, right] of row.slice(1).map((label, i) => [row[i], label])) {
        expect(Math.abs(boxes[right].y - boxes[left].y), `${left} and ${right} on one row`).toBeLessThan(1);
        expect(boxes[right].x, `${right} right of ${left}`).toBeGreaterThan(boxes[left].x + boxes[left].width);
      }
    }
    if (view.rows.length === 2) expect(boxes.East.y).toBeGreaterThan(boxes.West.y + boxes.West.height);
  });

  test(`at ${view.width} px shows every option of its lists whole`, async ({page}) => {
    await page.setViewportSize({width: view.width, height: view.height});
    await open(page);
    expect(await clippedOptions(page)).toEqual([]);
  });
}

test('its code loads on /getting-data/ only, and there when a reader comes near the builder', async ({page}) => {
  const marker = 'Box, in degrees (WGS 84)';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const builderLoaded = async (): Promise<boolean> =>
    (await Promise.all(scripts)).some((script) => script.includes(marker));
  const load = async (route: string): Promise<void> => {
    scripts.length = 0;
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  };

  await load('/getting-data/duckdb/');
  expect(await builderLoaded()).toBe(false);
  // At the top of /getting-data/ the builder is far below: its worked example shows, its code waits.
  await load(PAGE);
  expect(await builderLoaded()).toBe(false);
  await expect(field(page, 'West')).toBeDisabled();
  // Its outputs show highlighted from the first paint of the live builder, never as plain text first.
  await page.evaluate(() => {
    const plain: string[] = ((window as unknown as {plainBlocks: string[]}).plainBlocks = []);
    new MutationObserver(() => {
      for (const pre of document.querySelectorAll('#extract-builder pre')) {
        if (!pre.querySelector('.token')) plain.push(pre.textContent ?? '');
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('#extract').scrollIntoViewIfNeeded();
  await expect(field(page, 'West')).toBeEnabled();
  expect(await builderLoaded()).toBe(true);
  await expect(block(page, 'DuckDB').locator('.token').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {plainBlocks: string[]}).plainBlocks)).toEqual([]);
});

test('while it is in view, the rest of the page is not painted off screen, and nothing moves', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(PAGE);
  await hydrated(page);
  const blocks = page.locator('article .markdown > *');
  const skipped = (): Promise<number> =>
    blocks.evaluateAll((all) => all.filter((each) => getComputedStyle(each).contentVisibility === 'auto').length);
  // Where each heading of the page sits, and how tall the page is.
  const layout = (): Promise<number[]> =>
    page.evaluate(() => [
      document.documentElement.scrollHeight,
      ...Array.from(document.querySelectorAll('article .markdown h2'), (h) => h.getBoundingClientRect().top + scrollY),
    ]);
  const before = await layout();
  expect(await skipped()).toBe(0);

  await page.locator('#extract-builder').scrollIntoViewIfNeeded();
  await expect(field(page, 'West')).toBeEnabled();
  // Every block but the builder's own is held: a key then lays out and paints the builder, not the page.
  await expect.poll(skipped).toBe((await blocks.count()) - 1);
  const held = await layout();
  held.forEach((offset, index) => expect(Math.abs(offset - before[index])).toBeLessThanOrEqual(1));

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(skipped).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows its worked example and says the builder needs JavaScript', async ({page}) => {
    await page.goto(`${PAGE}#extract`);
    await expect(page.getByText('The builder needs JavaScript; until it runs')).toBeVisible();
    await expect(field(page, 'West')).toBeDisabled();
    await expect(block(page, 'DuckDB')).toContainText(`release/${OVERTURE_RELEASE}/theme=buildings/type=building/*`);
    await expect(block(page, 'DuckDB')).toContainText("TO 'copenhagen_building.parquet'");
    await expect(block(page, 'DuckDB')).toContainText('AND bbox.xmax >= 12.555');
    await expect(page.locator('#extract-builder')).toContainText('The overturemaps command line cannot read release');
  });
});

for (const view of [
  {name: 'light mode', theme: 'light', width: 1280},
  {name: 'dark mode', theme: 'dark', width: 1280},
  {name: 'dark mode at phone width', theme: 'dark', width: 390},
] as const) {
  test(`has no WCAG A/AA violation with a problem and a warning shown, in ${view.name}`, async ({page, context}) => {
    await page.setViewportSize({width: view.width, height: 900});
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    // A valid box too large for buildings warns; an unknown format is a problem at its field.
    await open(page, '?bbox=0,40,3,43&type=building&format=shp');
    await expect(page.getByRole('alert')).toHaveCount(2);
    await expect(field(page, 'Format')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page, {within: '#extract-builder'})).toEqual([]);
  });
}
