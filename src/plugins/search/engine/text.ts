import {adjectiveOfAdverb, fold, singular} from '../../../lib/foldText';
import {MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS} from '../constants';
import {STOP_WORDS} from './stopWords';

/**
 * How text becomes search terms, the same way for the index and for queries, and
 * how matches are marked up for display. Browser-safe: no packages.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A small memo for functions of strings that run for every word of every hit: words
 * repeat a lot, so most calls are answered from memory. Cleared when it grows large.
 */
function memoize<T>(compute: (key: string) => T, limit = 50_000): (key: string) => T {
  const memory = new Map<string, T>();
  return (key) => {
    let value = memory.get(key);
    if (value === undefined) {
      if (memory.size >= limit) memory.clear();
      value = compute(key);
      memory.set(key, value);
    }
    return value;
  };
}

/** A word as the index stores it. */
export const normalizeTerm = memoize((word: string): string => singular(adjectiveOfAdverb(fold(word))));

/** The words of a text, as written. Underscores and dots split words: `land_cover` is `land` `cover`. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function terms(text: string): string[] {
  return words(text).map(normalizeTerm);
}

const TOKEN = /[\p{L}\p{N}]+(?:[_.][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text worth searching for. Stop words are dropped, except inside an
 * identifier: `has_parts` and `is_underground` are field names, and a reader typing one
 * expects that field, not every page about parts.
 */
/** Checked as written and as stored, since singular forms can miss: `does` is stored as `doe`. */
const isStopWord = memoize(
  (word: string): boolean => STOP_WORDS.has(word.toLowerCase()) || STOP_WORDS.has(normalizeTerm(word)),
);

export function searchWords(text: string): string[] {
  const kept: string[] = [];
  for (const token of text.match(TOKEN) ?? []) {
    const parts = words(token);
    if (parts.length > 1 && token.includes('_')) kept.push(...parts);
    else for (const part of parts) if (!isStopWord(part)) kept.push(part);
  }
  return kept;
}

export function searchTerms(text: string): string[] {
  return searchWords(text).map(normalizeTerm);
}

/** How many typos a query word may carry, by its length (DocSearch's sizes, as the Algolia index has them). */
export function allowedTypos(term: string): number {
  if (term.length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (term.length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

/**
 * A word too short to carry a typo (`wh`, as a reader starts a word): everything it matches, exactly or as a
 * prefix, lives in its own shard, so the shard is named without its letter's dictionary (matching.ts). Nor is it
 * looked up in the thesaurus: whether the site uses it is not known before that dictionary, and WordNet's words
 * of two letters are loose abbreviations (`in` for inch, `on` for along) that mislead more than they help.
 */
export const tooShortForTypos = (term: string): boolean => allowedTypos(term) === 0;

/** The two rows editDistance works in, kept between calls: it runs for every word of every hit's text. */
let rows = [new Uint16Array(64), new Uint16Array(64)];

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) rows = [new Uint16Array(2 * b.length + 2), new Uint16Array(2 * b.length + 2)];
  let [previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

export interface QueryTerm {
  /** The word as typed. */
  word: string;
  term: string;
  /** The last word of a query also matches as a prefix, as the reader is still typing it. */
  prefix: boolean;
  /** Part of a name written with `_` or `.` (`operating_status`, `v1.12.0`): never left out on its own. */
  joined?: boolean;
}

type MatchKind = 'exact' | 'prefix' | 'typo' | null;

function judge(indexed: string, query: QueryTerm): MatchKind {
  if (indexed === query.term) return 'exact';
  if (query.prefix && indexed.startsWith(query.term)) return 'prefix';
  // The index is matched under a word's first letter only (matching.ts): a word with another is no typo of it.
  if (indexed.charCodeAt(0) !== query.term.charCodeAt(0)) return null;
  const typos = allowedTypos(query.term);
  if (typos > 0 && editDistance(indexed, query.term, typos) <= typos) return 'typo';
  return null;
}

/**
 * Per query word (its term, and whether it is a prefix), the index terms already judged. A search meets the same
 * words again and again: naming its shards goes through a letter's whole dictionary, twice, then matching through
 * the shards' terms; and the next key asks for the same words but the last. Keyed by text, as each pass makes its
 * own word objects; the words of the last JUDGED_WORDS are kept.
 */
const JUDGED_WORDS = 32;
const judgements = new Map<string, Map<string, MatchKind>>();

/** Whether an indexed term answers a query term: exactly, as a prefix, or within its typos. */
/** Each query word object's entry of `judgements`: a search asks for the same few words thousands of times. */
const judgedOf = new WeakMap<QueryTerm, Map<string, MatchKind>>();

function judgedFor(query: QueryTerm): Map<string, MatchKind> {
  let judged = judgedOf.get(query);
  if (judged) return judged;
  const word = (query.prefix ? '+' : '=') + query.term;
  judged = judgements.get(word);
  if (!judged) {
    if (judgements.size >= JUDGED_WORDS) judgements.delete(judgements.keys().next().value!);
    judged = new Map();
    judgements.set(word, judged);
  }
  judgedOf.set(query, judged);
  return judged;
}

export function termMatches(indexed: string, query: QueryTerm): MatchKind {
  const judged = judgedFor(query);
  let kind = judged.get(indexed);
  if (kind === undefined) {
    kind = judge(indexed, query);
    judged.set(indexed, kind);
  }
  return kind;
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

export interface Marked {
  /** HTML: the escaped text with matches wrapped in the tags. */
  value: string;
  /** The query words found in the text. */
  matchedWords: string[];
  matchLevel: 'none' | 'partial' | 'full';
}

interface Tags {
  pre: string;
  post: string;
}

/** Splits text into words and the text between them, keeping every character; words at odd indexes. */
const WORD_SPLIT = /([\p{L}\p{N}]+)/u;

/** Text split into alternating pieces: separator, word, separator, word, …, separator. */
function pieces(text: string): string[] {
  return text.split(WORD_SPLIT);
}

function matchLevel(found: number, total: number): Marked['matchLevel'] {
  if (found === 0) return 'none';
  return found === total ? 'full' : 'partial';
}

/** The query terms a word answers. */
function answered(word: string, query: QueryTerm[]): QueryTerm[] {
  const term = normalizeTerm(word);
  return query.filter((q) => termMatches(term, q) !== null);
}

/** Marks up pieces `from` to `to` (exclusive): escaped, matching words wrapped in the tags. */
function mark(parts: string[], from: number, to: number, query: QueryTerm[], tags: Tags): Marked {
  const found = new Set<string>();
  let value = '';
  for (let i = from; i < to; i++) {
    // Separators are escaped; words are letters and digits only (WORD_SPLIT), nothing to escape.
    if (i % 2 === 0) {
      value += escapeHtml(parts[i]);
      continue;
    }
    const hits = answered(parts[i], query);
    if (hits.length === 0) {
      value += parts[i];
    } else {
      hits.forEach((q) => found.add(q.word));
      value += `${tags.pre}${parts[i]}${tags.post}`;
    }
  }
  const matchedWords = query.map((q) => q.word).filter((word) => found.has(word));
  return {value, matchedWords, matchLevel: matchLevel(matchedWords.length, query.length)};
}

/**
 * Escapes `text` for HTML and wraps every word that answers a query term in the
 * highlight tags. Escaping comes first, so indexed text can never become markup.
 */
export function highlight(text: string, query: QueryTerm[], tags: Tags): Marked {
  const parts = pieces(text);
  return mark(parts, 0, parts.length, query, tags);
}

/**
 * A window of `length` words around the first match, highlighted, with the
 * ellipsis where the text was cut. Without a match, the text's first words.
 */
export function snippet(text: string, query: QueryTerm[], tags: Tags, length: number, ellipsis: string): Marked {
  const parts = pieces(text);
  const wordCount = (parts.length - 1) / 2;
  if (wordCount <= length) return mark(parts, 0, parts.length, query, tags);
  let firstMatch = -1;
  for (let w = 0; w < wordCount && firstMatch === -1; w++)
    if (answered(parts[2 * w + 1], query).length > 0) firstMatch = w;
  const lead = Math.floor(length / 3);
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - lead, wordCount - length));
  const endWord = startWord + length - 1;
  // From the separator before the first word (kept only at the very start) to the last word's separator.
  const from = startWord === 0 ? 0 : 2 * startWord + 1;
  const to = endWord === wordCount - 1 ? parts.length : 2 * endWord + 2;
  const marked = mark(parts, from, to, query, tags);
  const before = from > 0 ? escapeHtml(ellipsis) : '';
  const after = to < parts.length ? escapeHtml(ellipsis) : '';
  return {...marked, value: `${before}${marked.value}${after}`};
}
