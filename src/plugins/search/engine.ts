import MiniSearch, {type AsPlainObject, type SearchResult as MiniResult} from 'minisearch';
import {LEVELS, type Hierarchy, type Level, type RecordType, type SearchRecord} from './record';
import {
  allowedTypos,
  highlight,
  normalizeTerm,
  snippet,
  termMatches,
  terms,
  words,
  type Marked,
  type QueryTerm,
} from './text';

/**
 * The site's search engine: MiniSearch finds the records that contain the query's
 * words (with prefix and typo matching), and this module ranks and presents them the
 * way Algolia presents DocSearch records, so the DocSearch UI cannot tell the
 * difference. Runs in the browser on a prebuilt index, and at build time to make it.
 */

/** Searchable fields, most important first: a match in an earlier field ranks higher. */
const FIELDS = [...LEVELS, 'content'] as const;
type Field = (typeof FIELDS)[number];

/** What the index file stores for each record; `url` is a path, made absolute on the way out. */
interface StoredRecord {
  t: RecordType;
  u: string;
  a: string | null;
  c: string | null;
  h: (string | null)[];
  l: string;
  g: string;
  w: [number, number, number];
}

export interface SearchIndexFile {
  version: 1;
  /** Origin the record paths are relative to, e.g. `https://docs.overturemaps.org`. */
  origin: string;
  records: StoredRecord[];
  index: AsPlainObject;
}

export interface Engine {
  origin: string;
  records: StoredRecord[];
  mini: MiniSearch;
}

const MINI_OPTIONS = {
  fields: [...FIELDS],
  tokenize: (text: string) => words(text),
  processTerm: (term: string) => normalizeTerm(term),
};

function hierarchyOf(record: StoredRecord): Hierarchy {
  return Object.fromEntries(LEVELS.map((level, i) => [level, record.h[i] ?? null])) as Hierarchy;
}

/** Builds the index file from crawled records (at build time). */
export function buildIndex(records: SearchRecord[], origin: string): SearchIndexFile {
  const stored: StoredRecord[] = records.map((record) => ({
    t: record.type,
    u: record.url_without_anchor.startsWith(origin)
      ? record.url_without_anchor.slice(origin.length)
      : record.url_without_anchor,
    a: record.anchor,
    c: record.content,
    h: LEVELS.map((level) => record.hierarchy[level]),
    l: record.language,
    g: record.docusaurus_tag,
    w: [record.weight.pageRank, record.weight.level, record.weight.position],
  }));
  const mini = new MiniSearch(MINI_OPTIONS);
  mini.addAll(
    stored.map((record, id) => ({
      id,
      ...Object.fromEntries(LEVELS.map((level, i) => [level, record.h[i] ?? ''])),
      content: record.c ?? '',
    })),
  );
  return {version: 1, origin, records: stored, index: mini.toJSON()};
}

export function loadEngine(file: SearchIndexFile): Engine {
  if (file.version !== 1) throw new Error(`Unsupported search index version: ${String(file.version)}`);
  return {origin: file.origin, records: file.records, mini: MiniSearch.loadJS(file.index, MINI_OPTIONS)};
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

interface ParsedQuery {
  terms: QueryTerm[];
  excluded: string[];
}

function parseQuery(raw: string, advanced: boolean): ParsedQuery {
  const text = raw.slice(0, MAX_QUERY_LENGTH);
  const excluded: string[] = [];
  let kept = text;
  if (advanced) {
    kept = text.replace(/(^|\s)-([\p{L}\p{N}_]+)/gu, (_match, space: string, word: string) => {
      excluded.push(...terms(word));
      return space;
    });
  }
  const typed = words(kept);
  const endsMidWord = /[\p{L}\p{N}]$/u.test(kept);
  return {
    terms: typed.map((word, i) => ({
      word,
      term: normalizeTerm(word),
      prefix: i === typed.length - 1 && endsMidWord,
    })),
    excluded,
  };
}

/** The attributes records can be filtered and counted by. */
const FACETS = ['language', 'docusaurus_tag'];

/** `facetFilters`: AND across the outer list, OR inside a nested list, `-` negates. */
function facetPredicate(filters: SearchParams['facetFilters']): (record: StoredRecord) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    typeof group === 'string' ? [group] : group,
  );
  const test = (record: StoredRecord, filter: string): boolean => {
    const negated = filter.startsWith('-');
    const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const expected = rest.join(':');
    const actual = facet === 'language' ? record.l : facet === 'docusaurus_tag' ? record.g : undefined;
    return (actual === expected) !== negated;
  };
  return (record) => groups.every((group) => group.some((filter) => test(record, filter)));
}

interface Ranked {
  id: number;
  words: number;
  typos: number;
  attribute: number;
}

/** Algolia's tie-breaking order: more words, fewer typos, better attribute, then the record's weights. */
function compare(records: StoredRecord[]) {
  return (a: Ranked, b: Ranked): number => {
    const [ra, rb] = [records[a.id].w, records[b.id].w];
    return (
      b.words - a.words ||
      a.typos - b.typos ||
      a.attribute - b.attribute ||
      rb[0] - ra[0] ||
      rb[1] - ra[1] ||
      ra[2] - rb[2] ||
      a.id - b.id
    );
  };
}

function rank(result: MiniResult, query: QueryTerm[]): Ranked {
  let matchedWords = 0;
  let typos = 0;
  let attribute: number = FIELDS.length;
  for (const q of query) {
    let best: 'exact' | 'prefix' | 'typo' | null = null;
    for (const [docTerm, fields] of Object.entries(result.match)) {
      const kind = termMatches(docTerm, q);
      if (!kind) continue;
      if (best !== 'exact') best = kind === 'typo' && best ? best : kind;
      for (const field of fields) attribute = Math.min(attribute, FIELDS.indexOf(field as Field));
    }
    if (best) matchedWords++;
    if (best === 'typo') typos++;
  }
  return {id: Number(result.id), words: matchedWords, typos, attribute};
}

function findRecords(engine: Engine, query: ParsedQuery, allowed: (id: number) => boolean): Ranked[] {
  if (query.terms.length === 0) {
    return engine.records.flatMap((_, id) => (allowed(id) ? [{id, words: 0, typos: 0, attribute: 0}] : []));
  }
  const text = query.terms.map((q) => q.word).join(' ');
  const options = {
    prefix: (_term: string, i: number, all: string[]) => i === all.length - 1 && query.terms[i]?.prefix === true,
    fuzzy: (term: string) => allowedTypos(term) || false,
    filter: (result: MiniResult) => allowed(Number(result.id)),
  };
  // All words must match; when nothing does, every word becomes optional (DocSearch's "allOptional").
  let results = engine.mini.search(text, {...options, combineWith: 'AND'});
  if (results.length === 0 && query.terms.length > 1)
    results = engine.mini.search(text, {...options, combineWith: 'OR'});
  return results.map((result) => rank(result, query.terms));
}

/** Keeps the best `limit` records per URL (heading or paragraph anchor): Algolia's `distinct`. */
function distinct(ranked: Ranked[], records: StoredRecord[], limit: number): Ranked[] {
  const seen = new Map<string, number>();
  return ranked.filter(({id}) => {
    const key = `${records[id].u}#${records[id].a ?? ''}`;
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
  const hierarchy = hierarchyOf(record);
  const highlighted: Hit['_highlightResult'] = {hierarchy: {}};
  const snippets: Hit['_snippetResult'] = {hierarchy: {}};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    if (text === null) continue;
    highlighted.hierarchy[level] = highlight(text, query, tags);
    const length = lengths.get(`hierarchy.${level}`);
    if (length) {
      const {value, matchLevel} = snippet(text, query, tags, length, params.snippetEllipsisText);
      snippets.hierarchy[level] = {value, matchLevel};
    }
  }
  if (record.c !== null) {
    highlighted.content = highlight(record.c, query, tags);
    const length = lengths.get('content');
    if (length) {
      const {value, matchLevel} = snippet(record.c, query, tags, length, params.snippetEllipsisText);
      snippets.content = {value, matchLevel};
    }
  }
  const pageUrl = engine.origin + record.u;
  return {
    objectID: String(id),
    type: record.t,
    url: record.a ? `${pageUrl}#${record.a}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor: record.a,
    content: record.c,
    hierarchy,
    language: record.l,
    docusaurus_tag: record.g,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

function countFacets(engine: Engine, ranked: Ranked[], names: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const values: Record<string, number> = {};
    for (const {id} of ranked) {
      const record = engine.records[id];
      const value = name === 'language' ? record.l : name === 'docusaurus_tag' ? record.g : undefined;
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
  const excluded = new Set(
    query.excluded.flatMap((term) => engine.mini.search(term, {combineWith: 'OR'}).map((result) => Number(result.id))),
  );
  const allowed = (id: number): boolean => !excluded.has(id) && matchesFacets(engine.records[id]);

  const limit = params.distinct === false ? Infinity : typeof params.distinct === 'number' ? params.distinct : 1;
  const ranked = distinct(findRecords(engine, query, allowed).sort(compare(engine.records)), engine.records, limit);

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
