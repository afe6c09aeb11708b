import {test as base, expect} from '@playwright/test';
import {isLoopback} from '../support/network';

/**
 * Every browser test runs with requests to anything but loopback recorded and
 * aborted, and fails if there was one: the site must not reach a third party.
 */
export const test = base.extend<{offsiteRequests: string[]}>({
  offsiteRequests: [
    async ({context}, use) => {
      const offsite: string[] = [];
      await context.route(
        (url) => !isLoopback(url),
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
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
