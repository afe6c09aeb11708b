import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIR, INDEX_URL_PLACEHOLDER} from '../constants';
import {buildIndex} from '../engine';
import {crawlBuild, htmlFiles, type SiteAddress} from './crawlBuild';

/**
 * The local index, made after the build: every page crawled into records, written
 * as a content-hashed file (so it can be cached for good), and its address put into
 * every page's meta tag in place of the placeholder the plugin rendered there. Runs
 * in Node only.
 */
export async function writeIndex(site: SiteAddress, outDir: string): Promise<void> {
  const records = await crawlBuild(site, outDir);
  const json = JSON.stringify(buildIndex(records, site.url));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const indexUrl = `${site.baseUrl}${INDEX_DIR}/index.${hash}.json`;
  await mkdir(path.join(outDir, INDEX_DIR), {recursive: true});
  await writeFile(path.join(outDir, INDEX_DIR, `index.${hash}.json`), json);
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes(INDEX_URL_PLACEHOLDER)) continue;
    // Other plugins read the pages while this runs (their postBuild steps run at the same
    // time): replace each file in one step, so none ever reads a page half written.
    await writeFile(`${file}.tmp`, html.replaceAll(INDEX_URL_PLACEHOLDER, indexUrl));
    await rename(`${file}.tmp`, file);
  }
  console.log(`[search] ${records.length} records, index ${(json.length / 1024).toFixed(0)} KB: ${indexUrl}`);
}
