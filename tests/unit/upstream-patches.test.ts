import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  REPLACE_TEXT_LOADER,
  UPSTREAM_PATCHES,
  installedVersion,
  moduleTest,
  upstreamPath,
} from '../../src/framework/upstream';
import {TEXT_REWRITES} from '../../src/framework/textRewrites';

/** `<file> › <words of a test title>` names a test that exists. */
function expectTest(caughtBy: string): void {
  const [file, title] = caughtBy.split(' › ');
  expect(existsSync(file), file).toBe(true);
  expect(readFileSync(file, 'utf8'), caughtBy).toContain(title);
}

/**
 * The folder of the plugin that applies a patch: a framework adjustment (src/framework/) or, for the two
 * capabilities that patch what they build on (search, code highlighting), its plugin (src/plugins/).
 */
function pluginFolder(name: string): string | undefined {
  return [path.join('src/framework', name), path.join('src/plugins', name)].find((folder) =>
    existsSync(path.join(folder, 'index.ts')),
  );
}

/**
 * Each patch of installed code still finds what it was written against. An upgrade
 * of a patched package fails here, naming the patch, before any build: re-read the
 * upstream file, adjust the patch, then the version (src/framework/README.md).
 */
/** Whether a plugin's source applies the rewrite `name`: as a rule of its own, or as its whole work. */
const appliesRewrite = (source: string, name: string): boolean =>
  source.includes(`textRewriteRule(${name})`) || new RegExp(`textRewritePlugin\\([^)]*\\b${name}\\b`).test(source);

describe.each(Object.entries(UPSTREAM_PATCHES))('the upstream patch %s', (name, patch) => {
  it(`targets the installed ${patch.package}`, () => {
    expect(installedVersion(patch), `${name} was written for ${patch.package} ${patch.version}`).toBe(patch.version);
  });

  it(`finds ${patch.file} and the code it relies on`, () => {
    const file = upstreamPath(patch);
    expect(existsSync(file), file).toBe(true);
    const text = readFileSync(file, 'utf8');
    for (const expected of patch.expects) expect(text, `${patch.package}/${patch.file}`).toContain(expected);
    expect(moduleTest(patch).test(file)).toBe(true);
  });

  it('names the plugin that applies it and the test that catches a break', () => {
    const folder = pluginFolder(patch.appliedBy);
    expect(folder, `${patch.appliedBy} is a folder of src/framework or src/plugins`).toBeDefined();
    expectTest(patch.caughtBy);
    const plugin = readFileSync(path.join(folder!, 'index.ts'), 'utf8');
    // By name, or through a text rewrite of this patch (textRewriteRule, textRewritePlugin).
    const rewrites = TEXT_REWRITES.filter((rewrite) => rewrite.patch === patch);
    expect(
      plugin.includes(`UPSTREAM_PATCHES.${name}`) || rewrites.some((rewrite) => appliesRewrite(plugin, rewrite.name)),
      `${patch.appliedBy} takes ${name} from src/framework/upstream.ts`,
    ).toBe(true);
  });
});

describe.each(TEXT_REWRITES.map((rewrite) => [rewrite.name, rewrite] as const))(
  'the text rewrite %s',
  (name, rewrite) => {
    it('names the test that catches a break', () => expectTest(rewrite.caughtBy));

    it('finds the text it replaces exactly once', () => {
      const text = readFileSync(upstreamPath(rewrite.patch), 'utf8');
      expect(text.split(rewrite.find)).toHaveLength(2);
    });

    it('is applied by the plugin that applies its patch', () => {
      const folder = pluginFolder(rewrite.patch.appliedBy)!;
      expect(appliesRewrite(readFileSync(path.join(folder, 'index.ts'), 'utf8'), name)).toBe(true);
    });
  },
);

describe('the text-replacing loader', () => {
  const load = createRequire(import.meta.url)(REPLACE_TEXT_LOADER) as (this: object, source: string) => string;
  const run = (source: string): string =>
    load.call({getOptions: () => ({name: 'T', find: 'a()', replace: 'b($&)'}), resourcePath: 'x.js'}, source);

  it('replaces the text, literally', () => expect(run('1;a();2')).toBe('1;b($&);2'));
  it('stops the build when the text is gone', () => expect(() => run('1;2')).toThrow(/T expects its text once/));
  it('stops the build when the text is there twice', () => expect(() => run('a();a()')).toThrow(/found 2/));
});

describe('moduleTest', () => {
  it('matches the patched file with either path separator, and no other file', () => {
    const test = moduleTest(UPSTREAM_PATCHES.nprogress);
    expect(test.test('/x/node_modules/@docusaurus/theme-classic/lib/nprogress.js')).toBe(true);
    expect(test.test('C:\\x\\node_modules\\@docusaurus\\theme-classic\\lib\\nprogress.js')).toBe(true);
    expect(test.test('/x/node_modules/@docusaurus/theme-classic/lib/nprogress.css')).toBe(false);
    expect(test.test('/x/node_modules/@docusaurus/theme-classic/lib/nprogressXjs')).toBe(false);
  });
});
