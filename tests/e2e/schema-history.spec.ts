import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';

/**
 * The schema's history on the site: "since" labels on the reference pages, each linking to the line of the
 * changelog page that added its field or value, removed fields at the end of a type page, and the changelog
 * itself, all static HTML.
 */
const PHONE = {width: 390, height: 844};

/** The label in a field's row (the row's heading cell), or in one of its values. */
const rowLabel = (page: import('@playwright/test').Page, anchor: string) =>
  page.locator(`tr[id="${anchor}"] > th`).getByRole('link', {name: /^since v/});

for (const [route, anchor, version, change] of [
  ['/schema/reference/places/place/', 'basic_category', 'v1.13.0', 'v1-13-0-place-added-basic_category'],
  ['/schema/reference/divisions/division_area/', 'is_land', 'v1.5.0', null],
  ['/schema/reference/transportation/segment/', 'destinations', 'v1.1.0', null],
] as const) {
  test(`${route}#${anchor} says it exists since ${version}, linked to the change that added it`, async ({page}) => {
    await page.goto(`${route}#${anchor}`);
    const label = rowLabel(page, anchor);
    await expect(label).toHaveText(`since ${version}`);
    const href = await label.getAttribute('href');
    // The change's own line: the version's anchor, the type, what the change did and the field.
    expect(href).toMatch(new RegExp(`^/schema/changelog/#${version.replace(/\./g, '-')}-[a-z_]+-added-`));
    if (change) expect(href).toBe(`/schema/changelog/#${change}`);
  });
}

test('a label reads as a link: the link colour, underlined, at least 13 px', async ({page}) => {
  await page.goto('/schema/reference/places/place/#basic_category');
  const label = rowLabel(page, 'basic_category');
  const style = await label.evaluate((element) => {
    const css = getComputedStyle(element);
    return {color: css.color, underline: css.textDecorationLine, size: parseFloat(css.fontSize)};
  });
  const linkColour = await page.evaluate(() => {
    const probe = document.createElement('a');
    probe.href = '#';
    document.querySelector('main article')!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(style.color).toBe(linkColour);
  expect(style.underline).toContain('underline');
  expect(style.size).toBeGreaterThanOrEqual(13);
});

test('fields that came with their parent, and fields as old as v1.0.0, carry no label', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/');
  await expect(rowLabel(page, 'destinations-labels')).toHaveCount(0);
  await expect(rowLabel(page, 'names-primary')).toHaveCount(0);
  // A value newer than its field is labelled where it is listed.
  const gauge = page.locator('tr[id="class"] dt').filter({hasText: 'standard_gauge'});
  await expect(gauge.getByRole('link')).toHaveText('since v1.10.0');
});

test("a label leads to its change's line on the changelog, shown below the navbar and marked", async ({page}) => {
  await page.goto('/schema/reference/places/place/#basic_category');
  await hydrated(page);
  await rowLabel(page, 'basic_category').click();
  await expect(page).toHaveURL(/\/schema\/changelog\/#v1-13-0-place-added-basic_category$/);
  const line = page.locator('li[id="v1-13-0-place-added-basic_category"]');
  await expect(line).toBeInViewport();
  await expect(line).toContainText('place: added basic_category.');
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  const lineTop = await line.evaluate((element) => element.getBoundingClientRect().top);
  expect(lineTop).toBeGreaterThanOrEqual(navbarBottom);
  // The line stands out from its neighbours.
  const background = await line.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});

test('a value newer than its field links to the line that added it', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/#class');
  const gauge = page.locator('tr[id="class"] dt').filter({hasText: 'standard_gauge'}).getByRole('link');
  await expect(gauge).toHaveAttribute('href', '/schema/changelog/#v1-10-0-segment-values-added-class');
  await page.goto('/schema/changelog/#v1-10-0-segment-values-added-class');
  await expect(page.locator('li[id="v1-10-0-segment-values-added-class"]')).toContainText('standard_gauge');
});

test('a type page ends with the fields it lost, each with the version that removed it', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/#removed-fields');
  const list = page.getByRole('list', {name: 'Fields removed from segment'});
  await expect(list.getByRole('listitem').filter({hasText: 'connector_ids'})).toContainText(
    'removed in v1.2.0; the schema names connectors as its successor.',
  );
  await expect(list.getByRole('link', {name: 'v1.2.0'})).toHaveAttribute('href', '/schema/changelog/#v1-2-0');
});

test.describe('the changelog without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('lists every version, newest first, each with its tag date and first release', async ({page}) => {
    await page.goto('/schema/changelog/');
    // A heading's text ends in its anchor link's zero-width space.
    const versions = (await page.locator('article section h2').allTextContents()).map((text) =>
      text.replace(/\u200b/g, ''),
    );
    expect(versions[0]).toBe('v1.13.0');
    expect(versions.at(-1)).toBe('v1.0.0');
    expect(versions).toHaveLength(14);
    const v12 = page.locator('section[aria-labelledby="v1-12-0"]');
    await expect(v12).toContainText('Tagged 18 Sep 2025 · first shipped in release 2025-09-24.0');
    await expect(v12.getByRole('link', {name: '2025-09-24.0'})).toHaveAttribute(
      'href',
      '/blog/2025/09/24/release-notes/',
    );
    await expect(page.getByRole('link', {name: 'history.json'})).toHaveAttribute('href', '/schema/history.json');
  });
});

test('the changelog page carries no list of versions or fields in its JavaScript', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/schema/changelog/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const code = scripts.map((script) => readFileSync(path.join('build', script), 'utf8')).join('\n');
  for (const needle of ['v1.12.0', 'operating_status', 'connector_ids']) expect(code, needle).not.toContain(needle);
  await expect(page.locator('h2[id="v1-12-0"]')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the changelog has no WCAG A/AA violation at phone width in ${theme} mode`, async ({page, context}) => {
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.setViewportSize(PHONE);
    await page.goto('/schema/changelog/#v1-2-0');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await violations(page)).toEqual([]);
  });
}
