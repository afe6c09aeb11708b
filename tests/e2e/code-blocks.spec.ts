import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

test.describe('code blocks', () => {
  test('are highlighted in the server markup, in the colours of the current mode', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await hydrated(page);
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    await expect(keyword).toHaveCSS('color', 'rgb(255, 123, 114)');
    await expect(page.locator('.theme-code-block').first()).toHaveCSS('background-color', 'rgb(22, 27, 34)');
  });

  test('show their buttons when pointed at, and copy the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await hydrated(page);
    // In the server's markup, hidden until the block is pointed at or focused.
    const copy = page.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveCount(1);
    await expect(copy).toHaveCSS('opacity', '0');
    await page.locator('.theme-code-block').first().hover();
    await expect.poll(() => copy.evaluate((button) => Number(getComputedStyle(button).opacity))).toBeGreaterThan(0);
    await copy.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("SET s3_region = 'us-west-2';");
    expect(copied).toContain('2025-10-22.0');
    expect(copied).not.toContain('@@');
  });

  test('write uncoloured text as text, and read the same once their code has loaded', async ({page}) => {
    await page.goto('/schema/reference/transportation/segment/');
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    const spans = () =>
      page.evaluate(() => ({
        uncoloured: document.querySelectorAll('.theme-code-block :is(.token.plain, .token.punctuation)').length,
        coloured: document.querySelectorAll('.theme-code-block .token').length,
      }));
    const served = {text: await block.locator('pre').innerText(), spans: await spans()};
    expect(served.spans.uncoloured).toBe(0);
    expect(served.spans.coloured).toBeGreaterThan(100);
    expect(served.text).toContain("id: '765b6c1d-c6cc-4df4-bd6f-2379b4fbec5c'");
    await markServerBlocks(page);
    await block.hover();
    await expect(page.locator('.theme-code-block:not([data-served])').first()).toBeAttached();
    expect(await block.locator('pre').innerText()).toBe(served.text);
    expect((await spans()).uncoloured).toBe(0);
  });

  test('are reachable by keyboard, with their copy button', async ({page}) => {
    await page.goto('/attribution/');
    await hydrated(page);
    await page.locator('.theme-code-block pre').first().focus();
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  });
});

test.describe('code blocks on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('show a working copy button from the first paint', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    const release = await holdScripts(page);
    // Nothing touched yet: the button is shown as the server sent it.
    const block = page.locator('.theme-code-block').first();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeVisible();
    expect(await copy.evaluate((button) => Number(getComputedStyle(button).opacity))).toBeGreaterThan(0.8);
    // A tap copies before the block's code has arrived.
    await copy.tap();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      '# macOS\nbrew install duckdb\n\n# Windows\nwinget install DuckDB.cli\n\n# Check the version (1.2.0 or newer)\nduckdb --version',
    );
    release();
  });
});

test.describe('code blocks and the keyboard', () => {
  test('keep the focus as Tab walks through a page of blocks', async ({page}) => {
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    await page.locator('main h1').click();
    const dropped: string[] = [];
    let blocks = 0;
    for (let press = 0; press < 80 && blocks < 6; press++) {
      await page.keyboard.press('Tab');
      const onBlock = await page.evaluate(() => document.activeElement?.matches('.theme-code-block pre') ?? false);
      if (!onBlock) continue;
      blocks++;
      // Time for the block's code to arrive and replace the server's markup.
      await page.waitForTimeout(400);
      const now = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
      if (now !== 'PRE') dropped.push(`block ${blocks}: ${now}`);
    }
    expect(blocks).toBe(6);
    expect(dropped).toEqual([]);
  });

  test('keep the focus and the selection of a block, under a pointer too', async ({page}) => {
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    await markServerBlocks(page);
    const pre = page.locator('.theme-code-block pre').first();
    await pre.focus();
    // Characters 8 to 21 of the code, selected as a caret-browsing reader would: "brew install ".
    const selected = await pre.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const points: [Node, number][] = [];
      let seen = 0;
      for (let node = walker.nextNode(); node && points.length < 2; node = walker.nextNode()) {
        const length = node.textContent!.length;
        for (const at of [7, 20])
          if (points.length < 2 && at >= seen && at < seen + length) points.push([node, at - seen]);
        seen += length;
      }
      getSelection()!.setBaseAndExtent(...points[0], ...points[1]);
      return getSelection()!.toString();
    });
    expect(selected).toBe('brew install ');
    await page.waitForTimeout(500);
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest('.theme-code-block')?.hasAttribute('data-served') ?? null);
    expect(await focused()).toBe(true);
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected);
    // A pointer over the focused block leaves it as it is: swapping it would take the focus away.
    await pre.hover();
    await page.waitForTimeout(500);
    expect(await focused()).toBe(true);
    expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected);
  });
});

/** Marks the blocks of the server's markup: the live ones that replace them are not marked. */
function markServerBlocks(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>('.theme-code-block')) block.dataset.served = '';
  });
}

/** Holds every script asked for from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('SQL field names after a dot are not coloured as keywords', async ({page}) => {
  await page.goto('/getting-data/duckdb/');
  await hydrated(page);
  const afterDot = await page.evaluate(() =>
    [...document.querySelectorAll('.language-sql .token.keyword')]
      .filter((keyword) => keyword.previousSibling?.textContent?.endsWith('.'))
      .map((keyword) => keyword.textContent),
  );
  expect(afterDot).toEqual([]);
  await expect(page.locator('.language-sql .token.field', {hasText: /^primary$/}).first()).toBeAttached();
});

/**
 * Where a block's buttons cover its text: each button against each run of text of its
 * code lines and title, as far as the block shows it (code scrolled out of view is
 * hidden, not covered). Indentation and trailing blanks are not text.
 */
function coveredText(block: Locator): Promise<string[]> {
  return block.evaluate((element) => {
    const shown = element.querySelector('pre')!.getBoundingClientRect();
    const buttons = [...element.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
    const covered: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const start = text.search(/\S/);
      if (start < 0 || node.parentElement?.closest('button')) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, text.trimEnd().length);
      const inCode = node.parentElement?.closest('pre') !== null;
      for (const rect of range.getClientRects()) {
        const left = Math.max(rect.left, inCode ? shown.left : -Infinity);
        const right = Math.min(rect.right, inCode ? shown.right : Infinity);
        const hit = buttons.some(
          (button) =>
            Math.min(right, button.right) - Math.max(left, button.left) > 0.5 &&
            Math.min(rect.bottom, button.bottom) - Math.max(rect.top, button.top) > 0.5,
        );
        if (hit) covered.push(text.trim());
      }
    }
    return covered;
  });
}

/** Every block shown on the page, each with its buttons brought as a keyboard reader brings them. */
async function blocksWithButtons(page: Page): Promise<Locator[]> {
  const shown: Locator[] = [];
  for (const block of await page.locator('article .theme-code-block').all()) {
    if (!(await block.isVisible())) continue;
    await block.locator('pre').focus();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    shown.push(block);
  }
  return shown;
}

for (const width of [390, 1280]) {
  // Blocks without titles (the Python CLI), with titles and query tabs (Athena), and the extract builder's outputs.
  for (const route of ['/getting-data/overturemaps-py/', '/getting-data/athena-aws/', '/getting-data/#extract']) {
    test(`at ${width} px, no button covers a block's code or title on ${route}`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await page.goto(route);
      await hydrated(page);
      if (route.endsWith('#extract')) await expect(page.locator('#extract-builder fieldset').first()).toBeEnabled();
      const blocks = await blocksWithButtons(page);
      expect(blocks.length).toBeGreaterThan(2);
      for (const block of blocks) {
        const first = (await block.locator('.token-line').first().textContent()) ?? '';
        expect(await coveredText(block), first).toEqual([]);
      }
    });
  }
}
