import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {unmetReliances} from '../../src/framework/navbar-first-paint';
import {installedFile} from '../../src/framework/upstream';

describe('navbar-first-paint', () => {
  it('finds, in the installed theme, the id of the element after the navbar and that element', () => {
    expect(unmetReliances((packageName, file) => readFileSync(installedFile(packageName, file), 'utf8'))).toEqual([]);
  });

  it('names what an upgraded theme no longer has', () => {
    const unmet = unmetReliances((packageName, file) =>
      file.endsWith('Layout/index.js')
        ? '<Navbar />\n<main id={SkipToContentFallbackId}>'
        : readFileSync(installedFile(packageName, file), 'utf8'),
    );
    expect(unmet).toEqual([expect.stringContaining('@docusaurus/theme-classic/lib/theme/Layout/index.js')]);
  });
});
