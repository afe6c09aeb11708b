import {CONTENT_RANK} from './indexFile';
import type {Engine} from './loadIndex';
import type {TermMatches} from './matching';
import {POST_PAGE_RANK} from '../constants';

/**
 * How a question in the reader's own words is ranked: which records are candidates, and how much evidence each
 * page holds. ranking.ts takes both for queries of QUESTION_WORDS words or more.
 */

/**
 * From this many words a query reads as a question in the reader's own words, which pages rarely hold all of:
 * any record with some of its words is a candidate, ranked first by how much of the question's weight it holds
 * (each word weighs by its rarity, as in BM25's inverse document frequency), in steps of 1/QUESTION_STEPS.
 */
export const QUESTION_WORDS = 3;
export const QUESTION_STEPS = 20;

/** A word's weight in a question: the rarer in the index, the more it tells. */
export function rarity(engine: Engine, matches: TermMatches): number {
  return Math.log(1 + engine.records.length / (1 + matches.records.size));
}

/**
 * Verbs a reader asks with, which say what to do but not what about: "how do I customize which release to use"
 * is about releases. Rare on the site, they would weigh the most and send the question to whichever page happens
 * to say "customize"; each counts for REQUEST_VERB_SHARE of its rarity. So do the verbs of a yes-or-no question
 * about what something holds: "do region polygons include the sea" is about polygons and the sea, not about
 * whichever page says "include". Stored forms (normalizeTerm), with the British spellings.
 */
const REQUEST_VERBS = new Set(
  'add contain customise customize find get give handle help include keep know look make need put see show take tell try use want work'.split(
    ' ',
  ),
);
const REQUEST_VERB_SHARE = 0.1;

/** A question word's weight: its rarity, and a tenth of it for a verb of asking (REQUEST_VERBS). */
export function questionWeight(engine: Engine, matches: TermMatches, term: string): number {
  return rarity(engine, matches) * (REQUEST_VERBS.has(term) ? REQUEST_VERB_SHARE : 1);
}

/**
 * A question's candidates: records holding some of its words, but only those holding at least QUESTION_SHARE of the
 * weight the best ones hold. The rest could only rank below them, and ranking every record that holds a common
 * word ("data", "release") would cost a keystroke several milliseconds.
 */
const QUESTION_SHARE = 0.5;

export function questionCandidates(sets: Set<number>[], weights: number[], allowed: (id: number) => boolean): number[] {
  const held = new Map<number, number>();
  sets.forEach((set, index) => {
    for (const id of set) held.set(id, (held.get(id) ?? 0) + weights[index]);
  });
  let best = 0;
  for (const [id, weight] of held) if (weight > best && allowed(id)) best = weight;
  return [...held].filter(([id, weight]) => weight >= best * QUESTION_SHARE && allowed(id)).map(([id]) => id);
}

/**
 * A question's page evidence, as BM25 weighs a document: each word counts by its rarity (its weight) and by how
 * many of the page's records hold it, a heading for HEADING_HITS, with diminishing returns (PAGE_SATURATION)
 * that come sooner on a long page (LENGTH_NORMALISATION: the schema reference and the list of community projects
 * mention most words somewhere). Pages are then put in PAGE_STEPS bands of the best page's score: a page that
 * holds the question's words throughout ranks before one where a single section mentions them, and records of
 * one band go on to the record criteria. (The constants were chosen on the tuning queries.)
 */
const PAGE_SATURATION = 2.5;
const LENGTH_NORMALISATION = 0.5;
const HEADING_HITS = 3;
const PAGE_STEPS = 5;

/**
 * How many bands a blog post's page evidence loses when the question does not ask for posts: a month's release
 * notes mention most of what changed that month, so they hold a question's words as well as the page that
 * answers it for good. (Below the docs on equal evidence anyway, see `compare` in ranking.ts; this takes them
 * below a page one band weaker.)
 */
const POST_BAND_PENALTY = 1;

const pageSizes = new WeakMap<Engine, {sizes: Map<string, number>; average: number}>();

/** How many records each page has, and the average: BM25's document lengths. */
function sizesOf(engine: Engine): {sizes: Map<string, number>; average: number} {
  let known = pageSizes.get(engine);
  if (!known) {
    const sizes = new Map<string, number>();
    for (const {path} of engine.records) sizes.set(path, (sizes.get(path) ?? 0) + 1);
    known = {sizes, average: engine.records.length / Math.max(1, sizes.size)};
    pageSizes.set(engine, known);
  }
  return known;
}

function pageScores(engine: Engine, perTerm: TermMatches[], weights: number[]): Map<string, number> {
  const {sizes, average} = sizesOf(engine);
  const scores = new Map<string, number>();
  perTerm.forEach(({records}, i) => {
    const hits = new Map<string, number>();
    for (const [id, {kind, rank}] of records) {
      if (kind === 'typo') continue;
      const {path} = engine.records[id];
      hits.set(path, (hits.get(path) ?? 0) + (rank < CONTENT_RANK ? HEADING_HITS : 1));
    }
    for (const [path, n] of hits) {
      const saturation =
        PAGE_SATURATION * (1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * sizes.get(path)!) / average);
      scores.set(path, (scores.get(path) ?? 0) + (weights[i] * n) / (n + saturation));
    }
  });
  return scores;
}

export function pageRelevance(
  engine: Engine,
  perTerm: TermMatches[],
  weights: number[],
  postsWanted: boolean,
): (id: number) => number {
  const scores = pageScores(engine, perTerm, weights);
  const best = Math.max(0, ...scores.values());
  return (id) => {
    const record = engine.records[id];
    const band = Math.round((PAGE_STEPS * (scores.get(record.path) ?? 0)) / (best || 1));
    return !postsWanted && record.pageRank === POST_PAGE_RANK ? band - POST_BAND_PENALTY : band;
  };
}

/**
 * For a query that is not a question, each page's evidence (pageScores), worked out only the first time it is
 * asked: it breaks ties between pages equal in all else and as deep (`free`: the licence page that says it
 * throughout, not an FAQ entry that says it once), which many queries never reach.
 */
export function pageEvidence(engine: Engine, perTerm: TermMatches[]): (path: string) => number {
  let scores: Map<string, number> | undefined;
  return (path) => {
    scores ??= pageScores(
      engine,
      perTerm,
      perTerm.map((matches) => rarity(engine, matches)),
    );
    return scores.get(path) ?? 0;
  };
}
