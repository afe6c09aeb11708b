import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {recordLayoutShifts, shiftsAfterHydration} from '../support/layoutShifts';
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

test.describe('a page painted before all of it came moves nothing when the rest comes', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  for (const [part, cuts] of Object.entries(CUTS)) {
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
