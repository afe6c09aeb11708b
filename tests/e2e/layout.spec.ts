import {test, expect, hydrated} from './fixtures';
import type {Request} from '@playwright/test';
import {COPYRIGHT, SOURCE_REPOSITORY} from '../../src/data/site';

test.describe('navbar', () => {
  test('holds the four sections on the left, in order', async ({page}) => {
    await page.goto('/release-calendar/');
    await hydrated(page);
    const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    await expect(left).toHaveText(['Docs', 'Schema Reference', 'Blog', 'Community']);
    await expect(left.nth(2)).toHaveAttribute('href', '/blog/');
    await expect(left.nth(3)).toHaveAttribute('href', '/community/');
  });

  test('holds source link, language, colour mode and search on the right, in order', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const right = page.locator('.navbar__items--right');
    const source = right.getByRole('link', {name: 'Source repository on GitHub'});
    await expect(source).toHaveAttribute('href', SOURCE_REPOSITORY);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);

    const order = await right.evaluate((element) =>
      Array.from(element.children).map((child) => {
        if (child.matches('a[href^="https://github.com"]')) return 'source';
        if (child.matches('.dropdown')) return 'language';
        if (child.querySelector('button[title*="mode" i]')) return 'colour mode';
        if (
          child.querySelector('.DocSearch-Button') ||
          child.matches('.navbarSearchContainer_Bca1, [class*="navbarSearchContainer"]')
        )
          return 'search';
        return child.className;
      }),
    );
    expect(order).toEqual(['source', 'language', 'colour mode', 'search']);
  });

  test('stays fixed at the top while the page scrolls', async ({page}) => {
    await page.goto('/attribution/');
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  });

  test('the language switcher offers its one choice, English', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    const choices = dropdown.locator('.dropdown__menu a');
    await expect(choices).toHaveText(['English']);
    await expect(choices.first()).toHaveAttribute('lang', 'en');
  });
});

for (const width of [996, 1000, 1010, 1100]) {
  test(`the navbar at ${width} px keeps the title whole and every item on one line`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/release-calendar/');
    await hydrated(page);
    const title = page.locator('.navbar__title');
    await expect(title).toHaveText('Overture Maps');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const item of await page.locator('.navbar__items a.navbar__item').all()) {
      const lines = await item.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, await item.innerText()).toBeLessThanOrEqual(1);
    }
    const left = (await page.locator('.navbar__items:not(.navbar__items--right)').boundingBox())!;
    const right = (await page.locator('.navbar__items--right').boundingBox())!;
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
  });
}

test('the source link says GitHub where there is room, and in the phone drawer', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await hydrated(page);
  const source = page.locator('.navbar__items--right').getByRole('link', {name: 'Source repository on GitHub'});
  await expect(source).toHaveText('GitHub');
  await expect(source.getByText('GitHub')).toBeVisible();
  await page.setViewportSize({width: 390, height: 844});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const inDrawer = page.locator('.navbar-sidebar').getByRole('link', {name: 'Source repository on GitHub'});
  await expect(inDrawer.getByText('GitHub')).toBeVisible();
});

test('the footer shows the copyright line and no links', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveText(COPYRIGHT);
  await expect(footer.locator('a')).toHaveCount(0);
});

test('a slow navigation shows the loading bar until the next page is ready', async ({page}) => {
  await page.goto('/release-calendar/');
  await hydrated(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold back the scripts of the next page, as a slow network would.
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.navbar__items a.navbar__item', {hasText: 'Blog'}).click();
  await expect(page.locator('html')).toHaveClass(/\broute-loading\b/);
  release();
  await expect(page.locator('h1')).toHaveText('Engineering Blog');
  await expect(page.locator('html')).not.toHaveClass(/\broute-loading\b/);
});

test('links in view have their pages fetched ahead, one at a time', async ({page}) => {
  const prefetched: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const isPrefetch = (request: Request): boolean =>
    (request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '').includes('prefetch');
  page.on('request', (request) => {
    if (!isPrefetch(request)) return;
    prefetched.push(new URL(request.url()).pathname);
    mostInFlight = Math.max(mostInFlight, ++inFlight);
  });
  const settled = (request: Request): void => {
    if (isPrefetch(request)) inFlight--;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.goto('/blog/archive/');
  await hydrated(page);
  const links = page.locator('head link[rel="prefetch"][href*="/assets/js/"]');
  await expect.poll(() => links.count()).toBeGreaterThan(5);
  const first = await links.first().getAttribute('href');
  await expect.poll(() => prefetched).toContain(new URL(first ?? '', page.url()).pathname);
  // A guess at the next page never takes more than one connection: a search's files come first (idle-prefetch).
  expect(mostInFlight).toBe(1);
});

test('a chunk that several linked pages share is fetched ahead once', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const hrefs = (): Promise<string[]> =>
    page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The queue starts one prefetch an idle period: wait until it has gone through the page's links.
  let before: string[] = [];
  await expect(async () => {
    const [last, now] = [before, await hrefs()];
    before = now;
    expect(now.length).toBeGreaterThan(5);
    expect(now.length).toBe(last.length);
  }).toPass({intervals: [1_000], timeout: 30_000});
  expect(before.filter((href, index) => before.indexOf(href) !== index)).toEqual([]);
});

test('a skip link leads to the main content', async ({page}) => {
  await page.goto('/release-calendar/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeInViewport();
});

test('doc pages show breadcrumbs', async ({page}) => {
  await page.goto('/release-calendar/');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.goto('/attribution/');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const headingTargets = await page
    .locator('article h2[id], article h3[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(tocTargets.length).toBeGreaterThan(0);
  expect(tocTargets).toEqual(headingTargets);
  await expect(page.locator('article h3[id]').first()).toBeAttached();
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('defaults to light even when the system prefers dark', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle switches between light and dark and stores the choice under "theme"', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.locator('.navbar').getByRole('button', {name: /mode/i});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a change made in another tab is picked up', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/release-calendar/');
    await hydrated(first);
    await hydrated(second);
    await first.locator('.navbar').getByRole('button', {name: /mode/i}).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile drawer', () => {
  test('appears below 996 px, with a way back to the main menu', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto('/release-calendar/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
  });

  test('the phone menu stays open on a category, so a page three levels down takes one opening', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/schema/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Each category opens its page behind the menu and unfolds in it; the menu stays for the next tap.
    for (const category of ['/schema/concepts/', '/schema/concepts/by-theme/']) {
      await sidebar.locator(`a.menu__link--sublist[href="${category}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${category}$`));
      await expect(sidebar).toBeVisible();
    }
    // A page's link closes the menu.
    await sidebar.locator('a.menu__link[href="/schema/concepts/by-theme/places/"]').click();
    await expect(page).toHaveURL(/\/schema\/concepts\/by-theme\/places\/$/);
    await expect(sidebar).toBeHidden();
  });

  test('closes when the window becomes desktop-sized', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto('/release-calendar/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('is not shown at 996 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/release-calendar/');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items a.navbar__item', {hasText: 'Docs'})).toBeVisible();
  });
});
