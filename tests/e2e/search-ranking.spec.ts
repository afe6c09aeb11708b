import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {loadEngine, type SearchIndexFile} from '../../src/plugins/search/engine';
import {JUDGEMENTS} from '../search-judgements';
import {judgeSearch} from '../support/searchQuality';

const INDEX_DIR = path.join('build', 'assets', 'search');

/**
 * The ranking of the built index, judged on the query set of `tests/search-judgements.ts`
 * (what `npm run bench:search` prints). Runs on the production build, beside the
 * browser tests, so it judges the index readers download.
 */
test.describe('search ranking on the built index', () => {
  const [name] = readdirSync(INDEX_DIR).filter((file) => /^index\.[0-9a-f]+\.json$/.test(file));
  const engine = loadEngine(JSON.parse(readFileSync(path.join(INDEX_DIR, name), 'utf8')) as SearchIndexFile);
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

  test('puts an answering page first for at least 90 % of the queries', () => {
    expect(quality.successAt1, misses(1).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  test('puts an answering page in the first three for at least 98 % of the queries', () => {
    expect(quality.successAt3, misses(3).join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});
