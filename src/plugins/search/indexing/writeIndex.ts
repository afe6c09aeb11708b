import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlFiles} from '../../../lib/builtPages';
import {rewriteBuiltPage} from '../../../lib/rewriteBuiltPage';
import {INDEX_DIR, INDEX_URL_PLACEHOLDER, TERMS_URL_PLACEHOLDER} from '../constants';
import {buildIndex, type SearchIndexFile, type StoredMeta} from '../engine';
import {byLetter} from '../engine/loadIndex';
import {addPrefixAnswers} from '../engine/prefixAnswers';
import {encodeShardMask, partFile, PARTS_URL_PLACEHOLDER, SHARD_MASK_PLACEHOLDER} from '../engine/partFiles';
import {buildTerms} from '../engine/terms';
import {crawlBuild, type SiteAddress} from './crawlBuild';
import {buildThesaurus} from './thesaurus';

/** Writes `<name>.<hash>.json` under INDEX_DIR and answers its file name. */
async function writeHashed(outDir: string, name: string, data: unknown): Promise<string> {
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  await mkdir(path.join(outDir, INDEX_DIR), {recursive: true});
  await writeFile(path.join(outDir, INDEX_DIR, `${name}.${hash}.json`), json);
  return `${name}.${hash}.json`;
}

/**
 * The index as files: the shards, chunks of text, thesaurus and dictionary in a folder named by their content (so it can
 * be cached for good), under the names partFile gives them, and the meta file, which names the folder. Answers
 * the meta file's name and the folder's.
 */
async function writeIndexFiles(
  outDir: string,
  index: SearchIndexFile,
  shards: string,
): Promise<{meta: string; folder: string}> {
  const dictionary = byLetter(index.meta.dictionary);
  const parts = new Map<string, string>([
    ...Object.entries(index.shards).map(([key, shard]) => [partFile.shard(key), JSON.stringify(shard)] as const),
    ...index.chunks.map((chunk, number) => [partFile.text(number), JSON.stringify(chunk)] as const),
    ...Object.entries(index.thesaurus).map(
      ([letter, words]) => [partFile.thesaurus(letter), JSON.stringify(words)] as const,
    ),
    ...[...dictionary].map(([letter, terms]) => [partFile.dictionary(letter), JSON.stringify(terms)] as const),
  ]);
  const hash = createHash('sha256');
  for (const [name, json] of parts) hash.update(name).update(json);
  const folder = hash.digest('hex').slice(0, 12);
  await mkdir(path.join(outDir, INDEX_DIR, folder), {recursive: true});
  for (const [name, json] of parts) await writeFile(path.join(outDir, INDEX_DIR, folder, name), json);
  // The dictionary is in the parts, a file per letter: the meta file names the letters.
  const {version, origin, strings, pages, chunks, thesaurus} = index.meta;
  const letters = [...dictionary.keys()];
  const meta: StoredMeta = {version, origin, strings, pages, parts: folder, letters, shards, chunks, thesaurus};
  return {meta: await writeHashed(outDir, 'index', meta), folder};
}

/**
 * The local index, made after the build: every page crawled into records, written
 * as content-hashed files (so they can be cached for good), the index's meta file,
 * its shards and chunks, and the exact terms apart, and the addresses of the meta file,
 * the terms and the parts' folder, with the shards that exist, put into every page's
 * meta tags in place of the placeholders the plugin rendered there. Runs in Node only.
 */
export async function writeIndex(site: SiteAddress, outDir: string): Promise<void> {
  const crawled = await crawlBuild(site, outDir);
  const records = crawled.filter((record) => record.term === undefined);
  const address = (file: string): string => `${site.baseUrl}${INDEX_DIR}/${file}`;
  const index = buildIndex(records, site.url, buildThesaurus);
  addPrefixAnswers(index);
  const shardMask = encodeShardMask(Object.keys(index.shards));
  const {meta, folder} = await writeIndexFiles(outDir, index, shardMask);
  const indexUrl = address(meta);
  const termsUrl = address(await writeHashed(outDir, 'terms', buildTerms(crawled, site.url)));
  for (const file of await htmlFiles(outDir))
    await rewriteBuiltPage(file, (html) =>
      html
        .replaceAll(INDEX_URL_PLACEHOLDER, indexUrl)
        .replaceAll(TERMS_URL_PLACEHOLDER, termsUrl)
        .replaceAll(PARTS_URL_PLACEHOLDER, address(`${folder}/`))
        .replaceAll(SHARD_MASK_PLACEHOLDER, shardMask),
    );
  const terms = crawled.length - records.length;
  const words = Object.values(index.thesaurus).reduce((sum, letter) => sum + Object.keys(letter).length, 0);
  const parts = `${index.meta.dictionary.length} terms, ${Object.keys(index.shards).length} shards, ${index.chunks.length} chunks of text, ${words} thesaurus words`;
  console.log(`[search] ${records.length} records (${parts}) and ${terms} terms: ${indexUrl}, ${termsUrl}`);
}
