import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {REPLACE_TEXT_LOADER, SHALLOW_MEMO_KEY_ORDER, UPSTREAM_PATCHES, moduleTest} from '../upstream';

/**
 * Keeps ICU out of a page's load. The first use of one of its services in a page costs main-thread time, in
 * whatever task asks: 12 to 16 ms for a date format, 7 to 10 for a collator (`localeCompare`) on this machine,
 * four times that on Lighthouse's phone, which counts it in its blocking time. The theme asked for both while
 * hydrating: every docs page formats its "last updated" date, blog posts their dates, and the theme sorts the keys
 * of a small options object with `localeCompare` (docs pages, code blocks).
 *
 * - `IntlUtils.ts` replaces the theme's `useDateTimeFormat` module: English dates in UTC are written by hand
 *   (`englishDate.ts`, checked against `Intl` on every day of several years), anything else goes to `Intl`.
 * - The key sort compares code units instead: the order only has to be the same on every render.
 * The site's own components keep to the same rule (`src/lib/dates.ts`, `src/lib/numbers.ts`); the browser test
 * "a page's load asks nothing of ICU" checks every page kind.
 *
 * What it gives: about 15 to 25 ms less main thread while a docs page or blog post hydrates (figures in README.md
 * beside this folder). Goes when: Docusaurus formats its dates without ICU in the browser.
 */
export default function icuFreeHydrationPlugin(): Plugin {
  return {
    name: 'icu-free-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            moduleTest(UPSTREAM_PATCHES.intlUtils),
            path.join(__dirname, 'IntlUtils.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: moduleTest(UPSTREAM_PATCHES.shallowMemoObject),
              use: {
                loader: REPLACE_TEXT_LOADER,
                options: {
                  name: 'SHALLOW_MEMO_KEY_ORDER',
                  find: SHALLOW_MEMO_KEY_ORDER.find,
                  replace: SHALLOW_MEMO_KEY_ORDER.replace,
                },
              },
            },
          ],
        },
      };
    },
  };
}
