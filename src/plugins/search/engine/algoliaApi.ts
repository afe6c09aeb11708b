import {
  ensureContent,
  ensureDictionaries,
  ensureShards,
  ensureThesaurus,
  beginsSiteTerm,
  thesaurusWordsFor,
  type Engine,
  type EngineRecord,
} from './loadIndex';
import {FACETS, facetPredicate, facetValue, recordPasses, type FacetFilters, type Faceted} from './facets';
import {parseQuery, type ParsedQuery} from './query';
import {askAhead, covered, dictionaryTerms, matchTerm, shardKeysOf} from './matching';
import {rankingFor} from './lastRanking';
import {LEVELS, type Level, type SearchRecord} from './record';
import {answersFor, termTitle, type TermAnswer} from './terms';
import {escapeHtml, highlight, snippet, type Marked, type QueryTerm} from './text';
import {ATTRIBUTES_TO_SNIPPET, HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, HITS_PER_PAGE, SNIPPET_WORDS} from '../constants';

/**
 * The engine behind Algolia's search API: one request of a multi-query (its query,
 * filters, facets, paging, highlight and snippet parameters) becomes one ranked
 * search, and the records found come back as Algolia hits with their highlights
 * and snippets, so the DocSearch modal and the search page cannot tell the
 * difference. The browser's local client (client/liteClient.ts) calls it per query.
 */

/** The Algolia search parameters the DocSearch modal and the search page send. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
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
  /**
   * When words were left out to find results (Algolia's optional words), the query with those words in
   * `<em>`, as Algolia writes it: the search box says which words no result holds.
   */
  queryAfterRemoval?: string;
}

/**
 * Defaults of the index, for requests that do not say. The search page sends none of
 * these, and adds its own "..." after each snippet, hence no ellipsis by default.
 */
const DEFAULTS = {
  hitsPerPage: HITS_PER_PAGE,
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  snippetEllipsisText: '',
  attributesToSnippet: ATTRIBUTES_TO_SNIPPET,
};

function snippetLengths(attributes: readonly string[]): Map<string, number> {
  return new Map(
    attributes.map((attribute) => {
      const [name, length] = attribute.split(':');
      return [name, Number(length) || SNIPPET_WORDS];
    }),
  );
}

/** What a hit is made of: a record of the index, or an exact term's answer. */
type Found = Pick<EngineRecord, 'type' | 'path' | 'anchor' | 'content' | 'hierarchy' | 'language' | 'tag'> & {
  objectID: string;
  /** Its content is shown whole, never cut to a snippet: a term's chain, which says where it is and what it was. */
  whole?: true;
};

/**
 * A term's answer is shown as text under its heading, so that DocSearch writes its chain
 * (`eat_and_drink › restaurant › pizza_restaurant`, with what a renamed term was) as the
 * hit's title and the term's place on its page (Places › Category taxonomy) beneath it.
 */
const fromTerm = ({was, ...answer}: TermAnswer): Found => ({
  ...answer,
  content: termTitle({content: answer.content, was}),
  type: 'content',
  objectID: `term:${answer.term}`,
  whole: true,
});

function present(engine: Engine, record: Found, query: QueryTerm[], params: Required<typeof DEFAULTS>): Hit {
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
    const whole = highlight(record.content, query, tags);
    highlighted.content = whole;
    const length = lengths.get('content');
    if (length) {
      const {value, matchLevel} = record.whole
        ? whole
        : snippet(record.content, query, tags, length, params.snippetEllipsisText);
      snippets.content = {value, matchLevel};
    }
  }
  const pageUrl = engine.origin + record.path;
  return {
    objectID: record.objectID,
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

function countFacets(engine: Engine, ids: readonly number[], names: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const values: Record<string, number> = {};
    for (const id of ids) {
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

/** A request ranked: what its response is made of, before the hits' text is needed. */
interface Plan {
  started: number;
  params: SearchParams;
  settings: Required<typeof DEFAULTS>;
  query: ParsedQuery;
  queryText: string;
  /** The hits of the requested page, in order. */
  shown: Found[];
  total: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** The records `distinct` keeps, in no order: for the facets' counts, asked for only with them. */
  kept: () => readonly number[];
  relaxed: string[];
  matchesFacets: (record: Faceted) => boolean;
}

function plan(engine: Engine, params: SearchParams, query: ParsedQuery): Plan {
  const started = Date.now();
  const settings = {
    hitsPerPage: params.hitsPerPage ?? DEFAULTS.hitsPerPage,
    highlightPreTag: params.highlightPreTag ?? DEFAULTS.highlightPreTag,
    highlightPostTag: params.highlightPostTag ?? DEFAULTS.highlightPostTag,
    snippetEllipsisText: params.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText,
    attributesToSnippet: params.attributesToSnippet ?? DEFAULTS.attributesToSnippet,
  };
  const queryText = params.query ?? '';
  const matchesFacets = facetPredicate(params.facetFilters);
  const excluded = new Set<number>();
  for (const term of query.excluded) {
    for (const id of covered(engine, matchTerm(engine, {word: term, term, prefix: false}))) excluded.add(id);
  }
  const passes = recordPasses(engine, params.facetFilters);
  const allowed = excluded.size === 0 ? passes : (id: number): boolean => !excluded.has(id) && passes(id);

  const limit = params.distinct === false ? Infinity : typeof params.distinct === 'number' ? params.distinct : 1;
  const {order, relaxed} = rankingFor(engine, query, params.facetFilters, allowed);

  // A query that names a term (a category code) gets its entry first.
  const answers = engine.terms ? answersFor(engine.terms, queryText).filter(matchesFacets) : [];
  const total = answers.length + order.keptCount(limit);
  const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(settings.hitsPerPage)));
  const page = Math.max(0, Math.floor(params.page ?? 0));
  const ranked = order.first(Math.max(0, (page + 1) * hitsPerPage - answers.length), limit);
  const found = (position: number): Found =>
    position < answers.length
      ? fromTerm(answers[position])
      : {
          ...engine.records[ranked[position - answers.length]],
          objectID: String(ranked[position - answers.length]),
        };
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage);
  const positions = Array.from(
    {length: Math.max(0, Math.min(total, (page + 1) * hitsPerPage) - page * hitsPerPage)},
    (_, i) => page * hitsPerPage + i,
  );
  return {
    started,
    params,
    settings,
    query,
    queryText,
    shown: positions.map(found),
    total,
    page,
    nbPages,
    hitsPerPage,
    kept: () => order.kept(limit),
    relaxed,
    matchesFacets,
  };
}

/**
 * A hit as it is shown now: with its text, read now (between planning and responding, a lazily loaded engine
 * fetched it), or, where its text has not come yet, as the heading it sits under, which needs none.
 */
function withTextNow(engine: Engine, found: Found): Found {
  if (found.whole) return found;
  const record = engine.records[Number(found.objectID)];
  if (record.content !== null || !record.hasText || found.type !== 'content')
    return {...found, content: record.content};
  const heading = [...LEVELS].reverse().find((level) => found.hierarchy[level] !== null) ?? 'lvl0';
  return {...found, type: heading, content: null};
}

function respond(engine: Engine, planned: Plan): SearchResponse {
  const {params, settings, query, queryText, shown, kept, relaxed} = planned;
  const hits = shown.map((found) => present(engine, withTextNow(engine, found), query.terms, settings));
  const requested =
    params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
  const facetNames = requested.includes('*') ? [...FACETS] : requested.filter((name) => FACETS.includes(name));
  return {
    hits,
    nbHits: planned.total,
    page: planned.page,
    nbPages: planned.nbPages,
    hitsPerPage: planned.hitsPerPage,
    query: queryText,
    params: encodeParams(params),
    processingTimeMS: Date.now() - planned.started,
    exhaustiveNbHits: true,
    ...(facetNames.length > 0 ? {facets: countFacets(engine, kept(), facetNames)} : {}),
    ...(relaxed.length > 0 ? {queryAfterRemoval: markRemoved(queryText, relaxed)} : {}),
  };
}

/** Answers one Algolia search request from an index whose shards and text are all at hand. */
export function search(engine: Engine, params: SearchParams): SearchResponse {
  const query = parseQuery(params.query ?? '', params.advancedSyntax === true);
  return respond(engine, plan(engine, params, query));
}

/** How a search may answer before all it shows has come. */
export interface SearchOptions {
  /**
   * Called once the text of hits shown without it, and the exact terms if they had not come, have come (a
   * search's last round trip, on a phone most of a second): given, the search answers as soon as its hits are
   * known, each hit still without its text shown as the heading it sits under, and the caller searches again to
   * show the text and any exact answer.
   */
  textLater?: () => void;
  /**
   * Whether the text of hits shown without it is still wanted, known once the caller can tell: the modal asks
   * only once the reader's typing has rested on the query, not for every key typed past. Without it, the text
   * is asked for at once.
   */
  textWanted?: () => Promise<boolean>;
}

/**
 * Answers one Algolia search request, fetching first the dictionaries of its words' letters, then the shards of
 * the terms that match its words (with the thesaurus for words the dictionary does not hold, and then the shards
 * of the site's words it names), then the text of the hits it shows and the exact terms: what a search downloads
 * is what it uses.
 */
export async function searchAsync(
  engine: Engine,
  params: SearchParams,
  {textLater, textWanted}: SearchOptions = {},
): Promise<SearchResponse> {
  const query = parseQuery(params.query ?? '', params.advancedSyntax === true);
  const words = [...query.terms, ...query.excluded.map((term) => ({word: term, term, prefix: false}))];
  const shardKeys = (): string[] => words.flatMap((word) => shardKeysOf(engine, word, !typing.includes(word)));
  const variants = (): string[] => words.flatMap((word) => dictionaryTerms(engine, word));
  // The exact terms (15 KB gzip): a search that waits for its text asks for them with its shards; one that answers
  // before its text, after its hits are known, so that on a phone they do not share the bandwidth the hits need.
  const termsNow = textLater || engine.terms ? undefined : engine.fetchTerms?.();
  // The dictionaries of the words' letters first (a page asks for them as they are typed); then the thesaurus,
  // for a word the site does not use, with the shards of the words as typed; the dictionaries and shards of the
  // site's words it leads to, which a search rarely needs, after it.
  askAhead(
    engine,
    words.map(({term}) => term),
    query.unsaid,
  );
  await ensureDictionaries(engine, variants());
  // A word still being typed that begins a site word ("ins" of "install") is matched as that prefix: the caller
  // that can search again does not wait for its letter's thesaurus, asked for at once all the same (a round trip
  // at every word's third letter, bench:search's keystrokes). Should the word turn out to be one the thesaurus
  // leads elsewhere, the caller is told once it has come, as for the text. So for the shards of its site words.
  const typing = textLater ? words.filter((word) => word.prefix && beginsSiteTerm(engine, word.term)) : [];
  const thesaurusFor = (list: QueryTerm[]) =>
    ensureThesaurus(
      engine,
      list.map(({term}) => term),
    );
  const typedOn = thesaurusFor(typing).catch(() => undefined);
  await Promise.all([thesaurusFor(words.filter((word) => !typing.includes(word))), ensureShards(engine, shardKeys())]);
  await ensureDictionaries(engine, variants());
  await ensureShards(engine, shardKeys());
  await termsNow;
  const unread = typing.filter(
    ({term}) => engine.meta.thesaurus.includes(term.charAt(0)) && !engine.thesaurus.has(term.charAt(0)),
  );
  const siteShards = typing.flatMap((word) => shardKeysOf(engine, word)).filter((key) => !engine.shards.has(key));
  const later = [
    ...(unread.length > 0
      ? [typedOn.then(() => unread.some(({term}) => thesaurusWordsFor(engine, term).length > 0))]
      : []),
    ...(siteShards.length > 0 ? [ensureShards(engine, siteShards).then(() => true)] : []),
  ];
  const synonymsLater = later.length > 0 ? Promise.all(later).then((told) => told.includes(true)) : undefined;
  const planned = plan(engine, params, query);
  const text = (): Promise<void> =>
    ensureContent(
      engine,
      planned.shown.filter((found) => !found.whole).map((found) => Number(found.objectID)),
    );
  const termsLater = engine.terms ? undefined : engine.fetchTerms?.();
  const textToCome = termsLater !== undefined || !hasContent(engine, planned.shown);
  if (textLater && (textToCome || synonymsLater)) {
    (textWanted?.() ?? Promise.resolve(true))
      .then(async (wanted) => {
        if (!wanted) return;
        const [, , synonyms] = await Promise.all([text(), termsLater, synonymsLater]);
        if (textToCome || synonyms) textLater();
      })
      .catch(() => {
        // The hits stay as they are, their headings shown; the next search asks for the text again.
      });
    return respond(engine, planned);
  }
  await text();
  return respond(engine, planned);
}

/** Whether every hit to show that has text of its own has it at hand. */
function hasContent(engine: Engine, shown: Found[]): boolean {
  return shown.every((found) => {
    const record = found.whole ? undefined : engine.records[Number(found.objectID)];
    return !record?.hasText || record.content !== null;
  });
}

/** The query with each left-out word wrapped in `<em>`, the rest escaped (Algolia's `queryAfterRemoval`). */
function markRemoved(query: string, removed: string[]): string {
  const left = new Set(removed.map((word) => word.toLowerCase()));
  return query
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part, i) => (i % 2 === 1 && left.has(part.toLowerCase()) ? `<em>${escapeHtml(part)}</em>` : escapeHtml(part)))
    .join('');
}
