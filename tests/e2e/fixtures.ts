import {test as base, expect} from '@playwright/test';
import {isLoopback} from '../support/network';
import {PMTILES_PATH} from '../../src/data/release';

/** Overture's tile host: the one origin a page may contact, and only when a reader scrolls to a map. */
export const TILE_ORIGIN = new URL(PMTILES_PATH).origin;

/**
 * Every browser test runs with requests to anything but loopback recorded and
 * aborted, and fails if there was one: the site must not reach a third party.
 * Requests for Overture's tiles fail as if offline, unrecorded; the map's own
 * tests answer them with a local archive or check the message the map shows.
 */
export const test = base.extend<{offsiteRequests: string[]; cspViolations: string[]}>({
  offsiteRequests: [
    async ({context}, use) => {
      const offsite: string[] = [];
      await context.route(
        (url) => url.origin === TILE_ORIGIN,
        (route) => route.abort('internetdisconnected'),
      );
      await context.route(
        (url) => !isLoopback(url) && url.origin !== TILE_ORIGIN,
        (route) => {
          offsite.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(offsite);
      expect(offsite, 'requests that left loopback').toEqual([]);
    },
    {auto: true},
  ],
  /**
   * Every browser test also fails on a Content-Security-Policy violation, in a page or
   * in a worker: the production server sends the policy, so a violation here is a
   * script, style or connection that readers' browsers would block. A test that
   * provokes one on purpose empties the list after checking it.
   */
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script'}`);
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect([...new Set(violations)], 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** From now on, every script the page requests arrives `ms` late, as on a slow network. */
export async function slowScripts(page: import('@playwright/test').Page, ms: number): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
