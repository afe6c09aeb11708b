import {test, expect, hydrated} from './fixtures';
import {RELEASES} from '../../src/data/releases';
import {BLOG_POSTS} from '../blog-manifest';
import {PUBLISHED_ROUTES} from '../routes';

const SCHEMA_ROUTES = PUBLISHED_ROUTES.filter((route) => route.startsWith('/schema/'));

for (const route of SCHEMA_ROUTES) {
  test(`${route}: ids are unique and every link into a page finds its anchor`, async ({page, request}) => {
    await page.goto(route);
    await hydrated(page);
    const {ids, duplicates, links} = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      const seen = new Set<string>();
      return {
        ids,
        duplicates: ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false))),
        links: [...document.querySelectorAll<HTMLAnchorElement>('article a[href*="#"]')].map((a) => a.href),
      };
    });
    expect(duplicates).toEqual([]);
    // Schema prose marks code with backticks; outside code elements one means a span was shown raw.
    const rawBackticks = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('article')!, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes('`') && !node.parentElement?.closest('code, pre')) found.push(node.textContent);
      }
      return found;
    });
    expect(rawBackticks).toEqual([]);
    // Every link's target checked in one pass: a page's own ids counted here, another page's HTML fetched once
    // (the places taxonomy's page has thousands of links, and one check each took 45 s of the suite).
    const here = new URL(page.url());
    const idCounts = new Map<string, number>();
    for (const id of ids) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
    const otherPages = new Map<string, Promise<string>>();
    const broken: string[] = [];
    for (const href of new Set(links)) {
      const url = new URL(href);
      if (url.origin !== here.origin) continue;
      const id = decodeURIComponent(url.hash.slice(1));
      if (url.pathname === here.pathname) {
        if (idCounts.get(id) !== 1) broken.push(href);
        continue;
      }
      if (!otherPages.has(url.pathname)) {
        otherPages.set(
          url.pathname,
          request.get(url.pathname).then((response) => response.text()),
        );
      }
      const html = await otherPages.get(url.pathname)!;
      if (!(html.includes(`id=${id} `) || html.includes(`id=${id}>`) || html.includes(`id="${id}"`))) broken.push(href);
    }
    expect(broken).toEqual([]);
  });
}

test('a link to a field scrolls to its row and marks it', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/#speed_limits-max_speed-value');
  await hydrated(page);
  const row = page.locator('tr[id="speed_limits-max_speed-value"]');
  await expect(row).toBeInViewport();
  await expect(row.locator('th')).toContainText('speed_limits[].max_speed.value');
});

test('the field table is static: it loads no code of its own on a full page load', async ({page}) => {
  const chunks: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && chunks.push(r.url()));
  await page.goto('/schema/reference/buildings/building/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const fieldsText = await page.locator('tr[id="roof_shape"]').textContent();
  expect(fieldsText).toContain('gabled');
  // The table's data module is a chunk only fetched on client-side navigation.
  await page.getByRole('link', {name: 'building_part', exact: true}).first().click();
  await expect(page.locator('tr[id="building_id"]')).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

test('examples are introduced as the YAML they are', async ({request}) => {
  const html = await (await request.get('/schema/reference/places/place/')).text();
  const intro = /<h2[^>]*id="?examples"?[^>]*>[\s\S]*?<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  expect(intro).toContain('YAML');
  expect(intro).not.toContain('in its GeoJSON form');
});

test('a date-time field shows its format once', async ({page}) => {
  await page.goto('/schema/reference/places/place/');
  const chips = page.locator('tr[id="sources-update_time"] td').getByText(/ISO 8601/);
  await expect(chips).toHaveCount(1);
  await expect(chips).toContainText('such as');
});

test('each release of the calendar links its release notes', async ({page}) => {
  const [latest] = RELEASES;
  await page.goto('/release-calendar/');
  const history = page.getByRole('region', {name: 'Release history'});
  const current = history.getByRole('link', {name: `${latest.id} release notes`});
  await expect(current).toHaveAttribute('href', latest.notes);
  await expect(history.locator('tbody tr td:nth-child(2) a')).toHaveCount(RELEASES.length);
  await current.click();
  await expect(page.locator('h1')).toHaveText(BLOG_POSTS.find((post) => post.route === latest.notes)!.title);
});
