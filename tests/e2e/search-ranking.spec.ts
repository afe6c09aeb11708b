import path from 'node:path';
import {test, expect} from './fixtures';
import {FIRST_JUDGEMENTS, HELD_OUT_JUDGEMENTS, JUDGEMENTS, NEW_JUDGEMENTS} from '../search-judgements';
import {builtEngine, judgeSearch} from '../support/searchQuality';
import {search} from '../../src/plugins/search/engine';
import {DOMAIN_VOCABULARY} from '../../src/plugins/search/engine/vocabulary';
import {normalizeTerm} from '../../src/plugins/search/engine/text';
import {RELEASES} from '../../src/data/releases';

const INDEX_DIR = path.join('build', 'assets', 'search');

/**
 * The ranking of the built index and its exact terms, judged on the query set of
 * `tests/search-judgements.ts` (what `npm run bench:search` prints). Runs on the
 * production build, beside the browser tests, so it judges the files readers download.
 */
test.describe('search ranking on the built index', () => {
  const engine = builtEngine(INDEX_DIR);
  const quality = judgeSearch(engine, JUDGEMENTS);
  const missesOf = (judged: typeof quality, k: number): string[] =>
    judged.results
      .filter(({rank, anchorOk}) => rank === null || rank > k || (k === 1 && !anchorOk))
      .map(({judgement, rank}) => `${judgement.query} (${rank ?? 'not found'})`);
  const misses = (k: number): string[] => missesOf(quality, k);

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

  // The first judged set (issue 14) holds its goals: an answering page first for 90 %, in the first three for 98 %.
  const first = judgeSearch(engine, FIRST_JUDGEMENTS);
  test('puts an answering page first for at least 90 % of the first set of queries', () => {
    expect(first.successAt1, missesOf(first, 1).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  test('puts an answering page in the first three for at least 98 % of the first set of queries', () => {
    expect(first.successAt3, missesOf(first, 3).join('\n')).toBeGreaterThanOrEqual(0.98);
  });

  /*
   * With readers' own questions (issue 27) the goals are 92 % and 98 % on the whole set and on its held-out
   * third; they are not met yet (npm run bench:search prints where they stand). Until they are, these floors
   * hold what the ranking reaches, so that no change makes it worse: raise them as it improves. Issue 42 added 68
   * questions from sources the ranking had not seen, harder than the rest, and the floors were set again from
   * there; the questions asked before it keep floors of their own, as they rose to 81 % and 95 %. Pages that
   * answer readers' questions in their words then took the whole set to 81 % and 93 %, the earlier questions to
   * 86 % and 97 %, and the held-out third to 64 % and 89 %. Ranking rules and answers to more questions then took
   * the whole set to 84 % and 94 %, and the earlier questions to 90 % and 98 %; with a consistent tie order, to
   * 84.6 % and 94.1 %, and 90.7 % and 98.3 % (the held-out floors stay: they are not a target to tune for).
   * Weighing a question's verbs of asking for little (questionRanking.ts), chosen on the tuning set alone, took
   * the whole set to 85.2 % and 95.4 %; the held-out third went from 61.8 % to 60.0 % at 1 (one question) and
   * from 89.1 % to 92.7 % at 3, and its floors follow it both ways. Then 48 fresh questions, all held out, joined
   * the set, and a second, blind reading added pages that also answer (search-judgements-pooled.ts): the whole set
   * stands at 84.1 % and 92.9 %, the held-out questions at 59.2 % and 82.5 %, the earlier ones at 95.4 % and 98.7 %.
   */
  const FLOORS = {whole: {at1: 0.84, at3: 0.92}, heldOut: {at1: 0.59, at3: 0.82}, earlier: {at1: 0.95, at3: 0.98}};
  const heldOut = judgeSearch(engine, HELD_OUT_JUDGEMENTS);

  test("keeps the whole judged set, readers' questions included, at its floors", () => {
    expect(quality.successAt1, misses(1).join('\n')).toBeGreaterThanOrEqual(FLOORS.whole.at1);
    expect(quality.successAt3, misses(3).join('\n')).toBeGreaterThanOrEqual(FLOORS.whole.at3);
  });

  const earlier = judgeSearch(engine, [...FIRST_JUDGEMENTS, ...NEW_JUDGEMENTS]);
  test('keeps the questions judged before issue 42 at their floors', () => {
    expect(earlier.successAt1, missesOf(earlier, 1).join('\n')).toBeGreaterThanOrEqual(FLOORS.earlier.at1);
    expect(earlier.successAt3, missesOf(earlier, 3).join('\n')).toBeGreaterThanOrEqual(FLOORS.earlier.at3);
  });

  test('keeps the held-out third at its floors', () => {
    expect(heldOut.successAt1).toBeGreaterThanOrEqual(FLOORS.heldOut.at1);
    expect(heldOut.successAt3).toBeGreaterThanOrEqual(FLOORS.heldOut.at3);
  });

  const indexed = new Set([...engine.dictionaries.values()].flat());

  test('the domain vocabulary leads to words the index holds, for words readers type', () => {
    const unknown = DOMAIN_VOCABULARY.flatMap(({site}) => site.map(normalizeTerm)).filter((word) => !indexed.has(word));
    expect(unknown).toEqual([]);
  });

  test('the thesaurus links words the index does not hold to words it does', () => {
    const words = [...engine.thesaurus.values()].flatMap((letter) => Object.entries(letter));
    expect(words.length).toBeGreaterThan(1000);
    const wrong = words.filter(([reader, site]) => indexed.has(reader) || site.some((word) => !indexed.has(word)));
    expect(wrong).toEqual([]);
  });

  // Issue 42: "release notes" listed January to May 2025 first, and "latest release" found neither the notes nor the calendar.
  for (const query of ['release notes', 'latest release', 'latest release notes', 'newest release']) {
    test(`"${query}" puts the current release's notes or the release calendar first`, () => {
      const {hits} = search(engine, {query, hitsPerPage: 5});
      expect(['/release-calendar/', RELEASES[0].notes]).toContain(new URL(hits[0].url_without_anchor).pathname);
    });
  }
});
