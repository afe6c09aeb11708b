import {CONTENT_RANK, type Engine, type EngineRecord} from './indexFile';
import {asksForPosts, isField, pageTitleWords, writtenLikeField, type QueryIntent} from './intent';
import type {ParsedQuery} from './query';
import {alternativesOf} from './synonyms';
import {allowedTypos, searchTerms, termMatches, type QueryTerm} from './text';
import {POST_PAGE_RANK} from '../constants';

/**
 * Which records answer a query and in what order: each query word is matched in the
 * index (exactly, as a prefix, with typos, or through a synonym), every record is
 * given a rank object of Algolia's criteria and the site's own (intent.ts), and the
 * ranks are compared in Algolia's tie-breaking order. This is the hot path of every
 * keystroke: rank objects are written as literals, not spread (spreading them
 * tripled the ranking time).
 */

type MatchKind = 'exact' | 'prefix' | 'typo';
const KIND_ORDER: Record<MatchKind, number> = {exact: 0, prefix: 1, typo: 2};

/** An exact match beats a completed prefix beats a typo; then a heading beats body text. */
function better(a: {kind: MatchKind; rank: number}, b: {kind: MatchKind; rank: number}): boolean {
  return KIND_ORDER[a.kind] < KIND_ORDER[b.kind] || (a.kind === b.kind && a.rank < b.rank);
}

/** What one query word matched. */
export interface TermMatches {
  /** The records whose own text holds the word, how well, and at which rank. */
  records: Map<number, {kind: MatchKind; rank: number}>;
  /** The index terms that count as the word (itself, its completions, near spellings) and how. */
  terms: Map<string, MatchKind>;
}

export function matchTerm(engine: Engine, query: QueryTerm): TermMatches {
  const found: TermMatches = {records: new Map(), terms: new Map()};
  // The word as typed, then its other spellings and synonyms (see synonyms.ts), which count as exact.
  const variants = [query, ...alternativesOf(query.term).map((term) => ({word: term, term, prefix: query.prefix}))];
  for (const variant of variants) addMatches(engine, variant, found);
  return found;
}

function addMatches(engine: Engine, query: QueryTerm, found: TermMatches): void {
  const results = engine.mini.search(query.word, {
    prefix: query.prefix,
    fuzzy: allowedTypos(query.term) || false,
  });
  for (const result of results) {
    const id = Number(result.id);
    let best: {kind: MatchKind; rank: number} | null = null;
    for (const [docTerm, fields] of Object.entries(result.match)) {
      const kind = termMatches(docTerm, query);
      if (!kind) continue;
      found.terms.set(docTerm, kind);
      const rank = fields.includes('title') ? engine.records[id].ownRank : CONTENT_RANK;
      if (!best || better({kind, rank}, best)) best = {kind, rank};
    }
    const earlier = found.records.get(id);
    if (best && (!earlier || better(best, earlier))) found.records.set(id, best);
  }
}

/** The record ids covered by a set of matches: each matched record and everything under its heading. */
export function covered(engine: Engine, matches: TermMatches): Set<number> {
  const ids = new Set<number>();
  for (const id of matches.records.keys()) for (let r = id; r < engine.records[id].end; r++) ids.add(r);
  return ids;
}

export interface Ranked {
  id: number;
  words: number;
  typos: number;
  /** 0 when the query's words stand side by side in the record's own text, as typed; else 1. */
  proximity: number;
  attribute: number;
  /** 0 when the record's own heading is exactly the query (`Buildings` for "buildings"); else 1. */
  exact: number;
  /** How many query words the title of the record's page holds: a page named after the query comes first. */
  titleWords: number;
  /** 1 for a blog post, 0 for the docs: current docs come first unless the query asks for a post. */
  post: number;
  /** 0 for a field of the schema reference named as the query, else 1: first when the query is written like a field. */
  field: number;
}

/** Whether the query's words appear one after the other in a sequence of terms (`roof_shape` for "roof shape"). */
function hasPhrase(sequence: string[], perTerm: TermMatches[]): boolean {
  for (let start = 0; start + perTerm.length <= sequence.length; start++) {
    if (perTerm.every((matches, offset) => matches.terms.has(sequence[start + offset]))) return true;
  }
  return false;
}

function recordTerms(record: EngineRecord): {own: string[]; content: string[]} {
  if (!record.terms) {
    const own = record.type === 'content' ? null : record.hierarchy[record.type];
    record.terms = {own: own === null ? [] : searchTerms(own), content: searchTerms(record.content ?? '')};
  }
  return record.terms;
}

/** How well a record answers the query, counting the words of the headings above it. */
function rank(
  engine: Engine,
  id: number,
  perTerm: TermMatches[],
  query: QueryTerm[],
  titleWordsOf: (id: number) => number,
): Ranked {
  let matched = 0;
  let typos = 0;
  let attribute = CONTENT_RANK + 1;
  let allOwn = true;
  for (const {records} of perTerm) {
    let best: {kind: MatchKind; rank: number} | undefined;
    for (let r = id; r !== -1; r = engine.records[r].parent) {
      const hit = records.get(r);
      if (hit && (!best || better(hit, best))) best = hit;
    }
    if (!records.has(id)) allOwn = false;
    if (!best) continue;
    matched++;
    if (best.kind === 'typo') typos++;
    attribute = Math.min(attribute, best.rank);
  }
  const record = engine.records[id];
  const {own: ownTerms, content: contentTerms} = recordTerms(record);
  const exact = ownTerms.length === query.length && query.every((q, i) => ownTerms[i] === q.term) ? 0 : 1;
  const titleWords = titleWordsOf(id);
  const post = record.pageRank === POST_PAGE_RANK ? 1 : 0;
  const field = exact === 0 && isField(record) ? 0 : 1;
  if (query.length < 2) return {id, words: matched, typos, exact, titleWords, post, field, proximity: 0, attribute};
  // Where the words stand together in the record's own text, that text is where the query matched.
  const phraseRank = !allOwn
    ? null
    : hasPhrase(ownTerms, perTerm)
      ? record.ownRank
      : hasPhrase(contentTerms, perTerm)
        ? CONTENT_RANK
        : null;
  return phraseRank === null
    ? {id, words: matched, typos, exact, titleWords, post, field, proximity: 1, attribute}
    : {id, words: matched, typos, exact, titleWords, post, field, proximity: 0, attribute: phraseRank};
}

/**
 * Algolia's tie-breaking order (more words, fewer typos, closer words, exact heading,
 * better attribute, then the record's weights), with two criteria of the site's after
 * the typos (see intent.ts): docs before blog posts unless the query asks for a post,
 * a field named as the query first when the query is written like a field, then pages
 * whose title or section holds more of the query. The exact heading comes before the
 * attribute, so that a field named as the query (`height`) beats a longer heading.
 * Last, among records equal in all else, the more general page (`/getting-data/`
 * before `/examples/qgis/`) rather than the first in the crawl's alphabetical order.
 */
function compare(engine: Engine, {postsWanted, fieldsWanted}: QueryIntent) {
  return (a: Ranked, b: Ranked): number => {
    const [ra, rb] = [engine.records[a.id], engine.records[b.id]];
    return (
      b.words - a.words ||
      a.typos - b.typos ||
      (postsWanted ? 0 : a.post - b.post) ||
      (fieldsWanted ? a.field - b.field : 0) ||
      b.titleWords - a.titleWords ||
      a.proximity - b.proximity ||
      a.exact - b.exact ||
      a.attribute - b.attribute ||
      rb.pageRank - ra.pageRank ||
      rb.level - ra.level ||
      ra.position - rb.position ||
      ra.depth - rb.depth ||
      a.id - b.id
    );
  };
}

function findRecords(
  engine: Engine,
  query: ParsedQuery,
  allowed: (id: number) => boolean,
): {ranked: Ranked[]; intent: QueryIntent} {
  const fieldsWanted = writtenLikeField(query.text);
  if (query.terms.length === 0) {
    const none = {words: 0, typos: 0, proximity: 0, attribute: 0, exact: 0, titleWords: 0, post: 0, field: 0};
    const ranked = engine.records.flatMap((_, id) => (allowed(id) ? [{id, ...none}] : []));
    return {ranked, intent: {postsWanted: true, fieldsWanted}};
  }
  const perTerm = query.terms.map((term) => matchTerm(engine, term));
  const titleWordsOf = pageTitleWords(engine, perTerm);
  const sets = perTerm.map((matches) => covered(engine, matches));
  // Every word must match; when no record has them all, every word becomes optional (DocSearch's "allOptional").
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  let candidates = [...smallest].filter((id) => others.every((set) => set.has(id)));
  if (candidates.length === 0 && sets.length > 1) candidates = [...new Set(sets.flatMap((set) => [...set]))];
  return {
    ranked: candidates.filter(allowed).map((id) => rank(engine, id, perTerm, query.terms, titleWordsOf)),
    intent: {postsWanted: asksForPosts(engine, query.terms, perTerm), fieldsWanted},
  };
}

/** The records that answer the query and are allowed, best first. */
export function rankRecords(engine: Engine, query: ParsedQuery, allowed: (id: number) => boolean): Ranked[] {
  const found = findRecords(engine, query, allowed);
  return found.ranked.sort(compare(engine, found.intent));
}

/** Keeps the best `limit` records per URL (heading or paragraph anchor): Algolia's `distinct`. */
export function distinct(ranked: Ranked[], engine: Engine, limit: number): Ranked[] {
  const seen = new Map<string, number>();
  return ranked.filter(({id}) => {
    const {key} = engine.records[id];
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count < limit;
  });
}
