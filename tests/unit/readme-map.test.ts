import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The README's "Where things live" map matches the tree: every folder a newcomer
 * meets (at the top, in `src/`, in `src/plugins/`) is named there, and every path it
 * names exists. A new plugin or folder without a line in the map fails here.
 */
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Where things live'), readme.indexOf('## Writing content'));
const rows = section.split('\n').filter((line) => /^\| `/.test(line));

/**
 * The paths of the map's first column. A cell may name several: after the first,
 * a bare name is a sibling (`src/plugins/a/`, `b/` is `src/plugins/a/` and `src/plugins/b/`).
 */
const mapped = rows.flatMap((row) => {
  const [first, ...rest] = [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  const parent = path.posix.dirname(first.replace(/\/$/, ''));
  const sibling = (name: string): string =>
    parent !== '.' && !name.replace(/\/$/, '').includes('/') ? `${parent}/${name}` : name;
  return [first, ...rest.map(sibling)];
});

const tracked = execFileSync('git', ['ls-files'], {encoding: 'utf8'}).split('\n').filter(Boolean);
const foldersUnder = (prefix: string): string[] => [
  ...new Set(
    tracked
      .filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'))
      .map((file) => `${prefix}${file.slice(prefix.length).split('/')[0]}/`),
  ),
];

describe("the README's map of the tree", () => {
  it('names only paths that exist', () => {
    expect(mapped.length).toBeGreaterThan(20);
    for (const name of mapped) expect(existsSync(name), `README names ${name}`).toBe(true);
  });

  it.each(['', 'src/', 'src/plugins/'])('names every folder in %s', (prefix) => {
    const folders = foldersUnder(prefix).filter((folder) => folder !== '.github/');
    expect(folders.length).toBeGreaterThan(0);
    // A folder is on the map when it, or something inside it, has a line of its own.
    const missing = folders.filter((folder) => !mapped.some((name) => name.startsWith(folder)));
    expect(missing, "folders missing from the README's map").toEqual([]);
  });

  it('has no plugin folder without an index.ts', () => {
    for (const name of readdirSync('src/plugins')) expect(existsSync(`src/plugins/${name}/index.ts`), name).toBe(true);
  });
});
