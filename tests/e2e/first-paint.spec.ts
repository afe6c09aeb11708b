import type {Page} from '@playwright/test';
import {COMPILE_HINT} from '../../src/framework/scripts-after-paint';
import {PAGE_KINDS} from '../routes';
import {recordLayoutShifts, shiftsAfterHydration} from '../support/layoutShifts';
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

/**
 * Runs in the page before its HTML: keeps the time each of the app's scripts joins the page, by the parser or not,
 * and, in order, each script's file (`runtime:` before it when webpack's runtime added it to fetch a chunk) and the
 * moment the app has hydrated.
 */
function scriptsAdded(): void {
  const added: number[] = [];
  const files: string[] = [];
  Object.assign(window, {scriptsAdded: added, scriptFiles: files});
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && document.documentElement.dataset.hasHydrated === 'true') {
        if (!files.includes('hydrated')) files.push('hydrated');
      }
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
          added.push(performance.now());
          const file = new URL(node.src).pathname.split('/').pop()!;
          files.push(node.hasAttribute('data-rspack') ? `runtime:${file}` : file);
        }
      }
    }
  }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
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
      expect(head, 'the head lists the entry scripts').toMatch(/<script type=application\/json data-entry-scripts>/);
      expect(head, 'the head fetches no script').not.toMatch(/<script[^>]+src=|<link[^>]+as=script/);

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
      const {added, files, fetched, painted} = await complete.evaluate(() => ({
        added: (window as unknown as {scriptsAdded: number[]}).scriptsAdded,
        files: (window as unknown as {scriptFiles: string[]}).scriptFiles,
        fetched: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/js/'))
          .map((entry) => entry.startTime),
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(painted, 'the page painted').toBeGreaterThan(0);
      expect(added.length, 'the runtime and main, at least').toBeGreaterThanOrEqual(2);
      expect(Math.min(...added), 'the first script of the app joins the page after the first paint').toBeGreaterThan(
        painted!,
      );
      // A download that ends before the paint is counted in Lighthouse's estimate of it (scripts-after-paint).
      expect(Math.min(...fetched), 'the first script of the app is fetched after the first paint').toBeGreaterThan(
        painted!,
      );
      // The page's list: the runtime, main, then the chunks its route needs, which the loader adds first. The
      // runtime's code starts the app, not main's top level (src/framework/scripts-after-paint/), and finds every
      // chunk of the route there: it fetches none itself before the app hydrates.
      const listed = JSON.parse(/data-entry-scripts>(.*?)<\/script>/.exec(head)![1]) as string[];
      expect(listed.length, 'the runtime, main and at least one chunk of the route').toBeGreaterThan(2);
      expect(files, 'the app hydrated').toContain('hydrated');
      expect(
        files.slice(0, files.indexOf('hydrated')),
        'the scripts that join the page before it hydrates: the list, from its end',
      ).toEqual(listed.map((file) => file.split('/').pop()).reverse());
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

/**
 * Runs in the page before its HTML: counts each call that would be the page's first use of ICU's collator or number
 * formats (7 to 12 ms of main thread each on this machine). Dates are left out: the theme's still use Intl.
 */
function countIcuUse(): void {
  const used: string[] = [];
  Object.assign(window, {icuUsed: used});
  const intl = Intl as unknown as Record<string, object>;
  for (const name of ['NumberFormat', 'Collator']) {
    const original = intl[name] as (...args: unknown[]) => unknown;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (used.push(`Intl.${name}`), Reflect.construct(target, args)),
      apply: (target, self, args) => (used.push(`Intl.${name}`), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string][] = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
  ];
  for (const [prototype, name] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        used.push(name);
        return original.apply(this, args);
      },
    });
  }
}

test("only the app's main script asks V8 to compile all its functions while it downloads", async ({page}) => {
  const html = await (await page.request.get('/')).text();
  const list = /<script type=application\/json data-entry-scripts>(.*?)<\/script>/.exec(html)?.[1];
  const entries = JSON.parse(list ?? '[]') as string[];
  const first = async (file: string) => (await (await page.request.get(file)).text()).split('\n')[0].slice(0, 80);
  const main = entries.find((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
  expect(main, 'the entry list names main').toBeDefined();
  expect(await first(main!)).toBe(COMPILE_HINT);
  for (const file of entries.filter((entry) => entry !== main)) expect(await first(file), file).not.toBe(COMPILE_HINT);
});

test('a route chunk that fails to load once is fetched again by the app, which still hydrates', async ({page}) => {
  const html = await (await page.request.get('/guides/places/')).text();
  const listed = JSON.parse(/data-entry-scripts>(.*?)<\/script>/.exec(html)![1]) as string[];
  const chunk = listed.at(-1)!;
  expect(chunk, 'the last of the list is a chunk of the route').not.toMatch(/\/(main|runtime~main)\./);
  let asked = 0;
  await page.route(`**${chunk}`, (route) => (++asked === 1 ? route.abort() : route.continue()));
  await page.goto('/guides/places/');
  // Left in the page, the failed script would hold webpack's runtime for its two-minute timeout.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
  expect(asked, 'asked for by the loader, then by the runtime').toBeGreaterThanOrEqual(2);
});

/*
 * One load of each kind, on Lighthouse's phone, serves two checks: a block drawn at one size in the first frame and
 * another in the next shifts what is below it; and the theme's key sorting, the taxonomy's counts and the community
 * list must not reach for ICU (src/framework/icu-free-hydration/).
 */
test.describe("a page's load uses no ICU collator or number format, and moves nothing on the screen", () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  for (const [kind, route] of Object.entries(PAGE_KINDS)) {
    test(`${kind} (${route})`, async ({page}) => {
      await page.addInitScript(countIcuUse);
      await page.addInitScript(recordLayoutShifts);
      await page.goto(route);
      const shifts = await shiftsAfterHydration(page);
      const icuUsed = await page.evaluate(() => (window as unknown as {icuUsed: string[]}).icuUsed);
      expect({shifts, icuUsed}).toEqual({shifts: [], icuUsed: []});
    });
  }
});
