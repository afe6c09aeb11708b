/**
 * `npm run bench:search`: figures for the local search, on the index of the
 * production build (`npm run build` first):
 * - what a search downloads: the meta file and the exact terms when it opens, then for each judged query as
 *   a first query (a fresh session) and as the next one, the shards and chunks of text it fetched, gzipped;
 * - the time to load the whole index into the engine (Node);
 * - engine latency p50/p95 over a few hundred queries made from the site's own words
 *   (whole words, prefixes as typed, typos, two- and three-word queries);
 * - in the browser, with the CPU slowed four times: the time from each keystroke of a query typed into the
 *   search modal to its rendered hits, and, on a slow 4G connection too, from Ctrl+K on a fresh page to the
 *   first hits (search-bench/browserTimes.ts);
 * - ranking quality over the judged set (`tests/search-judgements.ts`), with the exact
 *   terms loaded: success@1, success@3 and mean reciprocal rank, counted by page, for the
 *   whole set, the tuning set and the held-out set, and the tuning queries that miss.
 *   Held-out misses are counted, not listed, so that they cannot steer tuning;
 *   `--show-held-out` lists them too, for the final scoring.
 * - Pagefind beside ours (`search-bench/pagefind.ts`): it indexes the same build's articles into a temporary
 *   folder, runs every judged query in Chromium with its default ranking, and its figures are printed next to
 *   ours for each set (the first set, the whole set, the tuning set, the held-out set), with the sets where
 *   ours is above it, and what its search downloads for a first query.
 * Goals: engine p95 ≤ 5 ms, a first query's download ≤ 150 KB gzip with the engine's code, keystroke to
 * hits p95 ≤ 50 ms, first results on a phone ≤ 1 s; success@1 and success@3 of at least 92 % and 98 % on the
 * whole set, 85 % and 95 % on the held-out set (issues 27 and 42; the browser tests hold the first set to 90 %
 * and 98 %, and the others to floors). The tuning set has no goal of its own: it is the whole set's larger part.
 */
import path from 'node:path';
import {INDEX_DIR} from '../src/plugins/search/constants';
import {search, type Engine} from '../src/plugins/search/engine';
import {firstResultsOnPhone, keystrokesToHits} from './search-bench/browserTimes';
import {
  FIRST_JUDGEMENTS,
  FIRST_READING,
  HELD_OUT_JUDGEMENTS,
  JUDGEMENTS,
  TUNING_JUDGEMENTS,
  type Judgement,
} from '../tests/search-judgements';
import {FRESH_QUESTIONS} from '../tests/search-questions-fresh';
import {builtEngine, judgeSearch, type JudgedResult, type Quality} from '../tests/support/searchQuality';
import {
  indexWithPagefind,
  judgePagefind,
  RESULTS_SHOWN,
  ROOT_SELECTOR,
  searchWithPagefind,
  type FirstQueryBytes,
} from './search-bench/pagefind';
import {engineCodeSize, MODAL_REQUEST, searchSession} from '../tests/support/searchDownloads';

const BUILT_INDEX_DIR = path.join('build', INDEX_DIR);
/** A reader's first searches, timed on a phone: a tool, a type, a field, a question. */
const PHONE_QUERIES = ['duckdb', 'buildings', 'speed limits', 'gers id', 'how often are releases'];
/** For the final scoring only: list the held-out misses as well. */
const SHOW_HELD_OUT = process.argv.includes('--show-held-out');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A seeded random generator, so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function makeQueries(engine: Engine, count: number): string[] {
  const next = random(42);
  const words = engine.meta.strings.flatMap((text) => text.match(/[\p{L}]{4,}/gu) ?? []);
  const pick = (): string => words[Math.floor(next() * words.length)].toLowerCase();
  const typo = (word: string): string => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  return Array.from({length: count}, (_, i) => {
    switch (i % 5) {
      case 0:
        return pick();
      case 1:
        return pick().slice(0, 3 + Math.floor(next() * 3));
      case 2:
        return typo(pick());
      case 3:
        return `${pick()} ${pick()}`;
      default:
        return `${pick()} ${pick()} ${pick().slice(0, 3)}`;
    }
  });
}

/** What each judged query downloads as a reader's first search, and as the search after another. */
async function downloads(queries: readonly string[]): Promise<{first: number[]; next: number[]; opening: number}> {
  const first: number[] = [];
  const next: number[] = [];
  let opening = 0;
  for (const [i, query] of queries.entries()) {
    const session = searchSession(BUILT_INDEX_DIR);
    opening = session.opening;
    first.push(session.opening + (await session.query(query)));
    // The next query: in a session that has run another one of the set first.
    const later = searchSession(BUILT_INDEX_DIR);
    await later.query(queries[(i + 1) % queries.length]);
    next.push(await later.query(query));
  }
  return {first, next, opening};
}

async function main(): Promise<void> {
  const loadStart = performance.now();
  let engine: Engine;
  try {
    engine = builtEngine(BUILT_INDEX_DIR);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const loadMs = performance.now() - loadStart;

  const queries = makeQueries(engine, 400);
  queries.slice(0, 20).forEach((query) => search(engine, {query, ...MODAL_REQUEST}));
  const latencies = queries.map((query) => {
    const start = performance.now();
    search(engine, {query, ...MODAL_REQUEST});
    return performance.now() - start;
  });

  const keystrokes = await keystrokesToHits(queries.slice(0, 30));
  const browserTimes = keystrokes.map(({hits}) => hits);
  const paintedTimes = keystrokes.map(({painted}) => painted);
  const phone = await firstResultsOnPhone(PHONE_QUERIES);
  const phoneTimes = phone.map(({fromShortcut}) => fromShortcut);
  const phoneAfterTyping = phone.map(({fromLastKey}) => fromLastKey);
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  const code = engineCodeSize('build');
  const fetched = await downloads(JUDGEMENTS.map(({query}) => query));
  console.log(
    `records             ${engine.records.length} on ${engine.meta.pages.length} pages, ${[...engine.dictionaries.values()].flat().length} terms, ${engine.shards.size} shards, ${engine.meta.chunks.length} chunks of text`,
  );
  console.log(
    `search opens        ${kb(fetched.opening)} gzip (the meta file and the exact terms), engine code ${kb(code)}`,
  );
  console.log(
    `first query         p50 ${kb(code + percentile(fetched.first, 50))}, p95 ${kb(code + percentile(fetched.first, 95))}, max ${kb(code + Math.max(...fetched.first))} gzip with the code, over the ${fetched.first.length} judged queries (goal ≤ 150 KB)`,
  );
  console.log(
    `next query          p50 ${kb(percentile(fetched.next, 50))}, p95 ${kb(percentile(fetched.next, 95))}, max ${kb(Math.max(...fetched.next))} gzip`,
  );
  console.log(`index load          ${ms(loadMs)} (the whole index into the engine, Node)`);
  console.log(
    `engine latency      p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, over ${latencies.length} queries (goal p95 ≤ 5 ms)`,
  );
  console.log(
    `keystroke to hits   p50 ${ms(percentile(browserTimes, 50))}, p95 ${ms(percentile(browserTimes, 95))}, over ${browserTimes.length} keystrokes of 30 queries typed in Chromium, CPU slowed 4x (goal p95 ≤ 50 ms)`,
  );
  console.log(
    `                    p50 ${ms(percentile(paintedTimes, 50))}, p95 ${ms(percentile(paintedTimes, 95))} to the frame that shows them, painted`,
  );
  console.log(
    `first results       p50 ${ms(percentile(phoneTimes, 50))}, max ${ms(Math.max(...phoneTimes))} from Ctrl+K on a fresh page, over ${phoneTimes.length} queries, CPU slowed 4x on slow 4G (goal ≤ 1 s)`,
  );
  console.log(
    `                    p50 ${ms(percentile(phoneAfterTyping, 50))}, max ${ms(Math.max(...phoneAfterTyping))} from the query's last key`,
  );
  // Judged as readers search: with the exact terms (places category codes) beside the index.
  const judged = builtEngine(BUILT_INDEX_DIR);
  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  const score = (name: string, judgements: readonly Judgement[], goals?: [number, number]): JudgedResult[] => {
    const quality = judgeSearch(judged, judgements);
    const goal = (index: number): string => (goals ? ` (goal ≥ ${goals[index]} %)` : '');
    console.log(
      `${name.padEnd(20)}success@1 ${percent(quality.successAt1)}${goal(0)}, success@3 ${percent(quality.successAt3)}${goal(1)}, MRR ${quality.meanReciprocalRank.toFixed(3)}, over ${judgements.length} judged queries`,
    );
    return quality.results;
  };
  const misses = (results: JudgedResult[]): JudgedResult[] =>
    results.filter(({rank, anchorOk}) => !(rank === 1 && anchorOk));
  const listMisses = (results: JudgedResult[]): void => {
    for (const {judgement, rank, anchorOk, pages} of misses(results)) {
      const where = rank === null ? 'not found' : `page ${rank}${anchorOk ? '' : ', wrong anchor'}`;
      console.log(`  miss: "${judgement.query}" (${where}); first: ${pages[0]?.path ?? 'nothing'}`);
    }
  };
  // The questions gathered after issue 42's held-out third had been read, all held out: the part that is still unseen.
  const fresh = new Set(FRESH_QUESTIONS.map(({query}) => query));
  const freshHeldOut = HELD_OUT_JUDGEMENTS.filter(({query}) => fresh.has(query));
  score('ranking', JUDGEMENTS, [92, 98]);
  score('  as first judged', FIRST_READING);
  listMisses(score('ranking, tuning', TUNING_JUDGEMENTS));
  const heldOut = misses(score('ranking, held out', HELD_OUT_JUDGEMENTS, [85, 95]));
  score(
    '  as first judged',
    FIRST_READING.filter((judgement) => judgement.heldOut),
  );
  score('  fresh questions', freshHeldOut);
  if (SHOW_HELD_OUT) listMisses(heldOut);
  else
    console.log(`  ${heldOut.length} held-out misses, not listed (--show-held-out lists them, for the final scoring)`);

  // Pagefind beside ours: the same build, the same judged queries, scored alike; its default ranking, untuned.
  const queriesOf = (judgements: readonly Judgement[]): string[] => judgements.map(({query}) => query);
  const bundle = await indexWithPagefind('build');
  try {
    const peer = await searchWithPagefind(bundle, queriesOf(JUDGEMENTS));
    const taken = bundle.withoutArticle.map(({url, region}) => `${url} by its ${region}`).join(', ');
    console.log(
      `${'pagefind'.padEnd(24)}${bundle.version}, on the same build: ${bundle.pagesIndexed} of ${bundle.pagesRead} pages indexed (root \`${ROOT_SELECTOR}\`${taken ? `; without one, ${taken}` : ''}), ${bundle.indexChunks} index chunks and ${bundle.fragments} fragments, ${kb(bundle.indexBytes)}, in ${bundle.seconds.toFixed(1)} s`,
    );
    const figures = (quality: Quality): string =>
      `${percent(quality.successAt1)} / ${percent(quality.successAt3)} MRR ${quality.meanReciprocalRank.toFixed(3)}`;
    const metrics = [
      ['success@1', (quality: Quality) => quality.successAt1],
      ['success@3', (quality: Quality) => quality.successAt3],
      ['MRR', (quality: Quality) => quality.meanReciprocalRank],
    ] as const;
    const above = new Map<string, string[]>(metrics.map(([metric]) => [metric, []]));
    const notAbove: string[] = [];
    const sets = [
      ['first set', FIRST_JUDGEMENTS],
      ['whole', JUDGEMENTS],
      ['tuning', TUNING_JUDGEMENTS],
      ['held out', HELD_OUT_JUDGEMENTS],
      ['fresh', freshHeldOut],
      ['whole, first judged', FIRST_READING],
    ] as const;
    for (const [name, judgements] of sets) {
      const ours = judgeSearch(judged, judgements);
      const theirs = judgePagefind(peer.hits, judgements);
      console.log(
        `${`vs pagefind, ${name}`.padEnd(24)}ours ${figures(ours)}; pagefind ${figures(theirs)} (success@1 / success@3, ${judgements.length} queries)`,
      );
      for (const [metric, value] of metrics) {
        if (value(ours) > value(theirs)) above.get(metric)?.push(name);
        else notAbove.push(`${metric} on ${name}`);
      }
    }
    const everywhere = [...above.values()].every((names) => names.length === sets.length);
    console.log(
      everywhere
        ? `ours above pagefind      on all ${sets.length} sets (${sets.map(([name]) => name).join(', ')}), in success@1, success@3 and MRR`
        : `ours above pagefind      ${metrics.map(([metric]) => `${metric} on ${above.get(metric)?.join(', ') || 'no set'}`).join('; ')}; not above: ${notAbove.join(', ')}`,
    );
    const unanchored = judgePagefind(peer.hits, JUDGEMENTS).results.filter(
      ({rank, anchorOk}) => rank === 1 && !anchorOk,
    );
    if (unanchored.length > 0)
      console.log(
        `  pagefind put the answering page first without the field's or category's anchor for ${unanchored.length} queries (missed at 1, as ours would be): its sub-results are headings`,
      );
    const median = (values: number[]): string => kb(percentile(values, 50));
    const part = (key: keyof FirstQueryBytes): string => median(peer.firstQueries.map((bytes) => bytes[key]));
    const totals = peer.firstQueries.map(({total}) => total);
    console.log(
      `pagefind first query    p50 ${median(totals)}, p95 ${kb(percentile(totals, 95))}, max ${kb(Math.max(...totals))} as served (text gzipped), over the ${totals.length} judged queries in Chromium, each in a fresh browser context; p50 by part: pagefind.js and its worker ${part('code')}, wasm ${part('wasm')}, entry and meta ${part('entry')}, index chunks ${part('index')}, fragments of its first ${RESULTS_SHOWN} results ${part('fragments')}`,
    );
  } finally {
    bundle.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
