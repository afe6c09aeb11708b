import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {LOADER, withEntryList} from '../../src/framework/scripts-after-paint';
import {UPSTREAM_PATCHES, upstreamPath} from '../../src/framework/upstream';

const PAGE =
  '<html><head><title>T</title><script src=/assets/js/runtime~main.abc.js defer></script>' +
  '<script src=/assets/js/main.def.js defer></script></head><body><p>Text</p></body></html>';

describe('scripts after paint', () => {
  it('turns the entry scripts of a built page into a list the loader reads, in their order, and changes nothing else', () => {
    const page = withEntryList(PAGE);
    expect(page).not.toMatch(/<script src=|<link/);
    expect(page).toBe(
      '<html><head><title>T</title>' +
        '<script type=application/json data-entry-scripts>["/assets/js/runtime~main.abc.js","/assets/js/main.def.js"]</script>' +
        '</head><body><p>Text</p></body></html>',
    );
  });

  it("lists the chunks of the page's route after the entry scripts, so that the loader adds them first", () => {
    const page = withEntryList(PAGE, ['/assets/js/1668.abc.js', '/assets/js/main.def.js', '/assets/js/3156.abc.js']);
    expect(/data-entry-scripts>(.*?)<\/script>/.exec(page)?.[1]).toBe(
      '["/assets/js/runtime~main.abc.js","/assets/js/main.def.js","/assets/js/1668.abc.js","/assets/js/3156.abc.js"]',
    );
  });

  it('stops the build on a page whose entry scripts are written otherwise, as an upgrade of Docusaurus might', () => {
    expect(() => withEntryList(PAGE.replaceAll(' defer', ' type=module'))).toThrow(/no entry script/);
    // The loader runs the entries from the last, so the runtime must come first.
    expect(() => withEntryList(PAGE.replace('runtime~main.abc', 'vendors.abc'))).toThrow(/not webpack's runtime/);
    // The line of the installed template that writes them (upstream-patches.test.ts checks it is there).
    expect(readFileSync(upstreamPath(UPSTREAM_PATCHES.ssgTemplate), 'utf8')).toContain(
      UPSTREAM_PATCHES.ssgTemplate.expects[0],
    );
  });

  it('has a loader that runs the preloaded scripts, the runtime last, as classic scripts, once the first paint is reported', () => {
    expect(LOADER).toContain("var list = document.querySelector('script[data-entry-scripts]');");
    expect(LOADER).toContain('JSON.parse(list.textContent)');
    // The development server's pages have no list (their scripts are their own): the loader leaves them be.
    expect(LOADER).toContain('if (!list) return;');
    expect(LOADER).toContain('for (var i = entries.length - 1; i >= 0; i--)');
    expect(LOADER).toContain('script.async = false');
    // A chunk the loader failed to fetch is not left for webpack's runtime to wait on.
    expect(LOADER).toContain('script.onerror = function () { this.remove(); };');
    expect(LOADER).toContain("list.getEntriesByName('first-contentful-paint')");
    // Parsed as a script, not only as text.
    expect(() => new Function(LOADER)).not.toThrow();
  });
});
