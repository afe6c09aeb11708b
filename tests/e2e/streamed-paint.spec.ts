import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {recordLayoutShifts, shiftsAfterHydration} from '../support/layoutShifts';
import {PAGE_KINDS} from '../routes';
import {test, expect} from './fixtures';

/** How long the second part of a page keeps the browser waiting: long enough for it to paint the first. */
const PAUSE_MS = 400;

/**
 * Serves what `origin` serves, each HTML page in two parts: up to the first `split` it holds, then, after a pause,
 * the rest. A reader on a slow network gets a long page in parts, and loopback cuts it every 64 KiB, wherever that
 * falls: in the breadcrumbs of the reference index, once.
 */
async function splittingProxy(origin: string, split: string): Promise<{origin: string; close: () => void}> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
        headers[name] = value;
      }
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, headers);
    const at = headers['content-type']?.startsWith('text/html') ? body.indexOf(split) : -1;
    if (at < 0) return response.end(body);
    response.write(body.subarray(0, at));
    setTimeout(() => response.end(body.subarray(at)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close()};
}

/**
 * Where the first screen of a docs page on a phone can be cut, part by part: inside a crumb, before its link, its
 * icon or its name, and inside a name; inside the search button, pinned to the right, before its icon, its label
 * or its keys. Before an element's own tag nothing of it is drawn yet, so nothing can move.
 */
const CUTS = {
  'the breadcrumbs': [
    '<a aria-label="Home page"',
    '<svg viewBox="0 0 24 24" class=breadcrumbHome',
    '<span class=breadcrumbs__link>Getting',
    'ing Started</span>',
    '<span class=breadcrumbs__link>Athena',
  ],
  'the search button': [
    '<svg width=20 height=20 class=DocSearch-Search-Icon',
    '<span class=DocSearch-Button-Placeholder>',
    '<span class=DocSearch-Button-Keys>',
  ],
};

/**
 * On a wide screen, the navbar's right-hand group is aligned right: each of its items that arrived would push the
 * ones before it to the left. Cut before each item, and before the group's end.
 */
const WIDE_CUTS = {
  "the navbar's right-hand group": [
    '<a href=https://github.com/OvertureMaps/docs',
    '<div class="navbar__item dropdown',
    '<div class="toggle_',
    '<div class=navbarSearchContainer_',
  ],
};

const SCREENS = [
  {name: 'a phone', use: {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true}, cuts: CUTS},
  {name: 'a wide screen', use: {viewport: {width: 1280, height: 800}}, cuts: WIDE_CUTS},
];

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}, a page painted before all of it came moves nothing when the rest comes`, () => {
    test.use(screen.use);

    for (const [part, cuts] of Object.entries(screen.cuts)) {
      for (const cut of cuts) {
        test(`${part}, cut at ${cut}`, async ({page, baseURL}) => {
          const route = '/getting-data/athena-aws/';
          const html = await (await page.request.get(route)).text();
          expect(html, 'the page holds the cut').toContain(cut);
          const proxy = await splittingProxy(baseURL!, cut);
          try {
            await page.addInitScript(recordLayoutShifts);
            await page.goto(proxy.origin + route);
            expect(await shiftsAfterHydration(page)).toEqual([]);
          } finally {
            proxy.close();
          }
        });
      }
    }
  });
}

/** The element a page's first paint waits for (src/framework/navbar-first-paint): it must come right after the navbar. */
const EXPECT_LINK = /<link rel="?expect"? href="?#([\w-]+)"? blocking="?render"?>/;

test.describe('the first paint waits for the navbar, and no more', () => {
  for (const [kind, route] of [...Object.entries(PAGE_KINDS), ['not-found page', '/no/such/page/']]) {
    test(`${kind} (${route}) names the element right after its navbar`, async ({page}) => {
      const html = await (await page.request.get(route)).text();
      const [, id] = EXPECT_LINK.exec(html.slice(0, html.indexOf('</head>'))) ?? [];
      expect(id, 'the head has the expect link').toBeDefined();
      expect(html.indexOf(`id=${id} `), 'the element follows the navbar').toBe(
        html.indexOf('</nav>') + '</nav><div '.length,
      );
    });
  }

  test('a page cut in its article paints before the rest comes', async ({page, baseURL}) => {
    const proxy = await splittingProxy(baseURL!, '<header><h1>');
    try {
      await page.goto(proxy.origin + '/getting-data/athena-aws/');
      const {paint, lastByte} = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      expect(paint, 'the first paint, before the last part of the page').toBeLessThan(lastByte);
    } finally {
      proxy.close();
    }
  });
});
