import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Config} from '@docusaurus/types';

/** The plugin folders of one kind: `src/plugins` (what the site does for a reader) or `src/framework`. */
function folders(root: string): string[] {
  return readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Where each configured plugin sits in the config's list (a plugin is a function, alone or with options). */
function positions(plugins: readonly unknown[]): Map<unknown, number> {
  return new Map(plugins.map((plugin, index) => [Array.isArray(plugin) ? plugin[0] : plugin, index]));
}

async function defaultExport(folder: string): Promise<unknown> {
  const file = path.resolve(folder, 'index.ts');
  return ((await import(/* @vite-ignore */ file)) as {default: unknown}).default;
}

const FRAMEWORK = folders('src/framework');
const CAPABILITIES = folders('src/plugins');
const README = readFileSync('src/framework/README.md', 'utf8');

describe('the framework adjustments, apart from the capabilities', () => {
  it.each(FRAMEWORK)('%s says what it saves or fixes, measured, and what would let it go', (name) => {
    const source = readFileSync(path.join('src/framework', name, 'index.ts'), 'utf8');
    const opening = source.slice(0, source.indexOf('export default function'));
    expect(opening, name).toMatch(/What it (saves|gives): /);
    expect(opening, name).toMatch(/Goes when: /);
    expect(README, `${name} has its row in src/framework/README.md`).toContain(`| \`${name}/\` |`);
  });

  it('the config lists every capability, then every adjustment, each kind from its own folder', async () => {
    const config = (await import('../../docusaurus.config')).default as Config;
    const at = positions(config.plugins ?? []);
    const capabilityAt = await Promise.all(
      CAPABILITIES.map(async (name) => at.get(await defaultExport(`src/plugins/${name}`))),
    );
    const adjustmentAt = await Promise.all(
      FRAMEWORK.map(async (name) => at.get(await defaultExport(`src/framework/${name}`))),
    );
    expect(
      capabilityAt.every((index) => index !== undefined),
      'every src/plugins folder is configured',
    ).toBe(true);
    expect(
      adjustmentAt.every((index) => index !== undefined),
      'every src/framework folder is configured',
    ).toBe(true);
    expect(Math.max(...(capabilityAt as number[]))).toBeLessThan(Math.min(...(adjustmentAt as number[])));
  });
});
