import {SHALLOW_MEMO_KEY_ORDER, textRewritePlugin} from '../textRewrites';

/**
 * Keeps ICU's collator and number formats out of a page's load. The first use of one of ICU's services in a page
 * costs main-thread time in whatever task asks: 7 to 10 ms for a collator (`localeCompare`), 12 for a number
 * format, 12 to 16 for a date format on this machine, four times that on Lighthouse's phone, which counts it in its
 * blocking time. The theme sorted the keys of a small options object with `localeCompare` while hydrating (docs
 * pages, code blocks); this rewrite compares code units instead (the order only has to be the same each render).
 * The site's own code keeps to the same rule (`src/lib/numbers.ts`, the community data's sort).
 *
 * Left as it is: the theme's dates ("last updated" on docs pages, a post's date) still use `Intl.DateTimeFormat`.
 * Written by hand they cost about 0.6 KB gzip on every docs page, which the heaviest pages do not have under their
 * 150 KB budget; a date rendered on the server only (a static island) would cost nothing, and is the way left.
 *
 * What it gives: the collator's 7 to 10 ms out of hydration on docs pages. Goes when: the theme sorts without
 * `localeCompare`.
 */
export default function icuFreeHydrationPlugin() {
  return textRewritePlugin('icu-free-hydration', SHALLOW_MEMO_KEY_ORDER);
}
