import type {Page} from '@playwright/test';
import {PAGE_KINDS} from '../routes';
import {test, expect} from './fixtures';

/** What a reader sees first on a phone: where the navbar, the title and the first paragraph sit, and their colours. */
interface FirstScreen {
  boxes: Record<string, {x: number; y: number; width: number; height: number} | null>;
  colours: Record<string, string>;
}

const FIRST_SCREEN = {navbar: '.navbar', title: 'main h1, main h2', text: 'main p'};

function firstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(async (selectors) => {
    // Two frames: the layout the browser would paint now.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const boxes: FirstScreen['boxes'] = {};
    const colours: FirstScreen['colours'] = {
      page: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
    };
    for (const [name, selector] of Object.entries(selectors)) {
      const element = document.querySelector(selector);
      const rect = element?.getBoundingClientRect();
      boxes[name] = rect
        ? {x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height)}
        : null;
      if (element) colours[name] = getComputedStyle(element).color;
    }
    return {boxes, colours};
  }, FIRST_SCREEN);
}

/** The first screen while every external stylesheet is held back, as a slow network would hold it. */
async function withoutStylesheets(page: Page, route: string): Promise<FirstScreen> {
  await page.route(/\/assets\/css\/.+\.css$/, () => new Promise<void>(() => {}));
  await page.goto(route, {waitUntil: 'commit'});
  await page.locator('footer.footer').waitFor({state: 'attached'});
  return firstScreen(page);
}

/** Runs in the page before its HTML: keeps the time each of the app's scripts joins the page, by the parser or not. */
function scriptsAdded(): void {
  const added: number[] = [];
  Object.assign(window, {scriptsAdded: added});
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) added.push(performance.now());
      }
    }
  }).observe(document, {childList: true, subtree: true});
}

test.describe('the first screen needs no stylesheet from the network', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const [kind, route] of Object.entries(PAGE_KINDS)) {
    test(`${kind} (${route}) links no stylesheet from its head, draws its first screen from the page alone, and runs the app's scripts after it`, async ({
      page,
      browser,
    }) => {
      const response = await page.request.get(route);
      const head = (await response.text()).split('</head>')[0];
      expect(head, 'a stylesheet linked from the head holds the first paint').not.toMatch(/<link[^>]+stylesheet/);
      expect(head, 'the entry scripts are fetched from the head').toMatch(/<link[^>]+preload[^>]+data-entry/);

      const early = await withoutStylesheets(page, route);
      const context = await browser.newContext({viewport: {width: 390, height: 844}});
      const complete = await context.newPage();
      const errors: string[] = [];
      complete.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await complete.addInitScript(scriptsAdded);
      await complete.goto(route);
      await complete.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      expect(early).toEqual(await firstScreen(complete));
      const {added, painted} = await complete.evaluate(() => ({
        added: (window as unknown as {scriptsAdded: number[]}).scriptsAdded,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(painted, 'the page painted').toBeGreaterThan(0);
      expect(added.length, 'the runtime and main, at least').toBeGreaterThanOrEqual(2);
      expect(Math.min(...added), 'the first script of the app joins the page after the first paint').toBeGreaterThan(
        painted!,
      );
      expect(errors, 'hydration finds the markup it expects').toEqual([]);
      await context.close();
    });
  }

  test('a dark-mode reader gets the dark theme in the first paint', async ({page, browser}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const early = await withoutStylesheets(page, '/getting-data/');
    const context = await browser.newContext({viewport: {width: 390, height: 844}});
    const complete = await context.newPage();
    await complete.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await complete.goto('/getting-data/');
    await complete.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const dark = await firstScreen(complete);
    expect(dark.colours.page, 'the dark theme is on').not.toBe('rgb(255, 255, 255)');
    expect(early).toEqual(dark);
    await context.close();
  });
});
