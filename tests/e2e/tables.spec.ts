import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/** Pages with the site's widest tables, one of each kind. */
const TABLE_PAGES = [
  '/',
  '/schema/reference/',
  '/schema/concepts/by-theme/',
  '/schema/reference/places/place/',
  '/getting-data/',
  '/release-calendar/',
  '/attribution/',
];

/** Every table that is wider than the room it has, and whether its frame says so and scrolls by keyboard. */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
      // The nearest box around the table (a static island's wrapper is `display: contents`).
      let frame = table.parentElement!;
      while (frame.clientWidth === 0 && frame.parentElement) frame = frame.parentElement;
      const room = Math.min(
        frame.clientWidth,
        document.documentElement.clientWidth - frame.getBoundingClientRect().left,
      );
      const overflows = table.getBoundingClientRect().width > room + 1;
      if (!overflows) continue;
      const style = getComputedStyle(frame);
      const name = table.querySelector('caption, th')?.textContent?.trim().slice(0, 40);
      if (!['auto', 'scroll'].includes(style.overflowX)) problems.push(`${name}: overflows the page`);
      else if (frame.tabIndex !== 0) problems.push(`${name}: its frame cannot be scrolled by keyboard`);
      else if (!style.backgroundImage.includes('radial-gradient') || !style.backgroundAttachment.includes('local'))
        problems.push(`${name}: nothing shows that it scrolls`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push('the page itself scrolls sideways');
    return problems;
  });
}

/**
 * For every table of the page longer than `rows` rows, its column widths, and those of a copy
 * holding its first five rows alone. The parser adds a long table's rows in batches: a column
 * that widened with later rows moved the rows already on screen.
 */
function columnsWithFirstRows(page: Page, rows: number) {
  return page.evaluate((rows) => {
    const columns = (table: HTMLTableElement) =>
      [...table.rows[0].cells].map((cell) => Math.round(cell.getBoundingClientRect().width));
    return [...document.querySelectorAll<HTMLTableElement>('main table')]
      .filter((table) => table.tBodies[0]?.rows.length > rows)
      .map((table) => {
        const partial = table.cloneNode(true) as HTMLTableElement;
        partial.querySelectorAll('tbody tr:nth-child(n + 6)').forEach((row) => row.remove());
        table.after(partial);
        const widths = {
          table: table.querySelector('caption, th')!.textContent,
          whole: columns(table),
          firstRows: columns(partial),
        };
        partial.remove();
        return widths;
      });
  }, rows);
}

interface CodeLines {
  text: string;
  /** The last character of every line but the last: where the browser broke it. */
  ends: string[];
  /** Whether every piece between allowed breaks is narrower than the cell it sits in. */
  piecesFit: boolean;
}

/**
 * Measures, character by character and whatever markup the code holds, where each
 * matched code element wraps, and whether it could have wrapped at `allowed` only.
 */
function codeLines(page: Page, selector: string, allowed: string): Promise<CodeLines[]> {
  return page.evaluate(
    ([selector, allowed]) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll(selector)].map((code) => {
        const tops: {top: number; char: string}[] = [];
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) tops.push({top: Math.round(rect.top), char: node.textContent![i]});
          }
        }
        // A new line starts more than half a line lower (glyph boxes differ by a pixel or two).
        const ends = tops
          .filter((entry, i) => i + 1 < tops.length && tops[i + 1].top > entry.top + 8)
          .map((e) => e.char);
        const cell = code.closest('td, th')!;
        const style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        canvas.font = getComputedStyle(code).font;
        const pieces = code.textContent!.split(new RegExp(`(?<=[${allowed}])`));
        const piecesFit = pieces.every((piece) => canvas.measureText(piece).width < room - 10);
        return {text: code.textContent!, ends, piecesFit};
      });
    },
    [selector, allowed],
  );
}

/** The code elements holding `must` that wrap elsewhere than after `allowed`, where they could have. */
async function brokenElsewhere(page: Page, selector: string, must: string, allowed: string): Promise<string[]> {
  return (await codeLines(page, selector, allowed))
    .filter(({text, piecesFit}) => text.includes(must) && piecesFit)
    .filter(({ends}) => ends.some((char) => !allowed.includes(char)))
    .map(({text, ends}) => `${text} (lines end in ${ends.join(' ')})`);
}

for (const width of [390, 1280]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({viewport: {width, height: 844}});

    for (const route of TABLE_PAGES) {
      test(`${route}: every table fits, or scrolls in a frame that shows it`, async ({page}) => {
        await page.goto(route);
        await hydrated(page);
        expect(await overflowingTables(page)).toEqual([]);
      });
    }

    test('long tables keep their columns while their first rows alone have arrived', async ({page}) => {
      const seen: string[] = [];
      for (const route of [...TABLE_PAGES, '/schema/reference/transportation/segment/']) {
        await page.goto(route);
        for (const {table, whole, firstRows} of await columnsWithFirstRows(page, 25)) {
          seen.push(`${route} ${table}`);
          expect(firstRows, `${route}: ${table}`).toEqual(whole);
        }
      }
      // The address sources, the release history, and the fields of two schema types.
      expect(seen.length).toBeGreaterThanOrEqual(4);
    });

    test('paths in tables break after a slash only', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const path = page.locator('main td code', {hasText: 's3://overturemaps-us-west-2/release/'});
      await expect(path).toHaveText(/^s3:\/\/overturemaps-us-west-2\/release\/\d{4}-\d\d-\d\d\.\d+\/theme=buildings/);
      expect(await brokenElsewhere(page, 'main td code', '/', '/')).toEqual([]);
    });

    test('field names break after a dot, a bracket or an underscore only, never inside a word', async ({page}) => {
      await page.goto('/schema/reference/transportation/segment/');
      await hydrated(page);
      await expect(page.locator('[id="names-rules-between"] th code')).toHaveText('names.rules[].between');
      expect(await brokenElsewhere(page, 'main tr[id] > th code', '', '.\\]_')).toEqual([]);
    });
  });
}

test('a linked field keeps its constraint chips visible against the marked row', async ({page}) => {
  await page.goto('/schema/reference/transportation/segment/#speed_limits-max_speed-value');
  await hydrated(page);
  const row = page.locator('tr[id="speed_limits-max_speed-value"]');
  const chip = row.locator('[class*="constraint"]').first();
  const [rowColour, chipColour] = await Promise.all([
    row.evaluate((element) => getComputedStyle(element).backgroundColor),
    chip.evaluate((element) => getComputedStyle(element).backgroundColor),
  ]);
  expect(chipColour).not.toBe(rowColour);
});

test.describe('tables that give their text room', () => {
  test('the schema reference index leaves "What it is" most of the width', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/schema/reference/');
    const types = page.getByRole('region', {name: 'Feature types'});
    const summaries = await types.locator('tbody td:last-child').all();
    expect(summaries.length).toBeGreaterThanOrEqual(15);
    for (const summary of summaries) {
      const box = (await summary.boundingBox())!;
      expect(box.width).toBeGreaterThan(340);
      expect(box.height).toBeLessThan(180);
    }
  });

  test('"The six themes" reads on a phone without scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const table = page.getByRole('region', {name: 'Table'}).filter({hasText: 'What it holds'});
    for (const cell of await table.locator('tbody td:last-child').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.width).toBeGreaterThan(150);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('the address sources, the longest table (attribution page)', () => {
  const sources = (page: Page) => page.getByRole('region', {name: 'Address sources'});
  /** The layout shifts the browser reports from here on, as text. */
  const watchShifts = (page: Page) =>
    page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as {shifts: string[]}).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
          shifts.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms`);
      }).observe({type: 'layout-shift', buffered: true});
    });
  const shiftsSeen = (page: Page) => page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
  const frames = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  for (const width of [390, 1280]) {
    test(`at ${width} px, every date reads on one line`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await page.goto('/attribution/');
      await sources(page).scrollIntoViewIfNeeded();
      const dates = await sources(page)
        .locator('td time')
        .evaluateAll((times) => times.map((time) => `${time.textContent}: ${time.getClientRects().length} lines`));
      expect(dates.length).toBeGreaterThan(100);
      expect(dates.filter((date) => !date.endsWith(': 1 lines'))).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('reading down the whole page and back up moves nothing', async ({page}) => {
      await watchShifts(page);
      await page.goto('/attribution/');
      await hydrated(page);
      expect(await sources(page).evaluate((frame) => frame.getBoundingClientRect().top / innerHeight)).toBeGreaterThan(
        3,
      );
      // Down the whole page most of a screen at a time, and back up.
      for (const direction of [1, -1]) {
        for (let step = 0; step < 60; step++) {
          const moved = await page.evaluate((direction) => {
            const before = scrollY;
            window.scrollBy(0, direction * innerHeight * 0.8);
            return scrollY !== before;
          }, direction);
          await frames(page);
          if (!moved) break;
        }
      }
      expect(await shiftsSeen(page)).toEqual([]);
    });

    test('landing on its section moves nothing on the screen', async ({page}) => {
      await watchShifts(page);
      await page.goto('/attribution/#addresses');
      await hydrated(page);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
      await frames(page);
      const heading = await page.locator('#addresses').evaluate((element) => element.getBoundingClientRect().top);
      expect(heading).toBeGreaterThanOrEqual(0);
      expect(heading).toBeLessThan(150);
      expect(await shiftsSeen(page)).toEqual([]);
    });
  });
});
