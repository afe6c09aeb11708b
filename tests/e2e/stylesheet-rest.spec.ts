import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import postcss from 'postcss';
import {PAGE_KINDS} from '../routes';
import {test, expect, hydrated} from './fixtures';

/**
 * A page inlines the rules its markup uses and loads the rest of the stylesheet after its first paint
 * (src/framework/critical-css/). Between them, every element must look as the whole stylesheet makes it look:
 * on the page, on every page a reader goes on to without a reload, and in what the app draws later.
 */

const BUILD = 'build';
const STYLESHEET = /<link rel=stylesheet href=([^>\s]+)><\/body>/;

/** Each rule's place, `@media …|@layer …|selector`, spaces dropped, for every selector of a stylesheet. */
function places(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent!)
      if (parent.type === 'atrule')
        around.unshift(`@${(parent as postcss.AtRule).name}${(parent as postcss.AtRule).params}`);
    if (around.some((atRule) => atRule.includes('keyframes'))) return;
    for (const selector of rule.selectors) found.add([...around, selector].join('|').replace(/\s+/g, ''));
  });
  return found;
}

test('every rule of the stylesheet reaches every built page, inline or in the rest it loads', () => {
  const pages = readdirSync(BUILD, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(100);
  const fullSheets = new Map<string, Set<string>>();
  const missing: string[] = [];
  for (const file of pages) {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    const rest = STYLESHEET.exec(html)?.[1];
    expect(rest, `${file}: links the rest of the stylesheet at the end of its body`).toMatch(/\.rest\.\w+\.css$/);
    const fullHref = rest!.replace(/\.rest\.\w+\.css$/, '.css');
    if (!fullSheets.has(fullHref)) fullSheets.set(fullHref, places(readFileSync(path.join(BUILD, fullHref), 'utf8')));
    const inline = places(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
    const later = places(readFileSync(path.join(BUILD, rest!), 'utf8'));
    for (const place of fullSheets.get(fullHref)!)
      if (!inline.has(place) && !later.has(place)) missing.push(`${file}: ${place}`);
  }
  expect(missing.slice(0, 20)).toEqual([]);
});

/** What a stylesheet can change in how an element looks, as computed styles name it. */
const PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'z-index',
  'float',
  'visibility',
  'opacity',
  'content-visibility',
  'color',
  'background-color',
  'background-image',
  'box-shadow',
  'outline-style',
  'outline-color',
  'cursor',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'text-underline-offset',
  'white-space',
  'word-break',
  'overflow-wrap',
  'vertical-align',
  'list-style-type',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-left-width',
  'border-left-color',
  'border-top-left-radius',
  'width',
  'max-width',
  'height',
  'min-height',
  'overflow-x',
  'overflow-y',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'gap',
  'grid-template-columns',
  'transform',
  'transition-property',
  'pointer-events',
];

/**
 * How every element under `root` looks (the properties above, and its ::before and ::after), kept in the page
 * under `name`; the custom properties too, on the root element, where a page's are set.
 */
function keepComputedStyles(page: Page, root: string, name: string): Promise<number> {
  return page.evaluate(
    ({root, name, properties}) => {
      // A transition half way would read differently a moment later.
      for (const animation of document.getAnimations()) animation.finish();
      const read = (style: CSSStyleDeclaration) => properties.map((property) => style.getPropertyValue(property));
      const rootStyle = getComputedStyle(document.documentElement);
      const custom = Array.from({length: rootStyle.length}, (_, i) => rootStyle[i])
        .filter((property) => property.startsWith('--'))
        .sort()
        // A custom property keeps its text as written: url('a') and url("a") are the same URL.
        .map((property) => `${property}:${rootStyle.getPropertyValue(property).replace(/[\\'"]/g, '')}`);
      const elements = [...document.querySelectorAll(`${root}, ${root} *`)].map((element) => ({
        name: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
        values: [
          ...read(getComputedStyle(element)),
          ...['::before', '::after'].map((which) => getComputedStyle(element, which).content),
        ],
      }));
      Object.assign(window, {[name]: {custom, elements}});
      return elements.length;
    },
    {root, name, properties: PROPERTIES},
  );
}

/** Adds the whole stylesheet after everything, as pages loaded it before: the cascade the site was written for. */
async function withWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rest = document.querySelector<HTMLLinkElement>('body > link[rel=stylesheet][href*=".rest."]')!;
    const whole = document.createElement('link');
    whole.rel = 'stylesheet';
    whole.dataset.whole = '';
    whole.href = rest.href.replace(/\.rest\.\w+\.css$/, '.css');
    await new Promise((resolve, reject) => {
      whole.onload = resolve;
      whole.onerror = reject;
      document.body.append(whole);
    });
  });
}

/**
 * Waits until the page's elements stay the same for a moment: an island that renders late would shift the
 * comparison below, which pairs elements by their order. Running transitions must end too: a sidebar category
 * that opens on the way to a page holds `overflow: hidden` in its style until its transition has ended.
 */
async function domSettled(page: Page, root: string, networkIdle = (): boolean => true): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const {now, transitions} = await page.evaluate(
          (root) => ({
            now: [...document.querySelectorAll(`${root} *`)].map((element) => element.tagName).join(),
            transitions: document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
          }),
          root,
        );
        const same = now === last && transitions === 0 && networkIdle();
        last = now;
        return same;
      },
      {intervals: [250], timeout: 10_000},
    )
    .toBe(true);
}

/** The elements whose look the whole stylesheet changes, with the first property that differs. */
async function changedByWholeStylesheet(page: Page, root: string, networkIdle?: () => boolean): Promise<string[]> {
  await domSettled(page, root, networkIdle);
  expect(await keepComputedStyles(page, root, 'before'), `elements under ${root}`).toBeGreaterThan(0);
  await withWholeStylesheet(page);
  await keepComputedStyles(page, root, 'after');
  return page.evaluate((properties) => {
    type Kept = {custom: string[]; elements: {name: string; values: string[]}[]};
    const {before, after} = window as unknown as {before: Kept; after: Kept};
    const changed = [
      ...before.custom.filter((entry) => !after.custom.includes(entry)).map((entry) => `root: ${entry} goes`),
      ...after.custom.filter((entry) => !before.custom.includes(entry)).map((entry) => `root: ${entry} comes`),
    ];
    const names = (kept: Kept) => kept.elements.map(({name}) => name).join();
    if (names(before) !== names(after)) return ['the page changed while it was compared'];
    before.elements.forEach(({name, values}, i) => {
      const index = values.findIndex((value, j) => value !== after.elements[i].values[j]);
      if (index >= 0)
        changed.push(
          `${name}: ${properties[index] ?? 'content'} ${values[index]} -> ${after.elements[i].values[index]}`,
        );
    });
    return changed;
  }, PROPERTIES);
}

async function restLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet),
  );
}

/** Takes the whole stylesheet out again, so that the next page is compared with the page's own stylesheets alone. */
async function withoutWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const link of document.querySelectorAll('link[data-whole]')) link.remove();
  });
}

/** Whether the page has no request on its way: a static island's code, arriving late, would change the page. */
function requestsDone(page: Page): () => boolean {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size === 0;
}

/*
 * A page's inline rules stay in the document as the reader moves on, whatever the route: one page load from each
 * start serves every page kind, each reached in turn without a reload (a test a kind reloaded the start each time).
 */
for (const from of ['/', '/blog/2024/04/21/welcome/']) {
  test(`from ${from}, without a reload, every page kind looks as the whole stylesheet makes it look`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const idle = requestsDone(page);
    await page.goto(from);
    await hydrated(page);
    await restLoaded(page);
    for (const [kind, to] of Object.entries(PAGE_KINDS)) {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, to);
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(to);
      await page.locator('h1, main h2').first().waitFor();
      expect.soft(await changedByWholeStylesheet(page, '#__docusaurus', idle), `${kind} (${to})`).toEqual([]);
      await withoutWholeStylesheet(page);
    }
  });
}

test.describe('what the app draws on demand, on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the menu drawer', async ({page}) => {
    await page.goto('/schema/reference/places/place/');
    await hydrated(page);
    await restLoaded(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').waitFor();
    expect(await changedByWholeStylesheet(page, '.navbar')).toEqual([]);
  });

  test('the search dialog', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await restLoaded(page);
    await page.locator('.DocSearch-Button').click();
    await page.getByRole('searchbox').fill('release calendar');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await changedByWholeStylesheet(page, '.DocSearch-Container')).toEqual([]);
  });
});
