/**
 * Spellings and forms of one word: British and American spellings, a noun and its adjective. Every word of a
 * group finds the others, and counts as the word typed (what a reader means by another name is the domain
 * vocabulary's, vocabulary.ts, and ranks below). Words are given in lower case and singular, as the index
 * stores them (see `normalizeTerm`); `npm run search:push` sends the same groups to Algolia as synonyms, so
 * both modes agree.
 */
export const WORD_FORMS: readonly (readonly string[])[] = [
  ['licence', 'license', 'licencing', 'licensing'],
  ['colour', 'color'],
  ['metre', 'meter'],
  ['kilometre', 'kilometer'],
  ['centre', 'center'],
  ['neighbourhood', 'neighborhood'],
  ['catalogue', 'catalog'],
  ['organisation', 'organization'],
  ['analyse', 'analyze'],
  ['visualise', 'visualize'],
  ['favourite', 'favorite'],
  ['admin', 'administrative'],
  ['month', 'monthly'],
];

/**
 * Words every page of the site is about: a query drops them when it has other words,
 * so "how do I download Overture data" looks for downloading, not for the word
 * Overture. (Algolia: `optionalWords`.)
 */
export const IMPLIED_WORDS: readonly string[] = ['overture'];

/** Phrases a reader types for one word of the docs (a hyphen counts as a space): the query reads them as that word. */
export const PHRASE_SYNONYMS: readonly (readonly [phrase: string, word: string])[] = [
  ['command line', 'cli'],
  ['coordinate reference system', 'crs'],
  ['spatial reference system', 'crs'],
  ['points of interest', 'poi'],
  ['point of interest', 'poi'],
  // Names readers give the places taxonomy, the list of every category code.
  ['category codes', 'category taxonomy'],
  ['category code', 'category taxonomy'],
  ['category list', 'category taxonomy'],
  ['list of categories', 'category taxonomy'],
  ['all categories', 'category taxonomy'],
  // A reader's own place is an area to the docs (a bounding box, an extract).
  ['area of interest', 'area extract'],
  ['my town', 'area'],
  ['my city', 'area'],
  ['my country', 'area'],
  ['my region', 'area'],
  ['my neighbourhood', 'area'],
  ['my neighborhood', 'area'],
];

/**
 * Each phrase's first word, and its pattern, made the first time a query holds that word: their letter classes
 * (`\p{L}`, case-insensitive) are costly to build and to compile. Made with the module, the patterns took about
 * 20 ms of a first search on a phone (4x CPU); run on every query, they cost about 9 ms at the first and 9 ms again
 * at the second, as V8 compiled them, then to machine code (Node; four times as much at 4x CPU), for queries
 * holding no phrase.
 */
const PHRASES: {first: string; phrase: string; word: string; pattern?: RegExp}[] = PHRASE_SYNONYMS.map(
  ([phrase, word]) => ({first: phrase.split(/[-\s]+/)[0], phrase, word}),
);

const patternOf = (phrase: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[-\s]+/g, '[-\\s]+')}(?![\\p{L}\\p{N}])`, 'giu');

/** The query with each phrase of PHRASE_SYNONYMS replaced by its word. */
export function replacePhrases(query: string): string {
  let text = query;
  for (const each of PHRASES) {
    if (text.toLowerCase().includes(each.first))
      text = text.replace((each.pattern ??= patternOf(each.phrase)), each.word);
  }
  return text;
}

const BY_WORD = new Map<string, readonly string[]>();
for (const group of WORD_FORMS) for (const word of group) BY_WORD.set(word, group);

/** The other spellings and forms of `term` (a normalised term); none for most words. */
export function alternativesOf(term: string): string[] {
  const stems = pastStems(term);
  const words = [...(BY_WORD.get(term) ?? []), ...stems.flatMap((stem) => [stem, ...(BY_WORD.get(stem) ?? [])])];
  return [...new Set(words)].filter((word) => word !== term);
}

/**
 * A past form's possible stems, as readers ask ("when was it updated", "what changed") where the docs name
 * the thing ("update", "change"): `updated` → `updat`, `update`. Whichever the index holds matches. Only past
 * forms: `-ing` words are too often nouns of the schema (building, heading, parking).
 */
function pastStems(term: string): string[] {
  if (term.length < 5 || !term.endsWith('ed')) return [];
  const stem = term.slice(0, -2);
  return [stem, `${stem}e`];
}
