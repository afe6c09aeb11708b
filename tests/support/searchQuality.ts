import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadEngine, loadTerms, search, withDictionary, type Engine} from '../../src/plugins/search/engine';
import type {SearchTermsFile, StoredChunk, StoredMeta, StoredShard, Thesaurus} from '../../src/plugins/search/engine';
import {partFile, shardKey} from '../../src/plugins/search/engine/indexFile';
import type {Judgement} from '../search-judgements';

/** The facet filters the search modal sends on docs pages. */
const MODAL_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export interface JudgedResult {
  judgement: Judgement;
  /** Distinct pages of the results, best first, with the anchor of each page's best hit. */
  pages: {path: string; anchor: string | null}[];
  /** Place of the first answering page (1-based), or null when none is among the results. */
  rank: number | null;
  /** For field queries: whether the answering page's best hit carries the field's anchor. */
  anchorOk: boolean;
}

export interface Quality {
  results: JudgedResult[];
  successAt1: number;
  successAt3: number;
  meanReciprocalRank: number;
}

/** The engine readers get from a build's search folder: its index with every shard and chunk, and its exact terms. */
export function builtEngine(dir: string): Engine {
  const file = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;
  const read = <T>(name: string): T => {
    const [found, ...others] = readdirSync(dir).filter((each) => new RegExp(`^${name}\\.[0-9a-f]+\\.json$`).test(each));
    if (!found || others.length > 0)
      throw new Error(`Expected one ${name} file in ${dir}; run \`npm run build\` first.`);
    return file<T>(found);
  };
  const stored = read<StoredMeta>('index');
  const part = <T>(name: string): T => file<T>(path.join(stored.parts, name));
  const meta = withDictionary(stored, (letter) => part<string[]>(partFile.dictionary(letter)));
  const keys = new Set(meta.dictionary.map(shardKey));
  const engine = loadEngine({
    meta,
    shards: Object.fromEntries([...keys].map((key) => [key, part<StoredShard>(partFile.shard(key))])),
    chunks: meta.chunks.map((_, number) => part<StoredChunk>(partFile.text(number))),
    thesaurus: Object.fromEntries(
      meta.thesaurus.map((letter) => [letter, part<Thesaurus>(partFile.thesaurus(letter))]),
    ),
  });
  return {...engine, terms: loadTerms(read<SearchTermsFile>('terms'))};
}

/** Runs every judged query through the engine as the modal would, and scores the ranking by page. */
export function judgeSearch(engine: Engine, judgements: readonly Judgement[]): Quality {
  const results = judgements.map((judgement): JudgedResult => {
    const {hits} = search(engine, {query: judgement.query, hitsPerPage: 50, facetFilters: MODAL_FILTERS});
    const pages: JudgedResult['pages'] = [];
    for (const hit of hits) {
      const url = new URL(hit.url);
      if (!pages.some((page) => page.path === url.pathname)) {
        pages.push({path: url.pathname, anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : null});
      }
    }
    const index = pages.findIndex((page) => judgement.pages.includes(page.path));
    const answer = index >= 0 ? pages[index] : null;
    const anchored = judgement.anchor?.startsWith('category-') || answer?.path.startsWith('/schema/reference/');
    const anchorOk = !judgement.anchor || !anchored || answer?.anchor === judgement.anchor;
    return {judgement, pages, rank: index >= 0 ? index + 1 : null, anchorOk};
  });
  const share = (ok: (result: JudgedResult) => boolean): number =>
    results.filter(ok).length / Math.max(1, results.length);
  return {
    results,
    successAt1: share((result) => result.rank === 1 && result.anchorOk),
    successAt3: share((result) => result.rank !== null && result.rank <= 3),
    meanReciprocalRank: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length,
  };
}
