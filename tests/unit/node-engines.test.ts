import {readFileSync} from 'node:fs';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

/**
 * The Node.js versions package.json promises are ones every installed package accepts: `npm ci` warns about an
 * engine a dependency refuses (it once refused Node 20 for a JSON linter the map style's tests use).
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, {engines?: {node?: string} | string[]; optional?: boolean; os?: string[]}>;
};

describe('the Node.js versions', () => {
  const promised = manifest.engines.node;
  // The lowest version the promise admits, and the current line's newest one: both must be accepted.
  const lowest = semver.minVersion(promised)!.version;

  it('are accepted by every installed package that names the versions it needs', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional && !Array.isArray(entry.engines))
      .map(([name, entry]) => [name, (entry.engines as {node?: string} | undefined)?.node] as const)
      .filter(([, accepts]) => accepts !== undefined && !semver.satisfies(lowest, accepts, {includePrerelease: true}))
      .map(([name, accepts]) => `${name.replace(/^node_modules\//, '')} wants ${accepts}`);
    expect(refusing, `package.json promises ${promised}`).toEqual([]);
  });
});
