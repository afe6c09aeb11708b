import path from 'node:path';
import {test, expect} from './fixtures';
import {JUDGEMENTS} from '../search-judgements';
import {builtEngine, judgeSearch} from '../support/searchQuality';

const INDEX_DIR = path.join('build', 'assets', 'search');

/**
 * The ranking of the built index and its exact terms, judged on the query set of
 * `tests/search-judgements.ts` (what `npm run bench:search` prints). Runs on the
 * production build, beside the browser tests, so it judges the files readers download.
 */
test.describe('search ranking on the built index', () => {
  const engine = builtEngine(INDEX_DIR);
  const quality = judgeSearch(engine, JUDGEMENTS);
  const misses = (k: number): string[] =>
    quality.results
      .filter(({rank, anchorOk}) => rank === null || rank > k || (k === 1 && !anchorOk))
      .map(({judgement, rank}) => `${judgement.query} (${rank ?? 'not found'})`);

  test('the judged set covers every section of the site with at least 80 queries', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(80);
    const answered = new Set(JUDGEMENTS.flatMap(({pages}) => pages.map((page) => page.split('/')[1] || 'home')));
    for (const section of [
      'home',
      'getting-data',
      'examples',
      'gers',
      'guides',
      'schema',
      'attribution',
      'blog',
      'community',
    ])
      expect(answered, section).toContain(section);
  });

  test('answers every judged places category, old codes too, with its taxonomy entry first', () => {
    const categories = quality.results.filter(({judgement}) => judgement.anchor?.startsWith('category-'));
    expect(categories.length).toBeGreaterThanOrEqual(2);
    for (const {judgement, rank, anchorOk, pages} of categories) {
      expect({rank, anchorOk}, `${judgement.query}: first ${JSON.stringify(pages[0])}`).toEqual({
        rank: 1,
        anchorOk: true,
      });
    }
  });

  test('puts an answering page first for at least 90 % of the queries', () => {
    expect(quality.successAt1, misses(1).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  test('puts an answering page in the first three for at least 98 % of the queries', () => {
    expect(quality.successAt3, misses(3).join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});
