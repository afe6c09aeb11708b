import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every page the build wrote, as a path from the site's root (`x/index.html` → `/x/`), sorted. */
export function builtPagePaths(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const folder = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
      return folder ? `/${folder}/` : '/';
    })
    .sort();
}
