import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every HTML file of a build. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where a built HTML file is served, after the site's base path: `x/index.html` → `x/`, `index.html` → ``. */
export function pagePathOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return relative === 'index.html' ? '' : relative.replace(/(^|\/)index\.html$/, '$1');
}
