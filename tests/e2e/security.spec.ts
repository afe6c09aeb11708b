import {test, expect, hydrated} from './fixtures';
import {PAGE_KINDS} from '../routes';

/**
 * The production server sends the headers of the build's `_headers` file; every
 * browser test fails on a policy violation (see fixtures.ts). Here each page kind is
 * loaded and used (hydration, search, a client-side navigation) under that policy.
 */
for (const [kind, route] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${route}) runs under the security headers without a policy violation`, async ({page}) => {
    const response = await page.goto(route);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    await hydrated(page);

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('buildings');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('h1, h2').first()).toBeVisible();
  });
}

test('hashed assets are cached for a year, and only they', async ({page, request}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).toMatch(/^\/assets\/js\/.*[.-][0-9a-f]{8,}\.m?js$/);
    const response = await request.get(script);
    expect(response.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
  }
  for (const unhashed of ['/', '/img/logo.svg', '/blog/rss.xml', '/sitemap.xml']) {
    const response = await request.get(unhashed);
    expect(response.status(), unhashed).toBe(200);
    expect(response.headers()['cache-control'], unhashed).toBe('no-cache');
  }
});

test('the policy is enforced: an inline script the build did not hash never runs', async ({page, cspViolations}) => {
  await page.goto('/');
  await hydrated(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});

test('local search opens no connection to a third party, not even a preconnect', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('buildings');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  const hints = await page
    .locator('link[rel="preconnect"], link[rel="dns-prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hints.filter((href) => !href.startsWith(origin))).toEqual([]);
});
