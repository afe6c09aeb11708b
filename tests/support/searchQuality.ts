import {search, type Engine} from '../../src/plugins/search/engine';
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
    const anchorOk =
      !judgement.anchor || !answer?.path.startsWith('/schema/reference/') || answer.anchor === judgement.anchor;
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
