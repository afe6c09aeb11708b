import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {installedFile} from '../upstream';

/**
 * The id theme-common 3.10.2 gives the element that theme-classic's Layout puts right after the navbar (the main
 * wrapper, `SkipToContentFallbackId`, where "Skip to main content" lands).
 */
export const AFTER_NAVBAR_ID = '__docusaurus_skipToContent_fallback';

/** What this adjustment relies on, in the theme's installed files: the id's value, and its element after the navbar. */
const RELIES_ON = [
  {
    package: '@docusaurus/theme-common',
    file: 'lib/utils/skipToContentUtils.js',
    text: `export const SkipToContentFallbackId = '${AFTER_NAVBAR_ID}';`,
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/Layout/index.js',
    text: '<Navbar />\n\n      <div\n        id={SkipToContentFallbackId}',
  },
] as const;

/** Each reliance the installed theme no longer meets, named; none on the versions this was written for. */
export function unmetReliances(read: (packageName: string, file: string) => string): string[] {
  return RELIES_ON.filter((each) => !read(each.package, each.file).includes(each.text)).map(
    (each) => `${each.package}/${each.file} (${each.text})`,
  );
}

/**
 * A page's first paint waits until its navbar is parsed whole (`<link rel=expect blocking=render>`, naming the
 * element after it). A reader on a slow network gets a page in parts, and the browser may paint between two:
 * on a wide screen the navbar's right-hand group is aligned right, so each of its items that came later (the
 * language menu, the theme switch, the search button) pushed the ones before it to the left, a layout shift of
 * up to 0.005 each time. The navbar is about 5 KB of HTML right after the head, which the first paint waits for
 * anyway; the rest of the page still paints as it comes. Browsers without `rel=expect` (Firefox, Safari) ignore it.
 *
 * What it gives: a navbar that moves no more while a page arrives (tests/e2e/streamed-paint.spec.ts, wide screen).
 * Goes when: the theme's navbar keeps its items' places before they all arrived.
 */
export default function navbarFirstPaintPlugin(): Plugin {
  const unmet = unmetReliances((packageName, file) => readFileSync(installedFile(packageName, file), 'utf8'));
  if (unmet.length > 0) {
    throw new Error(
      `navbar-first-paint: the theme no longer has ${unmet.join(' and ')}; ` +
        'find the first element after the navbar and name it in src/framework/navbar-first-paint/',
    );
  }
  return {
    name: 'navbar-first-paint',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_NAVBAR_ID}`, blocking: 'render'}}],
    }),
  };
}
