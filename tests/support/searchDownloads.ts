import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {MODAL_HITS_PER_PAGE} from '../../src/plugins/search/constants';
import {openEngine, searchAsync, type Engine, type StoredMeta} from '../../src/plugins/search/engine';

/**
 * What a search downloads, counted on a build's files as a browser fetches them, gzipped (level 9, as a
 * static host serves them): the meta file and the exact terms, fetched when search opens; then, query by
 * query, the dictionaries and shards its words need and the chunks of text of the hits it shows. The engine's own code is
 * counted apart, from the build's chunk that holds it.
 */

/** The modal's request, as the DocSearch modal sends it. */
export const MODAL_REQUEST = {
  hitsPerPage: MODAL_HITS_PER_PAGE,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

const gzipSizes = new Map<string, number>();
/** A file's gzipped size, worked out once: every session of a run fetches the same files. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) gzipSizes.set(file, (size = gzipSync(readFileSync(file), {level: 9}).length));
  return size;
}

function only(dir: string, name: string): string {
  const [found, ...others] = readdirSync(dir).filter((each) => new RegExp(`^${name}\\.[0-9a-f]+\\.json$`).test(each));
  if (!found || others.length > 0) throw new Error(`Expected one ${name} file in ${dir}; run \`npm run build\` first.`);
  return found;
}

export interface SearchSession {
  engine: Engine;
  /** Bytes fetched when search opens: the meta file and the exact terms. */
  opening: number;
  /** Runs a query as the modal does and answers the bytes it fetched. */
  query: (text: string) => Promise<number>;
}

/** A fresh search session on the build's index folder, as a reader's first search starts one. */
export function searchSession(dir: string): SearchSession {
  const meta = only(dir, 'index');
  let fetched = 0;
  const parsed = JSON.parse(readFileSync(path.join(dir, meta), 'utf8')) as StoredMeta;
  const engine = openEngine(parsed, (file) => {
    const where = path.join(dir, parsed.parts, file);
    fetched += gzipSize(where);
    return Promise.resolve(JSON.parse(readFileSync(where, 'utf8')) as unknown);
  });
  return {
    engine,
    opening: gzipSize(path.join(dir, meta)) + gzipSize(path.join(dir, only(dir, 'terms'))),
    query: async (text) => {
      const before = fetched;
      await searchAsync(engine, {query: text, ...MODAL_REQUEST});
      return fetched - before;
    },
  };
}

/** The gzipped size of the build's script chunk that holds the engine (the one that holds the index reader). */
export function engineCodeSize(buildDir: string): number {
  const dir = path.join(buildDir, 'assets', 'js');
  const sizes = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes('Unsupported search index version'))
    .map(gzipSize);
  if (sizes.length !== 1)
    throw new Error(`Expected one script chunk with the search engine in ${dir}, found ${sizes.length}.`);
  return sizes[0];
}
