import type {CDPSession, Page} from '@playwright/test';
import {launchChromium, serveBuild} from '../../tests/support/browser';

/**
 * Search as a reader on a phone meets it, timed in Chromium on the production build: the CPU slowed four times
 * (Lighthouse's mobile setting), and for a first search the network of a phone on a slow 4G connection too.
 */

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile network ("Slow 4G"): 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE_NETWORK = {offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8};

async function slowDown(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  if (network) await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  return cdp;
}

/**
 * How long a keystroke that leaves the hits as they were is waited for: it changes nothing on screen to time,
 * as when a longer prefix finds the same pages.
 */
const UNCHANGED_MS = 1_000;

/**
 * Sets the modal's box to `text` as typing does, and answers the time until hits for it are shown, or null
 * where the hits shown do not change.
 */
function typeAndTime(page: Page, text: string): Promise<number | null> {
  return page.evaluate(
    async ([typed, unchanged]) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const dropdown = document.querySelector('.DocSearch-Dropdown')!;
      const start = performance.now();
      const done = new Promise<number | null>((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = dropdown.querySelector('.DocSearch-Hit, .DocSearch-NoResults');
          const title = dropdown.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? '';
          if (shown && (!shown.matches('.DocSearch-NoResults') || title.includes(typed))) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(dropdown, {subtree: true, childList: true, characterData: true});
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, unchanged);
      });
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      return done;
    },
    [text, UNCHANGED_MS] as const,
  );
}

/**
 * Each query typed into the open modal a key at a time, on a phone's CPU: the time from each keystroke to its
 * hits, fetching what the words need as they grow (the network is the loopback's). Keystrokes that leave the
 * hits unchanged are not counted.
 */
export async function keystrokesToHits(queries: string[]): Promise<number[]> {
  const server = await serveBuild();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await slowDown(page, false);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    // Warm up: the engine opens at the first search.
    await typeAndTime(page, 'overture');
    const times: number[] = [];
    for (const query of queries) {
      for (let length = 2; length <= query.length; length++) {
        const time = query[length - 1] === ' ' ? null : await typeAndTime(page, query.slice(0, length));
        if (time !== null) times.push(time);
      }
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A reader's first search on a phone: a fresh page, loaded and hydrated; then Ctrl+K and the query typed at
 * once, on a slow CPU and a slow 4G connection. The time from the shortcut to the first hits shown, with the
 * search code, the index's meta file and the parts the query needs all fetched on the way.
 */
export async function firstResultsOnPhone(queries: string[]): Promise<number[]> {
  const server = await serveBuild();
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.origin}/getting-data/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await slowDown(page, true);
      const start = Date.now();
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
      times.push(Date.now() - start);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}
