import {CONTENT_RANK} from './indexFile';
import type {Engine, EngineRecord} from './loadIndex';
import {
  asksForPosts,
  asksForRecent,
  RECENT_WORDS,
  isField,
  isSchemaPage,
  hasSharedHeading,
  isSharedDefinition,
  pageTitleWords,
  writtenLikeField,
  type QueryIntent,
} from './intent';
import {better, covered, matchTerm, type MatchKind, type TermMatches} from './matching';
import {rankedOrder, type RankedOrder} from './order';
import type {ParsedQuery} from './query';
import {
  pageEvidence,
  pageRelevance,
  questionCandidates,
  QUESTION_STEPS,
  QUESTION_WORDS,
  questionWeight,
} from './questionRanking';
import {searchTerms, type QueryTerm} from './text';
import {POST_PAGE_RANK} from '../constants';

/**
 * Which records answer a query and in what order: each query word is matched in the
 * index (matching.ts: exactly, as a prefix, with typos, or through a synonym), every record is
 * given a rank object of Algolia's criteria and the site's own (intent.ts), and the
 * ranks are compared in Algolia's tie-breaking order. This is the hot path of every
 * keystroke: rank objects are written as literals, not spread (spreading them
 * tripled the ranking time).
 */

export interface Ranked {
  id: number;
  words: number;
  /** For a question, how strongly the record's page holds its words (pageRelevance); else 0. */
  page: number;
  /** 1 for a record of the newest post that answers a query asking for the newest (`latest release`); else 0. */
  newest: number;
  typos: number;
  /** 0 when the query's words stand side by side in the record's own text, as typed; else 1. */
  proximity: number;
  attribute: number;
  /** 0 when the record's own heading is exactly the query (`Buildings` for "buildings"); else 1. */
  exact: number;
  /**
   * How many query words the title of the record's page holds: a page named after the query comes first. For a
   * question, the share of its words' weight (pageTitleWords): "duckdb" in a title tells more than "data".
   */
  titleWords: number;
  /** 1 for a blog post, 0 for the docs: current docs come first unless the query asks for a post. */
  post: number;
  /** 0 for a field of the schema reference named as the query, else 1: first when the query is written like a field. */
  field: number;
  /**
   * How many query words the record holds as written, not only as a prefix, with a typo or through the
   * vocabulary (Algolia's "exact", with alternatives not counted as exact).
   */
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
  /** The criteria from `newest` to `exact` packed into one number, set just before sorting (sortKey). */
  key: number;
}

/** How early in a field's description the query's words must stand for the field to be about them. */
const LEAD_WORDS = 3;

/** Whether every query word stands among the first LEAD_WORDS words of the record's text. */
function leadsWith(id: number, perTerm: TermMatches[]): boolean {
  return perTerm.every(({places}) => (places.get(id) ?? []).some((place) => place < LEAD_WORDS));
}

/** Whether the query's words appear one after the other in a sequence of terms (`roof_shape` for "roof shape"). */
function hasPhrase(sequence: string[], perTerm: TermMatches[]): boolean {
  for (let start = 0; start + perTerm.length <= sequence.length; start++) {
    if (perTerm.every((matches, offset) => matches.terms.has(sequence[start + offset]))) return true;
  }
  return false;
}

/** Whether the query's words stand one after the other somewhere in the record's text, by their places. */
function hasPhraseInText(id: number, perTerm: TermMatches[]): boolean {
  const [first, ...rest] = perTerm.map(({places}) => places.get(id) ?? []);
  const after = rest.map((places) => new Set(places));
  return first.some((start) => after.every((places, offset) => places.has(start + offset + 1)));
}

/** The search terms of a record's own heading (none for text). */
function ownTermsOf(record: EngineRecord): string[] {
  if (!record.ownTerms) {
    const own = record.type === 'content' ? null : record.hierarchy[record.type];
    record.ownTerms = own === null ? [] : searchTerms(own);
  }
  return record.ownTerms;
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
    focus = headingFocus(ownTermsOf(record), perTerm);
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
  pageOf: (id: number) => number,
  focus: {seen: Map<number, number>; terms: TermMatches[]},
): Ranked {
  let matched = 0;
  let weight = 0;
  let typos = 0;
  let exactWords = 0;
  let attribute = CONTENT_RANK + 1;
  let allOwn = true;
  const record = engine.records[id];
  for (let index = 0; index < perTerm.length; index++) {
    const {records} = perTerm[index];
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
  const ownTerms = ownTermsOf(record);
  const named = ownTerms.length === query.length && query.every((q, i) => ownTerms[i] === q.term);
  const exact = named && !hasSharedHeading(engine, record) ? 0 : 1;
  const titleWords = titleWordsOf(id);
  const post = record.pageRank === POST_PAGE_RANK ? 1 : 0;
  const field = exact === 0 && isField(record) ? 0 : 1;
  const focused = focusOf(engine, id, focus.terms, focus.seen);
  const inHeading = attribute < CONTENT_RANK || (isField(record) && leadsWith(id, perTerm));
  const headingLevel = inHeading ? record.level : 0;
  // A question's words count by how rare they are: matching its telling words matters more than its common ones.
  const words = weights ? Math.round((QUESTION_STEPS * weight) / weights.reduce((a, b) => a + b, 0)) : matched;
  // Where the words stand together in the record's own text, that text is where the query matched.
  const phraseRank =
    query.length < 2
      ? attribute
      : !allOwn
        ? null
        : hasPhrase(ownTerms, perTerm)
          ? record.ownRank
          : hasPhraseInText(id, perTerm)
            ? CONTENT_RANK
            : null;
  // One literal for every rank object (see the top of this file): objects spread from a base sort three times slower.
  return {
    id,
    words,
    page: pageOf(id),
    newest: 0,
    typos,
    exactWords,
    exact,
    titleWords,
    post,
    field,
    focus: focused,
    headingLevel,
    key: 0,
    proximity: phraseRank === null ? 1 : 0,
    attribute: phraseRank ?? attribute,
  };
}

/**
 * The criteria of `compare` from `newest` to `exact`, packed into one number, higher first: a comparison of a
 * broad prefix's records ("co") mostly ended only past them, and sorting was the engine's largest cost at 4x CPU.
 * Each field gets bits enough for its range: page bands from -1 to PAGE_STEPS, at most 20 words (QUESTION_STEPS),
 * and fewer than 16 typos, exact words and title words (a query reads at most 10 words).
 */
export function sortKey(r: Ranked, {postsWanted, fieldsWanted}: Pick<QueryIntent, 'postsWanted' | 'fieldsWanted'>) {
  let key = r.newest;
  key = key * 8 + r.page + 1;
  key = key * 32 + r.words;
  key = key * 16 + 15 - r.typos;
  key = key * 16 + r.exactWords;
  key = key * 2 + (postsWanted ? 0 : 1 - r.post);
  key = key * 2 + (fieldsWanted ? 1 - r.field : 0);
  key = key * 16 + r.titleWords;
  key = key * 2 + 1 - r.proximity;
  return key * 2 + 1 - r.exact;
}

/**
 * For a question, the band of its page's evidence first (pageRelevance); then
 * Algolia's tie-breaking order (more words, fewer typos, closer words, exact heading,
 * better attribute, then the record's weights), with two criteria of the site's after
 * the typos (see intent.ts): docs before blog posts unless the query asks for a post,
 * a field named as the query first when the query is written like a field, then pages
 * whose title or section holds more of the query. The exact heading comes before the
 * attribute, so that a field named as the query (`height`) beats a longer heading.
 * Last, among records equal in all else: a feature type's own field before the shared
 * definition it repeats; for a query written like a field, the schema's pages first; then
 * the more general page (`/getting-data/` before `/examples/qgis/`); of two as deep, the one
 * holding the words more (pageEvidence); then the record nearer its page's top, the shorter name.
 */
function compare(engine: Engine, {fieldsWanted}: QueryIntent, evidence: ((path: string) => number) | null) {
  return (a: Ranked, b: Ranked): number => {
    const ra = engine.records[a.id];
    const rb = engine.records[b.id];
    return (
      b.key - a.key ||
      b.focus - a.focus ||
      a.attribute - b.attribute ||
      b.headingLevel - a.headingLevel ||
      rb.pageRank - ra.pageRank ||
      // Of two posts equal in all else (every month's release notes), the newer.
      rb.date - ra.date ||
      // A type's own field before the shared definition it repeats, though that one's page is more general.
      Number(isSharedDefinition(ra)) - Number(isSharedDefinition(rb)) ||
      // A query written like a field (`connector_ids`) is about the schema: its pages before others that mention it.
      (fieldsWanted ? Number(!isSchemaPage(ra)) - Number(!isSchemaPage(rb)) : 0) ||
      // Then the more general page: shallower; of two as deep, the one holding the words more; the record nearer
      // its page's top; the shorter name (`building` before `building_part`). One order of these, so that the
      // comparison is consistent: where it read the names only within a folder, the order depended on the sort.
      ra.depth - rb.depth ||
      (evidence ? evidence(rb.path) - evidence(ra.path) : 0) ||
      ra.position - rb.position ||
      ra.path.length - rb.path.length ||
      (ra.path < rb.path ? -1 : ra.path > rb.path ? 1 : 0) ||
      a.id - b.id
    );
  };
}

/** A query that finds fewer pages than this with all its words relaxes its weakest words (see findRecords). */
const ENOUGH_PAGES = 2;

/**
 * The word a short query that no page holds whole leaves out first: one that matches nothing, else the most
 * common. The rarest is what the query is about ("use valhalla": valhalla); leaving it out would answer the
 * common word alone.
 */
function weakestWord(words: number[], sets: Set<number>[]): number {
  return words.reduce((a, b) => (sets[b].size === 0 || (sets[a].size > 0 && sets[b].size > sets[a].size) ? b : a));
}
/**
 * Marks the records of the newest post among the ranked ones, where that post holds every other word of the query:
 * what a query for the latest asks for first ("latest release notes"), but not where the query asks for more than
 * the notes say ("latest release from a script").
 */
function liftNewest(engine: Engine, ranked: Ranked[], terms: QueryTerm[], perTerm: TermMatches[]): void {
  const newest = Math.max(0, ...ranked.map(({id}) => engine.records[id].date));
  if (newest === 0) return;
  const post = engine.records.find(({date}) => date === newest)!.path;
  const holds = perTerm.every(
    ({records}, i) =>
      RECENT_WORDS.includes(terms[i].term) || [...records.keys()].some((id) => engine.records[id].path === post),
  );
  if (!holds) return;
  for (const each of ranked) if (engine.records[each.id].date === newest) each.newest = 1;
}

interface Found {
  ranked: Ranked[];
  /** For a query that is not a question, how strongly a page holds its words (pageEvidence). */
  evidence: ((path: string) => number) | null;
  intent: QueryIntent;
  /** The query words left out, weakest first, so that pages answering the rest could be found. */
  relaxed: string[];
}

function findRecords(engine: Engine, query: ParsedQuery, allowed: (id: number) => boolean): Found {
  const fieldsWanted = writtenLikeField(query.text);
  const recentWanted = asksForRecent(query.terms);
  if (query.terms.length === 0) {
    const none = {
      words: 0,
      page: 0,
      newest: 0,
      typos: 0,
      exactWords: 0,
      proximity: 0,
      attribute: 0,
      exact: 0,
      titleWords: 0,
    };
    const rest = {post: 0, field: 0, focus: 0, headingLevel: 0, key: 0};
    const ranked = engine.records.flatMap((_, id) => (allowed(id) ? [{id, ...none, ...rest}] : []));
    return {ranked, intent: {postsWanted: true, fieldsWanted, recentWanted: false}, relaxed: [], evidence: null};
  }
  const perTerm = query.terms.map((term) => matchTerm(engine, term));
  const focusSeen = new Map<number, number>();
  const sets = perTerm.map((matches) => covered(engine, matches));
  const withAll = (words: number[]): number[] => {
    const [smallest, ...others] = words.map((i) => sets[i]).sort((a, b) => a.size - b.size);
    return [...smallest].filter((id) => allowed(id) && others.every((set) => set.has(id)));
  };
  const pages = (ids: Iterable<number>): number => new Set([...ids].map((id) => engine.records[id].path)).size;
  // Every word must match. Where that leaves fewer than ENOUGH_PAGES pages, the weakest word (weakestWord) is
  // left out, then the next, while more than one remains (Algolia's optional words): records with every word
  // still rank first, as they match more words, and the response names the words left out.
  const question = query.terms.length >= QUESTION_WORDS;
  const weights = question ? perTerm.map((matches, i) => questionWeight(engine, matches, query.terms[i].term)) : null;
  const titleWordsOf = pageTitleWords(engine, perTerm, weights);
  let active = query.terms.map((_, i) => i);
  const candidates = new Set(question ? questionCandidates(sets, weights!, allowed) : withAll(active));
  const postsWanted = recentWanted || asksForPosts(engine, query.terms, perTerm);
  const pageOf = weights ? pageRelevance(engine, perTerm, weights, postsWanted) : () => 0;
  const relaxed: string[] = [];
  // A name written with `_` or `.` (`has_parts`) is one word to the reader: its parts are never left out.
  const loose = (i: number): boolean => !query.terms[i].joined;
  while (!question && active.length > 1 && active.some(loose) && pages(candidates) < ENOUGH_PAGES) {
    const weakest = weakestWord(active.filter(loose), sets);
    active = active.filter((i) => i !== weakest);
    relaxed.push(query.terms[weakest].word);
    for (const id of withAll(active)) candidates.add(id);
  }
  const ranked = [...candidates].map((id) =>
    rank(engine, id, perTerm, query.terms, titleWordsOf, weights, pageOf, {
      seen: focusSeen,
      // A heading is about the words the query kept: those left out are in no heading.
      terms: active.map((i) => perTerm[i]),
    }),
  );
  if (recentWanted) liftNewest(engine, ranked, query.terms, perTerm);
  return {
    ranked,
    evidence: question ? null : pageEvidence(engine, perTerm),
    intent: {
      postsWanted,
      fieldsWanted,
      recentWanted,
    },
    relaxed,
  };
}

/** The records that answer the query and are allowed, to be taken best first, and the query words left out. */
export function rankRecords(
  engine: Engine,
  query: ParsedQuery,
  allowed: (id: number) => boolean,
): {order: RankedOrder; relaxed: string[]} {
  const found = findRecords(engine, query, allowed);
  for (const each of found.ranked) each.key = sortKey(each, found.intent);
  return {
    order: rankedOrder(engine, found.ranked, compare(engine, found.intent, found.evidence)),
    relaxed: found.relaxed,
  };
}
