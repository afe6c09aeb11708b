/**
 * Text as a reader's words are matched against the site's, by site search and by the
 * places taxonomy's filter alike. Browser-safe: no packages.
 */

/** Lower case without accents: `Geográfico` and `geografico`, `Café` and `cafe` are the same. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Singular form of an English plural, good enough for matching: both sides go
 * through it, so `buildings` finds `building` and `categories` finds `category`.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The adjective of an adverb made with -ally, for the same reason: both sides go through it, so `commercially`
 * finds `commercial` and `optionally` finds `optional`. Only after three letters or more: `really` and `rally`
 * stay as they are.
 */
export function adjectiveOfAdverb(word: string): string {
  return /^\p{L}{3,}ally$/u.test(word) ? word.slice(0, -2) : word;
}
