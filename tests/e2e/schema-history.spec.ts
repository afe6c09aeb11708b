import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';

/**
 * The schema's history on the site: "since" labels on the reference pages, each linking to its
 * version on the changelog page, removed fields at the end of a type page, and the changelog
 * itself, all static HTML.
 */
const PHONE = {width: 390, height: 844};

/** The label in a field's row (the row's heading cell), or in one of its values. */
const rowLabel = (page: import('@playwright/test').Page, anchor: string) =>
  page.locator(`tr[id="${anchor}"] > th`).getByRole('link', {name: /^since v/});

for (const [route, anchor, version] of [
  ['/schema/reference/places/place/', 'basic_category', 'v1.13.0'],
  ['/schema/reference/divisions/division_area/', 'is_land', 'v1.5.0'],
  ['/schema/reference/transportation/segment/', 'destinations', 'v1.1.0'],
] as const) {
  test(`${route}#${anchor} says it exists since ${version}, linked to that version's changelog entry`, async ({
    page,
  }) => {
    await page.goto(`${route}#${anchor}`);
    const label = rowLabel(page, anchor);
    await expect(label).toHaveText(`since ${version}`);
    await expect(label).toHaveAttribute('href', `/schema/changelog/#${version.replace(/\./g, '-')}`);
  });
}

test('fields that came with their parent, and fields as old as v1.0.0, carry no label', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/');
  await expect(rowLabel(page, 'destinations-labels')).toHaveCount(0);
  await expect(rowLabel(page, 'names-primary')).toHaveCount(0);
  // A value newer than its field is labelled where it is listed.
  const gauge = page.locator('tr[id="class"] dt').filter({hasText: 'standard_gauge'});
  await expect(gauge.getByRole('link')).toHaveText('since v1.10.0');
});

test('a label leads to its version on the changelog, shown below the navbar', async ({page}) => {
  await page.goto('/schema/reference/places/place/#basic_category');
  await hydrated(page);
  await rowLabel(page, 'basic_category').click();
  await expect(page).toHaveURL(/\/schema\/changelog\/#v1-13-0$/);
  const heading = page.locator('h2[id="v1-13-0"]');
  await expect(heading).toBeInViewport();
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(navbarBottom);
  await expect(page.locator('section[aria-labelledby="v1-13-0"]')).toContainText('place: added basic_category.');
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
