import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as helpers from '../../src/framework/tslib-shim/helpers';

/** The Docusaurus code that runs in the browser, as installed. */
const BROWSER_CODE = [
  '@docusaurus/utils-common/lib',
  '@docusaurus/core/lib/client',
  '@docusaurus/theme-common/lib',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-search-algolia/lib/client',
  '@docusaurus/theme-search-algolia/lib/theme',
  '@docusaurus/plugin-content-docs/lib/client',
  '@docusaurus/plugin-content-blog/lib/client',
].map((dir) => path.join('node_modules', dir));

function jsFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the tslib shim of the browser bundle', () => {
  it('has every helper that browser code of Docusaurus asks tslib for', () => {
    const used = new Set<string>();
    for (const file of BROWSER_CODE.flatMap(jsFiles)) {
      const source = readFileSync(file, 'utf8');
      if (!/require\(["']tslib["']\)|from ["']tslib["']/.test(source)) continue;
      for (const [, helper] of source.matchAll(/tslib(?:_\d+)?\.(__\w+)/g)) used.add(helper);
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g))
        names.split(',').forEach((name) => used.add(name.trim().split(/\s+as\s+/)[0]));
    }
    // Docusaurus 3.10's utils-common uses one; finding none means the scan no longer sees the code.
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((helper) => !(helper in helpers))).toEqual([]);
  });

  it('imports a CommonJS module as the default, and an ES module as it is', () => {
    const cjs = {value: 1};
    expect(helpers.__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 2};
    expect(helpers.__importDefault(esm)).toBe(esm);
  });
});
