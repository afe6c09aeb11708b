import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * What the page's head tells browsers, crawlers and link previews: the title, the
 * attributes of <html> the pages set, and every tag the pages put in the head.
 */
interface HeadSnapshot {
  title: string;
  html: string[];
  tags: string[];
}

function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element): string => {
      const attributes = Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'data-rh')
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
      return `<${element.localName} ${attributes.join(' ')}>${element.textContent ?? ''}`;
    };
    return {
      title: document.title,
      html: [
        `lang=${root.lang}`,
        `dir=${root.dir}`,
        `class=${Array.from(root.classList)
          .filter((name) => !name.startsWith('route-'))
          .sort()
          .join(' ')}`,
      ],
      tags: Array.from(document.head.querySelectorAll('[data-rh]:not(title)'), describe).sort(),
    };
  });
}

/** Goes to `route` the way a click on a link does: the router renders it, no page load. */
async function navigateInPage(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, route);
}

// One walk over pages of different kinds: each sets its own title, description,
// canonical and alternate links, Open Graph tags, <html> classes and structured data,
// and must leave none of the previous page's behind.
const WALK = [
  '/getting-data/',
  '/blog/2025/10/22/release-notes/',
  '/schema/reference/places/place/',
  '/blog/tags/releases/',
  '/search/',
  '/community/',
  '/blog/archive/',
  '/schema/concepts/by-theme/places/',
  '/',
];

test('after each client-side navigation the head is the one the server sends for that page', async ({
  page,
  browser,
}) => {
  const direct = await browser.newPage();
  await page.goto('/release-calendar/');
  await hydrated(page);
  for (const route of WALK) {
    await direct.goto(route);
    await hydrated(direct);
    const expected = await readHead(direct);
    await navigateInPage(page, route);
    await expect.poll(() => page.evaluate(() => document.title), {message: route}).toBe(expected.title);
    await expect.poll(() => readHead(page), {message: route}).toEqual(expected);
  }
  await direct.close();
});

test('the server head stays as it is through hydration', async ({page, request}) => {
  for (const route of ['/getting-data/', '/blog/2025/10/22/release-notes/']) {
    const html = await (await request.get(route)).text();
    const served = html.match(/<meta data-rh=true[^>]*>|<link data-rh=true[^>]*>|<script data-rh=true[^>]*>/g) ?? [];
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const tags = await page.evaluate(() => document.head.querySelectorAll('[data-rh]:not(title)').length);
    expect(tags, route).toBe(served.length);
  }
});
