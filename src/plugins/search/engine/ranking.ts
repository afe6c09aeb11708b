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
  /** How many query words the record holds as written, not only as a prefix or with a typo (Algolia's "exact"). */
  exactWords: number;
  /**
   * Where the record's own heading holds every query word, the share of that heading the query covers:
   * "Get an extract for an area" is more about "extract" than "Step 1: extract a layer with DuckDB". Else 0.
   */
  focus: number;
  /**
   * The record's heading level where it counts: where the query matched a heading, or a schema field whose
   * description opens with the query's words (`number`: "House number…"); 0 for a passing mention in text.
   */
  headingLevel: number;
}

/** How early in a field's description the query's words must stand for the field to be about them. */
const LEAD_WORDS = 3;

function leadsWith(terms: string[], perTerm: TermMatches[]): boolean {
  const opening = terms.slice(0, LEAD_WORDS);
  return perTerm.every(({terms: matched}) => opening.some((term) => matched.has(term)));
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

/** The share of a heading's words that answer some query word (0 for a record without a heading). */
function headingFocus(ownTerms: string[], perTerm: TermMatches[]): number {
  if (ownTerms.length === 0) return 0;
  const answers = (term: string): boolean => perTerm.some(({terms}) => (terms.get(term) ?? 'typo') !== 'typo');
  return ownTerms.filter(answers).length / ownTerms.length;
}

/**
 * How much of a heading is about the query, for the heading that holds every query word: the record's own, or
 * the nearest above it that does (a section under a page titled "Buildings" is about "buildings" through it).
 */
function focusOf(engine: Engine, id: number, perTerm: TermMatches[], seen: Map<number, number>): number {
  const known = seen.get(id);
  if (known !== undefined) return known;
  const record = engine.records[id];
  let focus = 0;
  if (record.ownRank !== CONTENT_RANK && holdsEveryWord(id, record.ownRank, perTerm)) {
    focus = headingFocus(recordTerms(record).own, perTerm);
  } else if (record.parent !== -1) {
    focus = focusOf(engine, record.parent, perTerm, seen);
  }
  // Headings are shared by every record under them: each is worked out once per query.
  seen.set(id, focus);
  return focus;
}

/** Whether a heading holds every query word as typed (one read into it through a typo, `box` for "bbox", does not). */
function holdsEveryWord(id: number, ownRank: number, perTerm: TermMatches[]): boolean {
  for (const {records} of perTerm) {
    const hit = records.get(id);
    if (hit === undefined || hit.rank !== ownRank || hit.kind === 'typo') return false;
  }
  return true;
}

/** How well a record answers the query, counting the words of the headings above it. */
function rank(
  engine: Engine,
  id: number,
  perTerm: TermMatches[],
  query: QueryTerm[],
  titleWordsOf: (id: number) => number,
  weights: number[] | null,
  focus: {seen: Map<number, number>; terms: TermMatches[]},
): Ranked {
  let matched = 0;
  let weight = 0;
  let typos = 0;
  let exactWords = 0;
  let attribute = CONTENT_RANK + 1;
  let allOwn = true;
  const record = engine.records[id];
  for (const [index, {records}] of perTerm.entries()) {
    let best: {kind: MatchKind; rank: number} | undefined;
    for (let r = id; r !== -1; r = engine.records[r].parent) {
      const hit = records.get(r);
      if (hit && (!best || better(hit, best))) best = hit;
    }
    if (!records.has(id)) allOwn = false;
    if (!best) continue;
    matched++;
    weight += weights?.[index] ?? 0;
    if (best.kind === 'typo') typos++;
    if (best.kind === 'exact') exactWords++;
    attribute = Math.min(attribute, best.rank);
  }
  const {own: ownTerms, content: contentTerms} = recordTerms(record);
  const exact = ownTerms.length === query.length && query.every((q, i) => ownTerms[i] === q.term) ? 0 : 1;
  const titleWords = titleWordsOf(id);
  const post = record.pageRank === POST_PAGE_RANK ? 1 : 0;
  const field = exact === 0 && isField(record) ? 0 : 1;
  const focused = focusOf(engine, id, focus.terms, focus.seen);
  const inHeading = attribute < CONTENT_RANK || (isField(record) && leadsWith(contentTerms, perTerm));
  const headingLevel = inHeading ? record.level : 0;
  // A question's words count by how rare they are: matching its telling words matters more than its common ones.
  const words = weights ? Math.round((QUESTION_STEPS * weight) / weights.reduce((a, b) => a + b, 0)) : matched;
  // One literal for every rank object (see the top of this file): objects spread from a base sort three times slower.
  const ranked = (proximity: number, where: number): Ranked => ({
    id,
    words,
    typos,
    exactWords,
    exact,
    titleWords,
    post,
    field,
    focus: focused,
    headingLevel,
    proximity,
    attribute: where,
  });
  if (query.length < 2) return ranked(0, attribute);
  // Where the words stand together in the record's own text, that text is where the query matched.
  const phraseRank = !allOwn
    ? null
    : hasPhrase(ownTerms, perTerm)
      ? record.ownRank
      : hasPhrase(contentTerms, perTerm)
        ? CONTENT_RANK
        : null;
  return phraseRank === null ? ranked(1, attribute) : ranked(0, phraseRank);
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
      b.exactWords - a.exactWords ||
      (postsWanted ? 0 : a.post - b.post) ||
      (fieldsWanted ? a.field - b.field : 0) ||
      b.titleWords - a.titleWords ||
      a.proximity - b.proximity ||
      a.exact - b.exact ||
      b.focus - a.focus ||
      a.attribute - b.attribute ||
      b.headingLevel - a.headingLevel ||
      rb.pageRank - ra.pageRank ||
      // A record's place on its page orders it against its own page's records; across pages it says nothing.
      // Across pages, the more general one: shallower, and of two pages side by side, the shorter name
      // (`building` before `building_part`).
      (ra.path === rb.path
        ? ra.position - rb.position
        : ra.depth - rb.depth || (ra.folder === rb.folder ? ra.path.length - rb.path.length : 0)) ||
      ra.position - rb.position ||
      a.id - b.id
    );
  };
}

/** A query that finds fewer pages than this with all its words relaxes its weakest words (see findRecords). */
const ENOUGH_PAGES = 2;
/**
 * From this many words a query reads as a question in the reader's own words, which pages rarely hold all of:
 * any record with some of its words is a candidate, ranked first by how much of the question's weight it holds
 * (each word weighs by its rarity, as in BM25's inverse document frequency), in steps of 1/QUESTION_STEPS.
 */
const QUESTION_WORDS = 3;
const QUESTION_STEPS = 20;

/** A word's weight in a question: the rarer in the index, the more it tells. */
function rarity(engine: Engine, matches: TermMatches): number {
  return Math.log(1 + engine.records.length / (1 + matches.records.size));
}

/**
 * A question's candidates: records holding some of its words, but only those holding at least QUESTION_SHARE of the
 * weight the best ones hold. The rest could only rank below them, and ranking every record that holds a common
 * word ("data", "release") would cost a keystroke several milliseconds.
 */
const QUESTION_SHARE = 0.5;

function questionCandidates(sets: Set<number>[], weights: number[], allowed: (id: number) => boolean): number[] {
  const held = new Map<number, number>();
  sets.forEach((set, index) => {
    for (const id of set) held.set(id, (held.get(id) ?? 0) + weights[index]);
  });
  let best = 0;
  for (const [id, weight] of held) if (weight > best && allowed(id)) best = weight;
  return [...held].filter(([id, weight]) => weight >= best * QUESTION_SHARE && allowed(id)).map(([id]) => id);
}

interface Found {
  ranked: Ranked[];
  intent: QueryIntent;
  /** The query words left out, weakest first, so that pages answering the rest could be found. */
  relaxed: string[];
}

function findRecords(engine: Engine, query: ParsedQuery, allowed: (id: number) => boolean): Found {
  const fieldsWanted = writtenLikeField(query.text);
  if (query.terms.length === 0) {
    const none = {words: 0, typos: 0, exactWords: 0, proximity: 0, attribute: 0, exact: 0, titleWords: 0};
    const rest = {post: 0, field: 0, focus: 0, headingLevel: 0};
    const ranked = engine.records.flatMap((_, id) => (allowed(id) ? [{id, ...none, ...rest}] : []));
    return {ranked, intent: {postsWanted: true, fieldsWanted}, relaxed: []};
  }
  const perTerm = query.terms.map((term) => matchTerm(engine, term));
  const titleWordsOf = pageTitleWords(engine, perTerm);
  const focusSeen = new Map<number, number>();
  const sets = perTerm.map((matches) => covered(engine, matches));
  const withAll = (words: number[]): number[] => {
    const [smallest, ...others] = words.map((i) => sets[i]).sort((a, b) => a.size - b.size);
    return [...smallest].filter((id) => allowed(id) && others.every((set) => set.has(id)));
  };
  const pages = (ids: Iterable<number>): number => new Set([...ids].map((id) => engine.records[id].path)).size;
  // Every word must match. Where that leaves fewer than ENOUGH_PAGES pages, the word that matches the fewest
  // records is left out, then the next, while more than one remains (Algolia's optional words): records with
  // every word still rank first, as they match more words, and the response names the words left out.
  const question = query.terms.length >= QUESTION_WORDS;
  const weights = question ? perTerm.map((matches) => rarity(engine, matches)) : null;
  let active = query.terms.map((_, i) => i);
  const candidates = new Set(question ? questionCandidates(sets, weights!, allowed) : withAll(active));
  const relaxed: string[] = [];
  // A name written with `_` or `.` (`has_parts`) is one word to the reader: its parts are never left out.
  const loose = (i: number): boolean => !query.terms[i].joined;
  while (!question && active.length > 1 && active.some(loose) && pages(candidates) < ENOUGH_PAGES) {
    const weakest = active.filter(loose).reduce((a, b) => (sets[b].size < sets[a].size ? b : a));
    active = active.filter((i) => i !== weakest);
    relaxed.push(query.terms[weakest].word);
    for (const id of withAll(active)) candidates.add(id);
  }
  return {
    ranked: [...candidates].map((id) =>
      rank(engine, id, perTerm, query.terms, titleWordsOf, weights, {
        seen: focusSeen,
        // A heading is about the words the query kept: those left out are in no heading.
        terms: active.map((i) => perTerm[i]),
      }),
    ),
    intent: {postsWanted: asksForPosts(engine, query.terms, perTerm), fieldsWanted},
    relaxed,
  };
}

/** The records that answer the query and are allowed, best first, and the query words left out to find them. */
export function rankRecords(
  engine: Engine,
  query: ParsedQuery,
  allowed: (id: number) => boolean,
): {ranked: Ranked[]; relaxed: string[]} {
  const found = findRecords(engine, query, allowed);
  return {ranked: found.ranked.sort(compare(engine, found.intent)), relaxed: found.relaxed};
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
