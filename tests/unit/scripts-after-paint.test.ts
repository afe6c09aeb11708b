import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {LOADER, pageTemplate} from '../../src/framework/scripts-after-paint';
import {UPSTREAM_PATCHES, upstreamPath} from '../../src/framework/upstream';

const PATCH = UPSTREAM_PATCHES.ssgTemplate;

describe('scripts after paint', () => {
  it('turns the entry scripts of the installed page template into preloads, and changes nothing else', () => {
    const upstream = readFileSync(upstreamPath(PATCH), 'utf8');
    const template = pageTemplate();
    expect(template).not.toContain(PATCH.expects[0]);
    expect(template).not.toMatch(/<script src=/);
    const preload = /<link rel="preload" as="script" fetchpriority="low" href="[^"]+" data-entry>/.exec(template)?.[0];
    expect(preload).toBeDefined();
    expect(upstream).toContain(template.replace(preload!, PATCH.expects[0]));
  });

  it('has a loader that runs the preloaded scripts in order, as classic scripts, once the first paint is reported', () => {
    expect(LOADER).toContain("querySelectorAll('link[data-entry]')");
    expect(LOADER).toContain('script.async = false');
    expect(LOADER).toContain("list.getEntriesByName('first-contentful-paint')");
    // Parsed as a script, not only as text.
    expect(() => new Function(LOADER)).not.toThrow();
  });
});
