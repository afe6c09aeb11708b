import {test, expect} from './fixtures';

/**
 * What the schema's history says, read in the built pages and in their Markdown twins: values of
 * array items, what each change asks of a reader, renamed category codes, removed fields the files
 * keep, since-lines that match their labels, and the policy on when the schema changes.
 */

const twin = async (request: import('@playwright/test').APIRequestContext, route: string): Promise<string> => {
  // The home page's twin is /index.md; every other page's is its address without the slash, plus .md.
  const response = await request.get(route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);
  expect(response.status(), route).toBe(200);
  return response.text();
};

test('the segment page lists the allowed values of array items, each with its meaning', async ({page, request}) => {
  await page.goto('/schema/reference/transportation/segment/');
  const flags = page.locator('tr[id="road_flags-values"]');
  await expect(flags.locator('dt').filter({hasText: 'is_indoor'})).toContainText('since v1.7.0');
  await expect(flags.locator('dd').filter({hasText: 'Inside a building.'})).toHaveCount(1);
  for (const [anchor, value] of [
    ['rail_flags-values', 'is_passenger'],
    ['access_restrictions-when-mode', 'hgv'],
    ['access_restrictions-when-using', 'to_deliver'],
    ['access_restrictions-when-recognized', 'as_employee'],
    ['destinations-symbols', 'restrooms'],
  ]) {
    await expect(page.locator(`tr[id="${anchor}"] dt`).filter({hasText: value}), anchor).toHaveCount(1);
  }
  expect(await twin(request, '/schema/reference/transportation/segment/')).toMatch(
    /`is_indoor`[^\n]*Inside a building/,
  );
});

test('the changelog says what a query or validator has to change, and names every kind of change', async ({
  page,
  request,
}) => {
  await page.goto('/schema/changelog/');
  const v150 = page.locator('section[aria-labelledby="v1-5-0"]');
  await expect(v150).toContainText('bathymetry: depth is ≥ 0, where it was ≤ 0.');
  await expect(v150).toContainText('Its values changed sign');
  await expect(v150).toContainText('division_area: added is_land, required.');
  await expect(v150).toContainText('rule on the feature: now “At least one of these must hold');
  const v170 = page.locator('section[aria-labelledby="v1-7-0"]');
  await expect(v170).toContainText('segment: new values of road_flags[].values: is_indoor.');
  const v1120 = page.locator('section[aria-labelledby="v1-12-0"]');
  await expect(v1120).toContainText('place: added operating_status, required. What to change:');
  const text = await twin(request, '/schema/changelog/');
  expect(text).toContain('**What to change:** Features must now carry it');
  expect(text).not.toMatch(/&#x[0-9A-F]+;/);
});

test('v1.9.0 lists its twelve renamed category codes, each linked to its entry in the taxonomy', async ({page}) => {
  await page.goto('/schema/changelog/#v1-9-0-category-codes');
  const section = page.locator('section[aria-labelledby="v1-9-0"]');
  await expect(section.getByRole('heading', {name: 'places: category codes renamed'})).toBeVisible();
  const poke = section.getByRole('link', {name: 'poke_restaurant'});
  await expect(poke).toHaveAttribute('href', '/schema/concepts/by-theme/places/#category-poke_restaurant');
  await expect(section.locator('li').filter({hasText: ' became '})).toHaveCount(12);
  await poke.click();
  await expect(page.locator('[id="category-poke_restaurant"]')).toHaveCount(1);
});

test('every type page says that bbox, removed from the schema, is still a column of every file', async ({
  page,
  request,
}) => {
  for (const route of ['/schema/reference/transportation/segment/', '/schema/reference/base/water/']) {
    await page.goto(`${route}#removed-fields`);
    const bbox = page.locator('ul[aria-label^="Fields removed from"] > li').filter({hasText: 'bbox'});
    await expect(bbox).toContainText('removed from the schema in v1.8.0, but still a column of every file');
    await expect(bbox.getByRole('link', {name: "How a release's Parquet files are laid out"})).toHaveAttribute(
      'href',
      '/getting-data/#how-a-release-is-laid-out',
    );
    expect(await twin(request, route)).toContain('still a column of every file');
  }
});

test("bathymetry's page counts its own labels and its removed fields from the version that added it", async ({
  page,
}) => {
  await page.goto('/schema/reference/base/bathymetry/');
  const article = page.locator('article');
  await expect(article).not.toContainText('its fields carry no labels of their own');
  await expect(article).toContainText('those added later carry their own');
  await expect(page.locator('tr[id="cartography-prominence"] > th')).toContainText('since v1.5.0');
  await expect(article).toContainText('Fields of bathymetry since v1.4.0, which added the type, that a later version');
  await expect(article).not.toContainText('since v1.0.0');
});

test('the policy on schema changes says when it began and lists the changes outside its months', async ({
  page,
  request,
}) => {
  await page.goto('/release-calendar/#schema-changes');
  const section = page.getByRole('table').filter({hasText: 'Minor by the policy, but can break'});
  for (const version of ['v1.2.0', 'v1.3.0', 'v1.9.0']) {
    await expect(section.locator('tbody th').filter({hasText: version})).toHaveCount(1);
  }
  await expect(section.locator('tr').filter({hasText: 'v1.2.0'})).toContainText('removed connector_ids');
  await expect(section.locator('tr').filter({hasText: 'v1.9.0'})).toContainText('renamed 12 places category codes');
  await expect(page.locator('article')).toContainText(
    'Overture published its policy for schema changes on 15 Sep 2025',
  );
  const stale = /land only in the March|breaking changes come in March|Schema changes that break queries are grouped/;
  for (const route of ['/', '/getting-data/']) {
    const text = await twin(request, route);
    expect(text, route).not.toMatch(stale);
    expect(text, route).toMatch(/Since 15 Sep 2025, (Overture.s policy keeps )?major changes/);
    expect(text, route).toContain('March, June, September and December releases');
  }
  expect(await twin(request, '/release-calendar/')).not.toMatch(stale);
});
