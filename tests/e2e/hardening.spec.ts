import {readFileSync, existsSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/** Uncaught errors of the page: any one means a reader met a broken page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A page that works: visible heading, text, and no crash screen. */
async function expectReadable(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  expect((await page.locator('#__docusaurus').innerText()).trim().length).toBeGreaterThan(20);
}

const MARKUP = '<img src=x onerror="window.__ran=1"><script>window.__ran=1</script><svg onload="window.__ran=1">';

test.describe('bad input', () => {
  const queries: Record<string, string> = {
    '10,000 characters': `/search/?q=${encodeURIComponent('overture buildings '.repeat(527).slice(0, 10_000))}`,
    unicode: `/search/?q=${encodeURIComponent('Zürich 東京 🗺️ مكتبة \u202e\u0000 ｗｉｄｅ')}`,
    markup: `/search/?q=${encodeURIComponent(MARKUP)}`,
    'percent garbage': '/search/?q=%E0%A4%A%ZZ%%25%ff%',
    'repeated and empty parameters': '/search/?q=&q=roads&q',
  };
  for (const [name, url] of Object.entries(queries)) {
    test(`the search page takes a query of ${name}`, async ({page}) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expectReadable(page);
      const box = page.getByRole('searchbox', {name: 'Search'});
      await expect(box).toBeVisible();
      // The query is shown as text, whatever it holds; the engine reads at most 512 characters of it.
      await expect(page.getByRole('heading', {level: 1})).toContainText(/Search (results for|the documentation)/);
      await expect(page.locator('#__docusaurus img[src="x"], #__docusaurus svg[onload]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {__ran?: number}).__ran)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }

  const paths = [
    '/%2e%2e/',
    '/..%2f',
    '/docs/%',
    '/docs/%zz/',
    '/guides/%E0%A4%A/',
    '/%00/',
    '//evil.example/',
    '/<b>x</b>/',
  ];
  for (const url of paths) {
    test(`the path ${url} gets a working page or the not-found page`, async ({page, baseURL}) => {
      const errors = collectErrors(page);
      // Written out in full: on its own, `//evil.example/` would be read as another host.
      const response = await page.goto(`${baseURL}${url}`);
      expect([200, 404]).toContain(response?.status());
      await hydrated(page);
      await expectReadable(page);
      if (response?.status() === 404) {
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      }
      expect(new URL(page.url()).origin).toBe(new URL(response!.url()).origin);
      expect(errors).toEqual([]);
    });
  }

  test('markup in the address never runs on the not-found page', async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto(`/${encodeURIComponent(MARKUP)}/`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectReadable(page);
    expect(await page.evaluate(() => (window as unknown as {__ran?: number}).__ran)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test.describe('faults', () => {
  test('a page chunk that fails during a client navigation leads to a full load of the target', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    // The connection drops for scripts until the browser loads a whole page again.
    let dropping = true;
    const dropped: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) dropping = false;
    });
    await page.route('**/assets/js/**', (route) => {
      if (!dropping) return route.continue();
      dropped.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/release-calendar/',
    );
    await page.locator('main a[href="/release-calendar/"]').first().click();
    await fullLoad;
    expect(dropped.length).toBeGreaterThan(0);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release calendar');
  });

  test.describe('with JavaScript disabled', () => {
    test.use({javaScriptEnabled: false});

    test('pages are readable and their links work', async ({page}) => {
      const response = await page.goto('/getting-data/duckdb/');
      expect(response?.status()).toBe(200);
      await expectReadable(page);
      await expect(page.locator('main pre').first()).toBeVisible();
      await page.locator('.theme-doc-sidebar-menu a[href="/getting-data/athena-aws/"]').click();
      await expect(page).toHaveURL(/\/getting-data\/athena-aws\/$/);
      await expectReadable(page);
      await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.locator('article').first()).toBeVisible();
    });
  });

  test('the site deployed under a base URL it was not built for shows the base-URL banner', async ({page}) => {
    // The build expects to live at "/"; here it is served under /wrong-base/ only, so its scripts are not found.
    const build = path.resolve('build');
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const relative = url.pathname.startsWith('/wrong-base/') ? url.pathname.slice('/wrong-base'.length) : '';
      let file = relative && path.join(build, path.normalize(relative));
      if (file && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!file || !file.startsWith(build) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {'Content-Type': file.endsWith('.html') ? 'text/html' : 'application/octet-stream'});
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/wrong-base/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('did not load properly');
    } finally {
      server.close();
    }
  });
});
