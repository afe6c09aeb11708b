/**
 * How text becomes search terms, the same way for the index and for queries, and
 * how matches are marked up for display. Browser-safe: no dependencies.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: `Geográfico` and `geografico` are the same term. */
function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Singular form of an English plural, good enough for matching: both sides go
 * through it, so `buildings` finds `building` and `categories` finds `category`.
 */
function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A word as the index stores it. */
export function normalizeTerm(word: string): string {
  return singular(fold(word));
}

/** The words of a text, as written. Underscores and dots split words: `land_cover` is `land` `cover`. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function terms(text: string): string[] {
  return words(text).map(normalizeTerm);
}

/** How many typos a query word may carry (DocSearch: one from 3 letters, two from 7). */
export function allowedTypos(term: string): number {
  if (term.length >= 7) return 2;
  if (term.length >= 3) return 1;
  return 0;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

export interface QueryTerm {
  /** The word as typed. */
  word: string;
  term: string;
  /** The last word of a query also matches as a prefix, as the reader is still typing it. */
  prefix: boolean;
}

/** Whether an indexed term answers a query term: exactly, as a prefix, or within its typos. */
export function termMatches(indexed: string, query: QueryTerm): 'exact' | 'prefix' | 'typo' | null {
  if (indexed === query.term) return 'exact';
  if (query.prefix && indexed.startsWith(query.term)) return 'prefix';
  const typos = allowedTypos(query.term);
  if (typos > 0 && editDistance(indexed, query.term, typos) <= typos) return 'typo';
  return null;
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

/** Splits text into words and the text between them, keeping every character. */
function pieces(text: string): {text: string; isWord: boolean}[] {
  const result: {text: string; isWord: boolean}[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) result.push({text: text.slice(last, match.index), isWord: false});
    result.push({text: match[0], isWord: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) result.push({text: text.slice(last), isWord: false});
  return result;
}

function matchLevel(found: number, total: number): Marked['matchLevel'] {
  if (found === 0) return 'none';
  return found === total ? 'full' : 'partial';
}

/**
 * Escapes `text` for HTML and wraps every word that answers a query term in the
 * highlight tags. Escaping comes first, so indexed text can never become markup.
 */
export function highlight(text: string, query: QueryTerm[], tags: Tags): Marked {
  const found = new Set<string>();
  const value = pieces(text)
    .map((piece) => {
      const escaped = escapeHtml(piece.text);
      if (!piece.isWord) return escaped;
      const term = normalizeTerm(piece.text);
      const hits = query.filter((q) => termMatches(term, q) !== null);
      if (hits.length === 0) return escaped;
      hits.forEach((q) => found.add(q.word));
      return `${tags.pre}${escaped}${tags.post}`;
    })
    .join('');
  const matchedWords = query.map((q) => q.word).filter((word) => found.has(word));
  return {value, matchedWords, matchLevel: matchLevel(matchedWords.length, query.length)};
}

/**
 * A window of `length` words around the first match, highlighted, with the
 * ellipsis where the text was cut. Without a match, the text's first words.
 */
export function snippet(text: string, query: QueryTerm[], tags: Tags, length: number, ellipsis: string): Marked {
  const all = pieces(text);
  const wordAt = all.flatMap((piece, index) => (piece.isWord ? [index] : []));
  if (wordAt.length <= length) return highlight(text, query, tags);
  const firstMatch = wordAt.findIndex((index) =>
    query.some((q) => termMatches(normalizeTerm(all[index].text), q) !== null),
  );
  const lead = Math.floor(length / 3);
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - lead, wordAt.length - length));
  const endWord = startWord + length - 1;
  const from = startWord === 0 ? 0 : wordAt[startWord];
  const to = endWord === wordAt.length - 1 ? all.length : wordAt[endWord] + 1;
  const part = all
    .slice(from, to)
    .map((piece) => piece.text)
    .join('');
  const marked = highlight(startWord === 0 ? part : part.trimStart(), query, tags);
  const before = from > 0 ? escapeHtml(ellipsis) : '';
  const after = to < all.length ? escapeHtml(ellipsis) : '';
  return {...marked, value: `${before}${marked.value}${after}`};
}
