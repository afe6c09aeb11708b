import MiniSearch, {type AsPlainObject} from 'minisearch';
import {LEVEL_WEIGHT, LEVELS, type Hierarchy, type Level, type RecordType, type SearchRecord} from './record';
import {
  allowedTypos,
  highlight,
  normalizeTerm,
  searchTerms,
  searchWords,
  snippet,
  termMatches,
  terms,
  words,
  type Marked,
  type QueryTerm,
} from './text';
import {IMPLIED_WORDS, alternativesOf, replacePhrases} from './synonyms';
import {POST_PAGE_RANK} from './constants';
import {asksForPosts, isField, pageTitleWords, writtenLikeField, type QueryIntent} from './intent';

/**
 * The site's search engine: MiniSearch finds the records whose own text holds a
 * query word (with prefix and typo matching); a record also holds every word of the
 * headings above it, as in DocSearch, where all hierarchy levels are searchable.
 * Results are then ranked and presented the way Algolia presents DocSearch records,
 * so the DocSearch UI cannot tell the difference. Runs in the browser on a prebuilt
 * index, and at build time to make it.
 *
 * The index stores each text once: headings are indexed on their own record only,
 * and strings repeated across records (URLs, headings) sit in one table.
 */

const TYPES: RecordType[] = [...LEVELS, 'content'];
/** Where a word matched, best first: a page title beats a section heading beats body text. */
const CONTENT_RANK = TYPES.length - 1;

/**
 * One page in the index file: [url, language, tag, pageRank, records]; numbers point
 * into `strings`. What is the same for every record of a page is stored once.
 */
type StoredPage = [number, number, number, number, StoredRecord[]];
/**
 * One record of a page: [type, anchor, content, ...hierarchy], the hierarchy's levels
 * as string numbers without its trailing empty ones (-1 for none). A record's
 * position is its place on its page.
 */
type StoredRecord = [number, number, string | null, ...number[]];

/**
 * The inverted index, compacted: for each term, for each field it occurs in, the ids
 * of the records holding it, delta-encoded. Term frequencies and field lengths are
 * left out: the engine ranks by its own rules, not by MiniSearch's scores.
 */
interface StoredIndex {
  terms: string[];
  postings: [number, number[]][][];
}

export interface SearchIndexFile {
  version: 4;
  /** Origin the record paths are relative to, e.g. `https://docs.overturemaps.org`. */
  origin: string;
  strings: string[];
  pages: StoredPage[];
  index: StoredIndex;
}

function compactIndex(plain: AsPlainObject): StoredIndex {
  const entries = plain.index as [string, Record<string, Record<string, number>>][];
  return {
    terms: entries.map(([term]) => term),
    postings: entries.map(([, fields]) =>
      Object.entries(fields).map(([fieldId, docs]): [number, number[]] => {
        const ids = Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b);
        return [Number(fieldId), ids.map((id, i) => id - (ids[i - 1] ?? 0))];
      }),
    ),
  };
}

/** MiniSearch's own serialised form, rebuilt from the compact one (ids are 0…n-1 and never removed). */
function expandIndex(stored: StoredIndex, documentCount: number, fieldCount: number): AsPlainObject {
  const ones = Array<number>(fieldCount).fill(1);
  const perDocument = <T>(value: T): Record<number, T> =>
    Object.fromEntries(Array.from({length: documentCount}, (_, id) => [id, value]));
  return {
    documentCount,
    nextId: documentCount,
    documentIds: Object.fromEntries(Array.from({length: documentCount}, (_, id) => [id, id])),
    fieldIds: Object.fromEntries(MINI_OPTIONS.fields.map((field, id) => [field, id])),
    fieldLength: perDocument(ones),
    averageFieldLength: ones,
    storedFields: {},
    dirtCount: 0,
    index: stored.terms.map((term, i) => [
      term,
      Object.fromEntries(
        stored.postings[i].map(([fieldId, deltas]) => {
          let id = 0;
          return [fieldId, Object.fromEntries(deltas.map((delta) => [(id += delta), 1]))];
        }),
      ),
    ]),
    serializationVersion: 2,
  } as AsPlainObject;
}

export interface EngineRecord {
  type: RecordType;
  path: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  tag: string;
  pageRank: number;
  level: number;
  position: number;
  /** The nearest heading record above this one on its page, or -1. */
  parent: number;
  /** This record and the records under its heading: ids `id` to `end - 1`. */
  end: number;
  /** Rank of the record's own heading level (1 for a page title…), or CONTENT_RANK. */
  ownRank: number;
  /** How deep its page sits in the site (`/` 0, `/getting-data/` 1…): among equals, the more general page first. */
  depth: number;
  /** Its URL, page and anchor: records sharing it are one result for `distinct`. */
  key: string;
  /** The search terms of its own heading and of its content, worked out when first ranked. */
  terms?: {own: string[]; content: string[]};
}

export interface Engine {
  origin: string;
  records: EngineRecord[];
  mini: MiniSearch;
}

const MINI_OPTIONS = {
  fields: ['title', 'content'],
  tokenize: searchWords,
  processTerm: normalizeTerm,
  // A query word reaches MiniSearch alone and already chosen: never drop it as a stop word.
  searchOptions: {tokenize: words},
};

/** Builds the index file from crawled records (at build time). */
export function buildIndex(records: SearchRecord[], origin: string): SearchIndexFile {
  const strings: string[] = [];
  const table = new Map<string, number>();
  const ref = (text: string | null): number => {
    if (text === null) return -1;
    let index = table.get(text);
    if (index === undefined) {
      index = strings.push(text) - 1;
      table.set(text, index);
    }
    return index;
  };
  const relative = (url: string): string => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const pages: StoredPage[] = [];
  records.forEach((record) => {
    const url = ref(relative(record.url_without_anchor));
    const language = ref(record.language);
    const tag = ref(record.docusaurus_tag);
    let page = pages.at(-1);
    if (page?.[0] !== url) {
      page = [url, language, tag, record.weight.pageRank, []];
      pages.push(page);
    }
    if (page[1] !== language || page[2] !== tag || page[3] !== record.weight.pageRank) {
      throw new Error(`Search records of ${record.url_without_anchor} disagree on language, tag or page rank.`);
    }
    if (record.weight.position !== page[4].length) {
      throw new Error(`Search record ${record.objectID} is out of order: position ${record.weight.position}.`);
    }
    const hierarchy = LEVELS.map((level) => ref(record.hierarchy[level]));
    while (hierarchy.at(-1) === -1) hierarchy.pop();
    page[4].push([TYPES.indexOf(record.type), ref(record.anchor), record.content, ...hierarchy]);
  });
  const mini = new MiniSearch(MINI_OPTIONS);
  mini.addAll(
    records.map((record, id) => ({
      id,
      title: record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
      content: record.content ?? '',
    })),
  );
  return {version: 4, origin, strings, pages, index: compactIndex(mini.toJSON())};
}

/** Rebuilds the records and the page structure (parents, sections) from the index file. */
export function loadEngine(file: SearchIndexFile): Engine {
  if (file.version !== 4) throw new Error(`Unsupported search index version: ${String(file.version)}`);
  const text = (index: number | undefined): string | null =>
    index === undefined || index < 0 ? null : file.strings[index];
  const records: EngineRecord[] = file.pages.flatMap(([url, language, tag, pageRank, stored]) =>
    stored.map(([type, anchor, content, ...hierarchy], position): EngineRecord => {
      const recordType = TYPES[type];
      return {
        type: recordType,
        path: text(url) ?? '',
        anchor: text(anchor),
        content,
        hierarchy: Object.fromEntries(LEVELS.map((level, i) => [level, text(hierarchy[i])])) as Hierarchy,
        language: text(language) ?? '',
        tag: text(tag) ?? '',
        pageRank,
        level: LEVEL_WEIGHT[recordType],
        position,
        parent: -1,
        end: 0,
        ownRank: recordType === 'content' ? CONTENT_RANK : type,
        depth: (text(url) ?? '').split('/').filter(Boolean).length,
        key: `${text(url) ?? ''}#${text(anchor) ?? ''}`,
      };
    }),
  );
  // Headings open sections that run until the next heading of the same or a higher level on the page.
  const open: number[] = [];
  records.forEach((record, id) => {
    const samePage = (other: number): boolean => records[other].path === record.path;
    while (
      open.length > 0 &&
      (!samePage(open[open.length - 1]) || records[open[open.length - 1]].ownRank >= record.ownRank)
    ) {
      records[open.pop()!].end = id;
    }
    record.parent = open.length > 0 ? open[open.length - 1] : -1;
    if (record.type === 'content') record.end = id + 1;
    else open.push(id);
  });
  while (open.length > 0) records[open.pop()!].end = records.length;
  const plain = expandIndex(file.index, records.length, MINI_OPTIONS.fields.length);
  return {origin: file.origin, records, mini: MiniSearch.loadJS(plain, MINI_OPTIONS)};
}

/** The Algolia search parameters the DocSearch modal and the search page send. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  distinct?: boolean | number;
  advancedSyntax?: boolean;
  [other: string]: unknown;
}

type Result = {value: string; matchLevel: Marked['matchLevel']; matchedWords?: string[]};

/** A record as Algolia returns it: without its ranking weights, with highlights and snippets. */
export interface Hit extends Omit<SearchRecord, 'weight'> {
  _highlightResult: {hierarchy: Partial<Record<Level, Result>>; content?: Result};
  _snippetResult: {hierarchy: Partial<Record<Level, Result>>; content?: Result};
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
}

/**
 * Defaults of the index, for requests that do not say. The search page sends none of
 * these, and adds its own "..." after each snippet, hence no ellipsis by default.
 */
const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '',
  attributesToSnippet: ['content:10'],
};

/** Longest query the engine reads; the search box stops at 64 characters, the URL does not. */
const MAX_QUERY_LENGTH = 512;
/** Most words of a query the engine matches; more only make the query slower. */
const MAX_QUERY_WORDS = 10;

interface ParsedQuery {
  /** The query as read (the first MAX_QUERY_LENGTH characters), phrases replaced by their synonyms. */
  text: string;
  terms: QueryTerm[];
  excluded: string[];
}

function parseQuery(raw: string, advanced: boolean): ParsedQuery {
  const text = replacePhrases(raw.slice(0, MAX_QUERY_LENGTH));
  const excluded: string[] = [];
  let kept = text;
  if (advanced) {
    kept = text.replace(/(^|\s)-([\p{L}\p{N}_]+)/gu, (_match, space: string, word: string) => {
      excluded.push(...terms(word));
      return space;
    });
  }
  // Stop words are not in the index; a query of nothing else keeps them, and finds nothing.
  const all = words(kept);
  const said = searchWords(kept);
  const meaningful = said.some((word) => !IMPLIED_WORDS.includes(normalizeTerm(word)))
    ? said.filter((word) => !IMPLIED_WORDS.includes(normalizeTerm(word)))
    : said;
  const typed = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  const endsMidWord = /[\p{L}\p{N}]$/u.test(kept);
  return {
    terms: typed.map((word, i) => ({
      word,
      term: normalizeTerm(word),
      prefix: i === typed.length - 1 && endsMidWord,
    })),
    excluded,
    text,
  };
}

/** The attributes records can be filtered and counted by. */
const FACETS = ['language', 'docusaurus_tag'];

const facetValue = (record: EngineRecord, facet: string): string | undefined =>
  facet === 'language' ? record.language : facet === 'docusaurus_tag' ? record.tag : undefined;

/** `facetFilters`: AND across the outer list, OR inside a nested list, `-` negates. */
function facetPredicate(filters: SearchParams['facetFilters']): (record: EngineRecord) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    typeof group === 'string' ? [group] : group,
  );
  // Parsed once per request: the predicate runs for every candidate record.
  const parsed = groups.map((group) =>
    group.map((filter) => {
      const negated = filter.startsWith('-');
      const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
      return {facet, value: rest.join(':'), negated};
    }),
  );
  return (record) =>
    parsed.every((group) => group.some(({facet, value, negated}) => (facetValue(record, facet) === value) !== negated));
}

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

function matchTerm(engine: Engine, query: QueryTerm): TermMatches {
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
function covered(engine: Engine, matches: TermMatches): Set<number> {
  const ids = new Set<number>();
  for (const id of matches.records.keys()) for (let r = id; r < engine.records[id].end; r++) ids.add(r);
  return ids;
}

interface Ranked {
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

/** Keeps the best `limit` records per URL (heading or paragraph anchor): Algolia's `distinct`. */
function distinct(ranked: Ranked[], engine: Engine, limit: number): Ranked[] {
  const seen = new Map<string, number>();
  return ranked.filter(({id}) => {
    const {key} = engine.records[id];
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count < limit;
  });
}

function snippetLengths(attributes: string[]): Map<string, number> {
  return new Map(
    attributes.map((attribute) => {
      const [name, length] = attribute.split(':');
      return [name, Number(length) || 10];
    }),
  );
}

function present(engine: Engine, id: number, query: QueryTerm[], params: Required<typeof DEFAULTS>): Hit {
  const record = engine.records[id];
  const tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const lengths = snippetLengths(params.attributesToSnippet);
  const highlighted: Hit['_highlightResult'] = {hierarchy: {}};
  const snippets: Hit['_snippetResult'] = {hierarchy: {}};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    highlighted.hierarchy[level] = highlight(text, query, tags);
    const length = lengths.get(`hierarchy.${level}`);
    if (length) {
      const {value, matchLevel} = snippet(text, query, tags, length, params.snippetEllipsisText);
      snippets.hierarchy[level] = {value, matchLevel};
    }
  }
  if (record.content !== null) {
    highlighted.content = highlight(record.content, query, tags);
    const length = lengths.get('content');
    if (length) {
      const {value, matchLevel} = snippet(record.content, query, tags, length, params.snippetEllipsisText);
      snippets.content = {value, matchLevel};
    }
  }
  const pageUrl = engine.origin + record.path;
  return {
    objectID: String(id),
    type: record.type,
    url: record.anchor ? `${pageUrl}#${record.anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor: record.anchor,
    content: record.content,
    hierarchy: record.hierarchy,
    language: record.language,
    docusaurus_tag: record.tag,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

function countFacets(engine: Engine, ranked: Ranked[], names: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const values: Record<string, number> = {};
    for (const {id} of ranked) {
      const value = facetValue(engine.records[id], name);
      if (value !== undefined) values[value] = (values[value] ?? 0) + 1;
    }
    counts[name] = values;
  }
  return counts;
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

/** Answers one Algolia search request from the index. */
export function search(engine: Engine, params: SearchParams): SearchResponse {
  const started = Date.now();
  const settings = {
    hitsPerPage: params.hitsPerPage ?? DEFAULTS.hitsPerPage,
    highlightPreTag: params.highlightPreTag ?? DEFAULTS.highlightPreTag,
    highlightPostTag: params.highlightPostTag ?? DEFAULTS.highlightPostTag,
    snippetEllipsisText: params.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText,
    attributesToSnippet: params.attributesToSnippet ?? DEFAULTS.attributesToSnippet,
  };
  const queryText = params.query ?? '';
  const query = parseQuery(queryText, params.advancedSyntax === true);
  const matchesFacets = facetPredicate(params.facetFilters);
  const excluded = new Set<number>();
  for (const term of query.excluded) {
    for (const id of covered(engine, matchTerm(engine, {word: term, term, prefix: false}))) excluded.add(id);
  }
  const allowed = (id: number): boolean => !excluded.has(id) && matchesFacets(engine.records[id]);

  const limit = params.distinct === false ? Infinity : typeof params.distinct === 'number' ? params.distinct : 1;
  const found = findRecords(engine, query, allowed);
  const ranked = distinct(found.ranked.sort(compare(engine, found.intent)), engine, limit);

  const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(settings.hitsPerPage)));
  const page = Math.max(0, Math.floor(params.page ?? 0));
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage);
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({id}) => present(engine, id, query.terms, settings));
  const requested =
    params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
  const facetNames = requested.includes('*') ? [...FACETS] : requested.filter((name) => FACETS.includes(name));

  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages,
    hitsPerPage,
    query: queryText,
    params: encodeParams(params),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    ...(facetNames.length > 0 ? {facets: countFacets(engine, ranked, facetNames)} : {}),
  };
}
