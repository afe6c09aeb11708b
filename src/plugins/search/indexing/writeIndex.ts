import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlFiles} from '../../../lib/builtPages';
import {rewriteBuiltPage} from '../../../lib/rewriteBuiltPage';
import {INDEX_DIR, INDEX_URL_PLACEHOLDER, TERMS_URL_PLACEHOLDER} from '../constants';
import {buildIndex} from '../engine';
import {buildTerms} from '../engine/terms';
import {crawlBuild, type SiteAddress} from './crawlBuild';

/** Writes `<name>.<hash>.json` under INDEX_DIR and answers its address. */
async function writeHashed(site: SiteAddress, outDir: string, name: string, data: unknown): Promise<string> {
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  await mkdir(path.join(outDir, INDEX_DIR), {recursive: true});
  await writeFile(path.join(outDir, INDEX_DIR, `${name}.${hash}.json`), json);
  return `${site.baseUrl}${INDEX_DIR}/${name}.${hash}.json`;
}

/**
 * The local index, made after the build: every page crawled into records, written
 * as content-hashed files (so they can be cached for good), the index of words and
 * the exact terms apart, and their addresses put into every page's meta tags in
 * place of the placeholders the plugin rendered there. Runs in Node only.
 */
export async function writeIndex(site: SiteAddress, outDir: string): Promise<void> {
  const crawled = await crawlBuild(site, outDir);
  const records = crawled.filter((record) => record.term === undefined);
  const indexUrl = await writeHashed(site, outDir, 'index', buildIndex(records, site.url));
  const termsUrl = await writeHashed(site, outDir, 'terms', buildTerms(crawled, site.url));
  for (const file of await htmlFiles(outDir))
    await rewriteBuiltPage(file, (html) =>
      html.replaceAll(INDEX_URL_PLACEHOLDER, indexUrl).replaceAll(TERMS_URL_PLACEHOLDER, termsUrl),
    );
  const terms = crawled.length - records.length;
  console.log(`[search] ${records.length} records and ${terms} terms: ${indexUrl}, ${termsUrl}`);
}
