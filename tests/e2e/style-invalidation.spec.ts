import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * What a class change on <body> makes Chromium restyle, read from its trace (the invalidation tracking DevTools
 * shows). The search modal and the phone menu each put a class on <body> as they open and close. A rule matching
 * a root on its class attribute (`html[class~=…] .x > :not(.y)`) made every class change of every element mark
 * its whole subtree for restyle: the whole document, 1,180 elements and 30 to 70 ms at 4x CPU on /getting-data/,
 * at each opening of search. A rule matching an element inside another by its class attribute
 * (`.theme-code-block [class*='buttonGroup'] button`) made every class change restyle every element of that tag
 * (all 79 code blocks' code and buttons of /getting-data/). Rules that name their elements by class keep such a
 * change to the elements they name.
 */
interface Invalidation {
  reason: string;
  nodeName: string;
  selectors: string[];
}

async function bodyClassInvalidations(page: Page): Promise<Invalidation[]> {
  const browser = page.context().browser()!;
  await page.evaluate(() => document.body.offsetWidth);
  await browser.startTracing(page, {categories: ['disabled-by-default-devtools.timeline.invalidationTracking']});
  // A class no rule names: whatever it restyles, it does through rules that match any class.
  await page.evaluate(() => {
    document.body.classList.add('no-rule-names-this');
    return document.body.offsetWidth;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: {
      name: string;
      args?: {data?: {reason?: string; nodeName?: string; selectors?: {selector: string}[]}};
    }[];
  };
  return trace.traceEvents
    .filter(({name}) => name === 'StyleInvalidatorInvalidationTracking')
    .map(({args}) => ({
      reason: args?.data?.reason ?? '',
      nodeName: args?.data?.nodeName ?? '',
      selectors: (args?.data?.selectors ?? []).map(({selector}) => selector),
    }));
}

test.describe('a class put on <body>', () => {
  for (const route of ['/getting-data/', '/schema/concepts/by-theme/places/']) {
    test(`restyles what the rules name, not the whole document, on ${route}`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      // The rest of the stylesheet, loaded at the end of the body, holds most rules.
      await page.waitForLoadState('load');
      const invalidations = await bodyClassInvalidations(page);
      expect(invalidations.length, 'the trace holds the invalidations').toBeGreaterThan(0);
      expect(invalidations.filter(({reason}) => reason === 'Invalidation set invalidates subtree')).toEqual([]);
      // A class no rule names restyles <body> at most: no element inside it.
      expect(invalidations.filter(({nodeName}) => !nodeName.startsWith('BODY'))).toEqual([]);
    });
  }
});
