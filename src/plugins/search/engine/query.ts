import {IMPLIED_WORDS, replacePhrases} from './synonyms';
import {normalizeTerm, searchWords, terms, words, type QueryTerm} from './text';

/**
 * How the engine reads a query: phrases replaced by their synonyms, words the whole
 * site is about dropped, `-word` exclusions taken apart (Algolia's advanced syntax),
 * and the last word marked as still being typed.
 */

/** Longest query the engine reads; the search box stops at 64 characters, the URL does not. */
const MAX_QUERY_LENGTH = 512;
/** Most words of a query the engine matches; more only make the query slower. */
const MAX_QUERY_WORDS = 10;
/**
 * Words that open a question without saying what it is about. The other question words are stop words;
 * these are not, as `when` is a field of the schema: a query of `when` alone, or one that is not a
 * question, keeps them.
 */
const QUESTION_OPENERS = ['when', 'why', 'who'];

export interface ParsedQuery {
  /** The query as read (the first MAX_QUERY_LENGTH characters), phrases replaced by their synonyms. */
  text: string;
  terms: QueryTerm[];
  excluded: string[];
  /** The word being typed, where the query leaves it out as a stop word ("do" of "download"), normalised. */
  unsaid?: string;
}

/** The words of the query's names written with `_` or `.` (`operating_status`, `v1.12.0`), in lower case. */
function nameParts(text: string): Set<string> {
  const parts = new Set<string>();
  for (const name of text.match(/[\p{L}\p{N}]+(?:[_.][\p{L}\p{N}]+)+/gu) ?? []) {
    for (const word of words(name)) parts.add(word.toLowerCase());
  }
  return parts;
}

export function parseQuery(raw: string, advanced: boolean): ParsedQuery {
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
  const asked =
    meaningful.length > 1 && QUESTION_OPENERS.includes(meaningful[0].toLowerCase()) ? meaningful.slice(1) : meaningful;
  const typed = (asked.length > 0 ? asked : all).slice(0, MAX_QUERY_WORDS);
  const endsMidWord = /[\p{L}\p{N}]$/u.test(kept);
  const joined = nameParts(kept);
  return {
    terms: typed.map((word, i) => ({
      word,
      term: normalizeTerm(word),
      // A single letter is a word, not the start of one: completing it would read a whole letter of the index.
      prefix: i === typed.length - 1 && endsMidWord && normalizeTerm(word).length > 1,
      ...(joined.has(word.toLowerCase()) && {joined: true}),
    })),
    excluded,
    text,
    ...(endsMidWord && all.length > 0 && !typed.includes(all.at(-1)!) && {unsaid: normalizeTerm(all.at(-1)!)}),
  };
}
