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

  test('load their buttons when pointed at or focused, and copy the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await hydrated(page);
    const copy = page.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveCount(0);
    await page.locator('.theme-code-block').first().hover();
    await expect(copy).toHaveCount(1);
    await copy.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("SET s3_region = 'us-west-2';");
    expect(copied).toContain('2025-10-22.0');
    expect(copied).not.toContain('@@');
  });

  test('are reachable by keyboard, which also brings their buttons', async ({page}) => {
    await page.goto('/attribution/');
    await hydrated(page);
    await page.locator('.theme-code-block pre').first().focus();
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  });
});

test.describe('code blocks on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('show the copy button after a tap on the block', async ({page}) => {
    await page.goto('/getting-data/duckdb/');
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    await block.tap();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeVisible();
    await expect.poll(() => copy.evaluate((button) => Number(getComputedStyle(button).opacity))).toBeGreaterThan(0.8);
  });
});

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
