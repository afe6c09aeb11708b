/**
 * `npm run bench:search`: figures for the local search, on the index of the
 * production build (`npm run build` first):
 * - the index file's size, raw and gzipped;
 * - the time to load it into the engine;
 * - engine latency p50/p95 over a few hundred queries made from the site's own words
 *   (whole words, prefixes as typed, typos, two- and three-word queries);
 * - in the browser, the time from a keystroke in the search modal to the rendered hits;
 * - ranking quality over the judged set (`tests/search-judgements.ts`), with the exact
 *   terms loaded: success@1, success@3 and mean reciprocal rank, counted by page, for the
 *   whole set, the tuning set and the held-out set, and the tuning queries that miss.
 *   Held-out misses are counted, not listed, so that they cannot steer tuning;
 *   `--show-held-out` lists them too, for the final scoring.
 * - Pagefind beside ours (`search-bench/pagefind.ts`): it indexes the same build's articles into a temporary
 *   folder, runs every judged query in Chromium with its default ranking, and its figures are printed next to
 *   ours for each set (the first set, the whole set, the tuning set, the held-out set), with the sets where
 *   ours is above it, and what its search downloads for a first query.
 * Goals: engine p95 ≤ 5 ms, index ≤ 265 KB gzip, keystroke to hits ≤ 50 ms, and on the
 * whole set and the held-out set success@1 ≥ 92 %, success@3 ≥ 98 % (issue 27; the
 * browser tests hold the whole set to 90 % and 98 %).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {INDEX_DIR} from '../src/plugins/search/constants';
import {loadEngine, search, type SearchIndexFile} from '../src/plugins/search/engine';
import {launchChromium, serveBuild} from '../tests/support/browser';
import {
  FIRST_JUDGEMENTS,
  HELD_OUT_JUDGEMENTS,
  JUDGEMENTS,
  TUNING_JUDGEMENTS,
  type Judgement,
} from '../tests/search-judgements';
import {builtEngine, judgeSearch, type JudgedResult, type Quality} from '../tests/support/searchQuality';
import {
  indexWithPagefind,
  judgePagefind,
  RESULTS_SHOWN,
  ROOT_SELECTOR,
  searchWithPagefind,
  type FirstQueryBytes,
} from './search-bench/pagefind';

const BUILT_INDEX_DIR = path.join('build', INDEX_DIR);
/** For the final scoring only: list the held-out misses as well. */
const SHOW_HELD_OUT = process.argv.includes('--show-held-out');
const MODAL_QUERY = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

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

function makeQueries(file: SearchIndexFile, count: number): string[] {
  const next = random(42);
  const words = file.strings.flatMap((text) => text.match(/[\p{L}]{4,}/gu) ?? []);
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

async function keystrokeToHits(queries: string[]): Promise<number[]> {
  const server = await serveBuild();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    // Warm up: the index loads on the first search.
    await page.locator('.DocSearch-Input').fill('overture');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const times: number[] = [];
    for (const query of queries) {
      const elapsed = await page.evaluate(async (text) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const dropdown = document.querySelector('.DocSearch-Dropdown')!;
        const start = performance.now();
        const done = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const shown = dropdown.querySelector('.DocSearch-Hit, .DocSearch-NoResults');
            const title = dropdown.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? '';
            const ready = shown && (!shown.matches('.DocSearch-NoResults') || title.includes(text));
            if (ready) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(dropdown, {subtree: true, childList: true, characterData: true});
        });
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        return done;
      }, query);
      times.push(elapsed);
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const files = readdirSync(BUILT_INDEX_DIR).filter((name) => /^index\.[0-9a-f]+\.json$/.test(name));
  if (files.length !== 1) {
    console.error(`Expected one search index in ${BUILT_INDEX_DIR}; run \`npm run build\` first.`);
    process.exit(1);
  }
  const raw = readFileSync(path.join(BUILT_INDEX_DIR, files[0]));
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;

  const loadStart = performance.now();
  const engine = loadEngine(JSON.parse(raw.toString('utf8')) as SearchIndexFile);
  const loadMs = performance.now() - loadStart;

  const queries = makeQueries(file, 400);
  queries.slice(0, 20).forEach((query) => search(engine, {query, ...MODAL_QUERY}));
  const latencies = queries.map((query) => {
    const start = performance.now();
    search(engine, {query, ...MODAL_QUERY});
    return performance.now() - start;
  });

  const browserTimes = await keystrokeToHits(queries.slice(0, 30));
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  console.log(`index file          ${files[0]}`);
  console.log(
    `records             ${file.pages.reduce((sum, page) => sum + page[4].length, 0)} on ${file.pages.length} pages`,
  );
  console.log(
    `index size          ${kb(raw.length)} raw, ${kb(gzipSync(raw, {level: 9}).length)} gzip (goal ≤ 265 KB gzip)`,
  );
  console.log(`index load          ${ms(loadMs)} (parse and build the engine, Node)`);
  console.log(
    `engine latency      p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, over ${latencies.length} queries (goal p95 ≤ 5 ms)`,
  );
  console.log(
    `keystroke to hits   p50 ${ms(percentile(browserTimes, 50))}, p95 ${ms(percentile(browserTimes, 95))}, over ${browserTimes.length} queries in Chromium (goal ≤ 50 ms)`,
  );
  // Judged as readers search: with the exact terms (places category codes) beside the index.
  const judged = builtEngine(BUILT_INDEX_DIR);
  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  const score = (name: string, judgements: readonly Judgement[]): JudgedResult[] => {
    const quality = judgeSearch(judged, judgements);
    console.log(
      `${name.padEnd(20)}success@1 ${percent(quality.successAt1)} (goal ≥ 92 %), success@3 ${percent(quality.successAt3)} (goal ≥ 98 %), MRR ${quality.meanReciprocalRank.toFixed(3)}, over ${judgements.length} judged queries`,
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
  score('ranking', JUDGEMENTS);
  listMisses(score('ranking, tuning', TUNING_JUDGEMENTS));
  const heldOut = misses(score('ranking, held out', HELD_OUT_JUDGEMENTS));
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
