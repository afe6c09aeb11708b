import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {LOADER, withEntryPreloads} from '../../src/framework/scripts-after-paint';
import {UPSTREAM_PATCHES, upstreamPath} from '../../src/framework/upstream';

const PAGE =
  '<html><head><title>T</title><script src=/assets/js/runtime~main.abc.js defer></script>' +
  '<script src=/assets/js/main.def.js defer></script></head><body><p>Text</p></body></html>';

describe('scripts after paint', () => {
  it('turns the entry scripts of a built page into preloads, in their order, and changes nothing else', () => {
    const page = withEntryPreloads(PAGE);
    expect(page).not.toMatch(/<script src=/);
    expect(page).toBe(
      '<html><head><title>T</title>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.abc.js data-entry>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/main.def.js data-entry>' +
        '</head><body><p>Text</p></body></html>',
    );
  });

  it('stops the build on a page whose entry scripts are written otherwise, as an upgrade of Docusaurus might', () => {
    expect(() => withEntryPreloads(PAGE.replaceAll(' defer', ' type=module'))).toThrow(/no entry script/);
    // The loader runs the entries from the last, so the runtime must come first.
    expect(() => withEntryPreloads(PAGE.replace('runtime~main.abc', 'vendors.abc'))).toThrow(/not webpack's runtime/);
    // The line of the installed template that writes them (upstream-patches.test.ts checks it is there).
    expect(readFileSync(upstreamPath(UPSTREAM_PATCHES.ssgTemplate), 'utf8')).toContain(
      UPSTREAM_PATCHES.ssgTemplate.expects[0],
    );
  });

  it('has a loader that runs the preloaded scripts, the runtime last, as classic scripts, once the first paint is reported', () => {
    expect(LOADER).toContain("querySelectorAll('link[data-entry]')");
    expect(LOADER).toContain('for (var i = entries.length - 1; i >= 0; i--)');
    expect(LOADER).toContain('script.async = false');
    expect(LOADER).toContain("list.getEntriesByName('first-contentful-paint')");
    // Parsed as a script, not only as text.
    expect(() => new Function(LOADER)).not.toThrow();
  });
});
