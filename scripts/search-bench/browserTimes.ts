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

/** A keystroke's times: until its hits are in the page, and until the frame that shows them has been painted. */
export interface KeystrokeTime {
  hits: number;
  painted: number;
}

/**
 * Sets the modal's box to `text` as typing does, and answers the times until hits for it are in the page and
 * until the frame that draws them has been painted (a task posted from that frame's animation callback runs
 * after its paint), or null where the hits shown do not change. What the modal shows once its hits' text has
 * come, after the reader's typing rests (client/localSearchClient.ts: it searches again through a focus event
 * it dispatches), is not the key's: where a key's own hits look as before, it is null, not the text's arrival.
 */
function typeAndTime(page: Page, text: string): Promise<KeystrokeTime | null> {
  return page.evaluate(
    async ([typed, unchanged]) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const dropdown = document.querySelector('.DocSearch-Dropdown')!;
      const start = performance.now();
      let textCame = false;
      input.addEventListener(
        'focusin',
        (event) => {
          if (!event.isTrusted) textCame = true;
        },
        {capture: true, once: true},
      );
      const done = new Promise<{hits: number; painted: number} | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (textCame) return;
          const shown = dropdown.querySelector('.DocSearch-Hit, .DocSearch-NoResults');
          const title = dropdown.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? '';
          if (shown && (!shown.matches('.DocSearch-NoResults') || title.includes(typed))) {
            observer.disconnect();
            const hits = performance.now() - start;
            requestAnimationFrame(() => {
              const after = new MessageChannel();
              after.port1.onmessage = () => resolve({hits, painted: performance.now() - start});
              after.port2.postMessage(null);
            });
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
export async function keystrokesToHits(queries: string[]): Promise<KeystrokeTime[]> {
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
    const times: KeystrokeTime[] = [];
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

/** A first search's times: from the shortcut's keydown, and from the query's last keydown, to the first hit. */
export interface FirstResults {
  fromShortcut: number;
  fromLastKey: number;
}

/**
 * A reader's first search on a phone: a fresh page, loaded and hydrated; then Ctrl+K and the query typed at
 * once, on a slow CPU and a slow 4G connection. The times to the first hit put in the page, from the shortcut
 * and from the last key (typing itself takes a while on a slowed CPU), all taken in the page: Playwright's own
 * polling, on a slowed CPU, added 100 ms or more. On the way, the search code, the index's meta file and the
 * parts the query needs are all fetched.
 */
export async function firstResultsOnPhone(queries: string[]): Promise<FirstResults[]> {
  const server = await serveBuild();
  const browser = await launchChromium();
  try {
    const times: FirstResults[] = [];
    for (const query of queries) {
      const context = await browser.newContext();
      // Before the page's own key handlers, which stop the keys they hold from going further.
      await context.addInitScript(() => {
        const pressed: number[] = [];
        (window as unknown as {pressed: number[]}).pressed = pressed;
        window.addEventListener(
          'keydown',
          (event) => {
            // Not the shortcut the search bar replays once its code has arrived.
            if (event.isTrusted) pressed.push(event.timeStamp);
          },
          {capture: true},
        );
      });
      const page = await context.newPage();
      await page.goto(`${server.origin}/getting-data/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const shown = page.evaluate(
        (keys) =>
          new Promise<FirstResults>((resolve) => {
            const {pressed} = window as unknown as {pressed: number[]};
            new MutationObserver((_, observer) => {
              if (pressed.length === keys && document.querySelector('.DocSearch-Hit')) {
                observer.disconnect();
                const now = performance.now();
                resolve({fromShortcut: now - pressed[1], fromLastKey: now - pressed[keys - 1]});
              }
            }).observe(document.body, {subtree: true, childList: true});
          }),
        // Control, then K, then the query's keys.
        query.length + 2,
      );
      await slowDown(page, true);
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      times.push(await shown);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

const PHONE_CONTEXT = {viewport: {width: 390, height: 844}, deviceScaleFactor: 3, isMobile: true, hasTouch: true};

/** After a tap on the search button: the box the reader types into first, and the modal's own box. */
export interface BoxTimes {
  /** The first box with the focus: the stand-in typeAhead.ts shows at once, else the modal's. */
  box: number;
  modal: number;
}

/**
 * A tap on the search button of a fresh page on a phone (slow 4G, 4x CPU), to a search box taking the focus,
 * ready for keys (the stand-in box, client/typeAhead.ts), and to the modal's own box taking it over: `runs`
 * times, each on a fresh context, timed in the page from the tap's touchstart.
 */
export async function searchBoxAfterTap(runs: number): Promise<BoxTimes[]> {
  const server = await serveBuild();
  const browser = await launchChromium();
  try {
    const times: BoxTimes[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(PHONE_CONTEXT);
      await context.addInitScript(() => {
        const record = window as unknown as {tapped?: number; box?: number; ready?: Promise<BoxTimes>};
        window.addEventListener(
          'touchstart',
          (event) => {
            if (event.isTrusted && record.tapped === undefined) record.tapped = event.timeStamp;
          },
          {capture: true},
        );
        record.ready = new Promise((resolve) => {
          document.addEventListener(
            'focusin',
            (event) => {
              const target = event.target as Element;
              const since = performance.now() - record.tapped!;
              if (target.matches('input') && record.box === undefined) record.box = since;
              if (target.matches('.DocSearch-Input')) resolve({box: record.box!, modal: since});
            },
            {capture: true},
          );
        });
      });
      const page = await context.newPage();
      await page.goto(`${server.origin}/getting-data/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await slowDown(page, true);
      await page.locator('.DocSearch-Button').tap();
      times.push(await page.evaluate(() => (window as unknown as {ready: Promise<BoxTimes>}).ready));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}
