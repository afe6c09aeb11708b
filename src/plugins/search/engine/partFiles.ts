/**
 * How the index's parts are named in their folder, and which shards exist: what the build writes and what the
 * browser asks for must agree. Kept apart from indexFile.ts so that the browser can name a shard before the
 * engine's code has arrived (prefetchShardsFor, client/liteClient.ts).
 */

/*
 * Kept here rather than in ../constants.ts, whose values the main bundle carries: only the build and the search
 * client's lazily loaded code read these.
 */
/**
 * The meta tag that tells the browser where the index's parts are, and in its `data-shards`, which shards of
 * one and two letters exist (below), so that a page can fetch a typed word's shard before the meta file.
 */
export const PARTS_META_NAME = 'search-parts';
export const PARTS_URL_PLACEHOLDER = '__SEARCH_PARTS_URL__';
export const SHARD_MASK_PLACEHOLDER = '__SEARCH_SHARD_MASK__';

/** The shard a term lives in: its first two letters (the term itself, for a term of one letter). */
export const shardKey = (term: string): string => term.slice(0, 2);

const codes = (key: string): string => [...key].map((char) => char.codePointAt(0)!.toString(16)).join('-');

/** The file name of a part of the index in its folder: no letter of a term ends up in a file name. */
export const partFile = {
  shard: (key: string): string => `s-${codes(key)}.json`,
  text: (chunk: number): string => `t-${chunk}.json`,
  thesaurus: (letter: string): string => `w-${codes(letter)}.json`,
  /** The dictionary's terms of one first letter (indexFile.ts, StoredMeta). */
  dictionary: (letter: string): string => `d-${codes(letter)}.json`,
};

/*
 * Which shards of ALPHABET's letters the index has, short enough for every page's head: a bit per pair of
 * letters, then one per letter for the terms of one letter (`l` of "command l", `3` of "3d"), six to a base64url
 * character (222 characters for 36 × 36 pairs and 36 letters). With it, a page fetches the shard of a word the
 * reader is typing before the index's meta file, which lists every term, has arrived, and never asks for a
 * shard that does not exist; and a word's first letter costs no round trip for its letter's dictionary first.
 * Shards of other letters wait for the meta file.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BITS = 6;
const PAIR_BITS = ALPHABET.length ** 2;

function bitOf(key: string): number {
  const [first, second] = [ALPHABET.indexOf(key.charAt(0)), ALPHABET.indexOf(key.charAt(1))];
  if (key.length === 1) return first >= 0 ? PAIR_BITS + first : -1;
  return key.length === 2 && first >= 0 && second >= 0 ? first * ALPHABET.length + second : -1;
}

/** The mask of these shard keys. */
export function encodeShardMask(keys: Iterable<string>): string {
  const bits = new Set([...keys].map(bitOf).filter((bit) => bit >= 0));
  let mask = '';
  for (let start = 0; start < PAIR_BITS + ALPHABET.length; start += BITS) {
    let digit = 0;
    for (let bit = start; bit < start + BITS; bit++) digit = digit * 2 + (bits.has(bit) ? 1 : 0);
    mask += DIGITS[digit];
  }
  return mask;
}

/** Whether a mask can tell if this shard exists: a key of one or two letters of ALPHABET. */
export const maskCovers = (key: string): boolean => bitOf(key) >= 0;

/** Whether the mask lists a shard of this first letter: then the dictionary has a part for it. */
export function maskHasLetter(mask: string, letter: string): boolean {
  return maskHasShard(mask, letter) || [...ALPHABET].some((second) => maskHasShard(mask, letter + second));
}

/** Whether the mask lists the shard of this key. */
export function maskHasShard(mask: string, key: string): boolean {
  const bit = bitOf(key);
  if (bit < 0) return false;
  const digit = DIGITS.indexOf(mask.charAt(Math.floor(bit / BITS)));
  return digit >= 0 && ((digit >> (BITS - 1 - (bit % BITS))) & 1) === 1;
}
