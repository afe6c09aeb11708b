import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, hydrated} from './fixtures';
import {violations} from '../support/axe';
import {DRAFT_ROUTES, PAGE_KINDS, PUBLISHED_ROUTES} from '../routes';
import {BLOG_POSTS} from '../blog-manifest';
import {builtPosts, builtRoutes} from '../manifests/fromBuild';

const BUILD = path.resolve('build');
const RUN_MANIFESTS = 'after adding, moving or removing a page, run `npm run manifests` and commit tests/manifests/';

test('the build publishes exactly the routes of the manifest', () => {
  expect(builtRoutes(), RUN_MANIFESTS).toEqual([...PUBLISHED_ROUTES].sort());
});

test('the blog manifest holds exactly the posts the build loaded', () => {
  expect(builtPosts(), RUN_MANIFESTS).toEqual(BLOG_POSTS);
});

test('no page shows a release placeholder', () => {
  const withPlaceholders = PUBLISHED_ROUTES.filter((route) =>
    /@@[a-z_]+@@|__[A-Z_]*OVERTURE_RELEASE/.test(readFileSync(path.join(BUILD, route, 'index.html'), 'utf8')),
  );
  expect(withPlaceholders).toEqual([]);
});

test('every page has one description, and the navbar logo repeats no text beside it', () => {
  const problems = PUBLISHED_ROUTES.flatMap((route) => {
    const $ = load(readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
    const descriptions = $('meta[name="description"]')
      .map((_, meta) => $(meta).attr('content')?.trim() ?? '')
      .get();
    const logoAlts = $('.navbar__logo img')
      .map((_, img) => $(img).attr('alt'))
      .get();
    return [
      ...(descriptions.length === 1 && descriptions[0] !== ''
        ? []
        : [`${route}: descriptions ${JSON.stringify(descriptions)}`]),
      ...(logoAlts.every((alt) => alt === '') ? [] : [`${route}: logo alt ${JSON.stringify(logoAlts)}`]),
    ];
  });
  expect(problems).toEqual([]);
});

/*
 * Every page once, in light mode at desktop width: its status, its one h1 and every
 * WCAG 2.2 A/AA rule. Dark mode and phone width are checked per page kind in
 * a11y.spec.ts: they change colours and layout, which pages of a kind share.
 * Colour contrast, too, comes from the stylesheet and the components, which pages of a
 * kind share: it is checked on one page of each kind here (light) and there (dark, phone).
 * It was most of this file's time (about 2-3 ms a text node; 5.5 s on its own on the schema
 * reference index), and with it the suite ran within a minute of CI's 30.
 */
const KIND_ROUTES = new Set<string>(Object.values(PAGE_KINDS));
for (const route of PUBLISHED_ROUTES) {
  test(`${route} answers 200 with one h1 and no WCAG A/AA violation`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    expect(await violations(page, {leaveOut: KIND_ROUTES.has(route) ? [] : ['color-contrast']})).toEqual([]);
  });
}

for (const route of DRAFT_ROUTES) {
  test(`draft ${route} is not published`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
  });
}

test('an unknown path answers the not-found page with 404, with no WCAG A/AA violation', async ({page}) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  const main = page.locator('main');
  await expect(main.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', {name: 'Schema reference'})).toHaveAttribute('href', '/schema/');
  await expect(main.getByRole('link', {name: 'Engineering blog'})).toHaveAttribute('href', '/blog/');
  await expect(main.getByRole('search').getByRole('searchbox')).toBeVisible();
});

test('the not-found search form leads to the search page with the query', async ({page}) => {
  await page.goto('/no/such/page/');
  await hydrated(page);
  await page.locator('main').getByRole('searchbox').fill('buildings');
  await page.locator('main').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\/\?q=buildings$/);
});

test('/x/index.html and /x.html show the same page as /x/', async ({page}) => {
  await page.goto('/release-calendar/');
  const title = await page.locator('h1').textContent();
  for (const variant of ['/release-calendar/index.html', '/release-calendar.html', '/release-calendar']) {
    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/release-calendar/');
    await expect(page.locator('h1')).toHaveText(title ?? '');
  }
});

test('a missing docs page reached inside the site shows the whole not-found page once its code arrives', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/getting-data/');
  await hydrated(page);
  // The not-found text is a static island: a docs page's first load does not carry its code.
  const before = requests.length;
  await page.evaluate(() => {
    window.history.pushState({}, '', '/getting-data/no-such-page/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByRole('searchbox', {name: 'Search the site'})).toBeVisible();
  expect(
    requests.slice(before).some((path) => path.startsWith('/assets/js/')),
    'its code came when needed',
  ).toBe(true);
});
