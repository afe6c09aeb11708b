import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/** What has focus now: enough to tell controls apart and to know when focus left an area. */
interface Focused {
  tag: string;
  label: string;
  href: string | null;
  expanded: string | null;
  inSidebar: boolean;
  inDrawer: boolean;
}

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    return {
      tag: element.tagName.toLowerCase(),
      label: (element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '').trim(),
      href: element.getAttribute('href'),
      expanded: element.getAttribute('aria-expanded'),
      inSidebar: element.closest('.theme-doc-sidebar-menu') !== null,
      inDrawer: element.closest('.navbar-sidebar') !== null,
    };
  });
}

/** Presses Tab until `found` holds for the focused element, at most `limit` times. */
async function tabUntil(page: Page, found: (element: Focused) => boolean, limit = 60): Promise<Focused> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    let element = await focused(page);
    // Focus on the server's search button swaps in the live one, which takes the focus over a moment
    // later; wait for it rather than pressing Tab from nowhere.
    for (let wait = 0; !element && wait < 20; wait++) {
      await page.waitForTimeout(100);
      element = await focused(page);
    }
    if (element && found(element)) return element;
  }
  throw new Error(`nothing matching was reached in ${limit} presses of Tab`);
}

test.describe('with the keyboard only', () => {
  test('the colour toggle and the search are reached, and both work', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await tabUntil(page, (element) => /dark and light mode/i.test(element.label));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await tabUntil(page, (element) => /search/i.test(element.label) && element.tag === 'button');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Input')).toBeFocused({timeout: 15_000});
  });

  test('the search button keeps the focus while its code arrives', async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    await tabUntil(page, (element) => /search/i.test(element.label) && element.tag === 'button');
    // Focus starts loading the live button, which replaces the server's; the focus must move with it.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar .DocSearch-Button')).toBeFocused();
  });

  test("as the live search button replaces the server's, the focus is never left nowhere", async ({page}) => {
    await page.goto('/getting-data/');
    await hydrated(page);
    // Watches the navbar as the server's button (marked here, to tell it from the live one) is swapped out;
    // a key pressed while the focus is on the page's body (between the swap and a later task giving the
    // focus back) is lost.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {focusSeen: string[]}).focusSeen = seen;
      document.querySelector<HTMLElement>('.navbar .DocSearch-Button')!.dataset.fromServer = '';
      new MutationObserver(() => {
        const active = document.activeElement;
        seen.push(active === document.body || !active ? 'nowhere' : active.className);
      }).observe(document.querySelector('.navbar')!, {childList: true, subtree: true});
    });
    await tabUntil(page, (element) => /search/i.test(element.label) && element.tag === 'button');
    await expect(page.locator('.navbar [data-from-server]')).toHaveCount(0);
    await expect(page.locator('.navbar .DocSearch-Button')).toBeFocused();
    const seen = await page.evaluate(() => (window as unknown as {focusSeen: string[]}).focusSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((focus) => focus === 'nowhere')).toEqual([]);
  });

  for (const route of ['/getting-data/', '/schema/']) {
    test(`every item of the sidebar on ${route} is reached, collapsed categories opened with Enter`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      const categoryNames = (): Promise<string[]> =>
        sidebar
          .locator('[aria-expanded]')
          .evaluateAll((toggles) =>
            toggles.map((toggle) =>
              (toggle.getAttribute('aria-label') ?? toggle.textContent ?? '')
                .trim()
                .replace(/^(Expand|Collapse) sidebar category /, ''),
            ),
          );
      const reached = new Set<string>();
      // The categories leading to the current page start open.
      const opened = new Set<string>(
        await sidebar
          .locator('[aria-expanded="true"]')
          .evaluateAll((toggles) =>
            toggles.map((toggle) =>
              (toggle.getAttribute('aria-label') ?? toggle.textContent ?? '')
                .trim()
                .replace(/^Collapse sidebar category /, ''),
            ),
          ),
      );
      await tabUntil(page, (element) => element.inSidebar);
      for (let presses = 0; presses < 400; presses++) {
        const element = await focused(page);
        if (!element?.inSidebar) break;
        if (element.href && element.href !== '#') reached.add(element.href);
        if (element.expanded === 'false') {
          await page.keyboard.press('Enter');
          // Its list is shown a frame later, as its animation starts: wait, or the next Tab would pass it by.
          await expect(page.locator(':focus')).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator(':focus').locator('xpath=ancestor::li[1]/ul')).toBeVisible();
          opened.add(element.label.replace(/^Expand sidebar category /, ''));
        }
        await page.keyboard.press('Tab');
      }
      // Opening a category may close its siblings; what matters is that each was opened and its items reached.
      const categories = await categoryNames();
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.filter((category) => !opened.has(category))).toEqual([]);
      const links = await sidebar
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')).filter((href) => href && href !== '#'));
      expect(links.length).toBeGreaterThan(5);
      expect(links.filter((href) => !reached.has(href!))).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the drawer opens from the keyboard and its items, search and colour toggle are reached', async ({page}) => {
      await page.goto('/getting-data/');
      await hydrated(page);
      await tabUntil(page, (element) => element.label === 'Toggle navigation bar');
      await page.keyboard.press('Enter');
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await tabUntil(page, (element) => element.inDrawer && /dark and light mode/i.test(element.label));
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // On a docs page the drawer opens on the page's sidebar, one level below the main menu.
      await tabUntil(page, (element) => element.inDrawer && /back to main menu/i.test(element.label));
      await page.keyboard.press('Enter');
      await tabUntil(page, (element) => element.inDrawer && element.href === '/blog/');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog\/$/);

      await page.goto('/getting-data/');
      await hydrated(page);
      await tabUntil(page, (element) => /search/i.test(element.label) && element.tag === 'button');
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Input')).toBeFocused({timeout: 15_000});
    });
  });
});
