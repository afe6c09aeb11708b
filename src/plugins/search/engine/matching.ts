import {shardKey, CONTENT_RANK} from './indexFile';
import {maskCovers, maskHasShard} from './partFiles';
import {ensureDictionaries, ensureShards, thesaurusWordsFor, type Engine, type Shard} from './loadIndex';
import {parseQuery} from './query';
import {alternativesOf} from './synonyms';
import {normalizeTerm, termMatches, tooShortForTypos, type QueryTerm} from './text';
import {siteWordsFor} from './vocabulary';

/**
 * Which index terms and records answer a query word: the word itself, exactly, as a prefix or within its typos
 * (text.ts); its other spellings and forms (synonyms.ts), which count as the word; and the site's words for it
 * (vocabulary.ts, the thesaurus), which count below it. Ranking them is ranking.ts's.
 */

/** How a record matched a query word: as typed, through the vocabulary, as a prefix, or with typos. */
export type MatchKind = 'exact' | 'synonym' | 'prefix' | 'typo';
export const KIND_ORDER: Record<MatchKind, number> = {exact: 0, synonym: 1, prefix: 2, typo: 3};

/** An exact match beats a synonym beats a completed prefix beats a typo; then a heading beats body text. */
export function better(a: {kind: MatchKind; rank: number}, b: {kind: MatchKind; rank: number}): boolean {
  return KIND_ORDER[a.kind] < KIND_ORDER[b.kind] || (a.kind === b.kind && a.rank < b.rank);
}

/** What one query word matched. */
export interface TermMatches {
  /** The records whose own text holds the word, how well, and at which rank. */
  records: Map<number, {kind: MatchKind; rank: number}>;
  /** The index terms that count as the word (itself, its completions, near spellings, synonyms) and how. */
  terms: Map<string, MatchKind>;
  /** Where in each record's text the word stands (places in its sequence of search terms). */
  places: Map<number, number[]>;
}

/** A form of a query word to look for: the word itself or one of its spellings, or a site word it means. */
interface Variant extends QueryTerm {
  /** A site word for the reader's (vocabulary.ts, the thesaurus): matched only as a whole word, as a synonym. */
  synonym: boolean;
  /** Another spelling or form of the word (synonyms.ts), not the word as typed: matched without typos. */
  form?: boolean;
}

/**
 * The query word as typed, its other spellings and forms (synonyms.ts), which count as the word; then the site's
 * words for it, from the domain vocabulary and, where its file has arrived, the thesaurus.
 */
/** What naming a word's shards needs of the engine: the dictionary, and the thesaurus where it has come. */
type Lookup = Pick<Engine, 'dictionaries' | 'thesaurus' | 'shardMask'>;

function variantsOf(engine: Pick<Engine, 'thesaurus'>, query: QueryTerm): Variant[] {
  const forms = [query.term, ...alternativesOf(query.term)];
  const siteWords = [...forms.flatMap(siteWordsFor), ...thesaurusWordsFor(engine, query.term)].filter(
    (word) => !forms.includes(word),
  );
  return [
    {...query, synonym: false},
    ...forms.slice(1).map((term) => ({word: term, term, prefix: query.prefix, synonym: false, form: true})),
    ...[...new Set(siteWords)].map((term) => ({word: term, term, prefix: false, synonym: true})),
  ];
}

/**
 * A site word counts only as itself, and a word too short for typos matches only terms of its own shard, so their
 * shard is known without their letter's dictionary, where the mask of the shards that exist can tell: a
 * question's site words, and the first letter or two of a word, then cost no round trip for their letters.
 */
const maskSettles = (engine: Pick<Engine, 'shardMask'>, variant: Variant): boolean =>
  (variant.synonym || tooShortForTypos(variant.term)) &&
  engine.shardMask !== undefined &&
  maskCovers(shardKey(variant.term));

/** A query word's variants as the dictionary spells its terms, where their shards need their letters' dictionaries. */
export function dictionaryTerms(engine: Pick<Engine, 'thesaurus' | 'shardMask'>, query: QueryTerm): string[] {
  return variantsOf(engine, query)
    .map((variant) => ({...variant, term: normalizeTerm(variant.word)}))
    .filter((variant) => !maskSettles(engine, variant))
    .map(({term}) => term);
}

/**
 * The shards holding a query word's matches: the keys of the terms of its letters' dictionaries (which must have
 * arrived) that answer it, exactly, as a prefix or within its typos; for a site word the mask settles, its shard.
 * Without `siteWords`, those of the word as typed and its other forms only.
 */
export function shardKeysOf(engine: Lookup, query: QueryTerm, siteWords = true): string[] {
  const keys = new Set<string>();
  for (const variant of variantsOf(engine, query)) {
    if (variant.synonym && !siteWords) continue;
    const lookup = {...variant, term: normalizeTerm(variant.word)};
    if (maskSettles(engine, lookup)) {
      if (maskHasShard(engine.shardMask!, shardKey(lookup.term))) keys.add(shardKey(lookup.term));
      continue;
    }
    const typosIn = typoShards(engine, lookup);
    for (const term of engine.dictionaries.get(lookup.term.charAt(0)) ?? []) {
      const kind = matchKind(term, lookup);
      if (kind && (kind !== 'typo' || typosIn(shardKey(term)))) keys.add(shardKey(term));
    }
  }
  return [...keys];
}

/**
 * Asks for what a query's next letter will need, without waiting: the dictionaries of its words' letters (a word's
 * first letter or two need none, its next letter will), and for a stop word being typed, which is not searched
 * ("do" of "download"), its shard too: on a phone, the next letter waited for both, one after the other.
 */
export function askAhead(engine: Engine, terms: string[], unsaid: string | undefined): void {
  const ahead = unsaid === undefined ? [] : [unsaid];
  ensureDictionaries(engine, [...terms, ...ahead]).catch(() => undefined);
  const keys = ahead.map(shardKey).filter((key) => key.length === 2 && maskHasShard(engine.shardMask ?? '', key));
  ensureShards(engine, keys).catch(() => undefined);
}

/*
 * For the early start, which names a typed text's shards before the meta file, and with it the thesaurus, has
 * come (client/liteClient.ts): first the letters whose dictionaries it needs, then, from those, the shards of its
 * words, their typos and synonyms.
 */
const noThesaurus: Lookup['thesaurus'] = new Map();

export function lettersOfText(text: string, shardMask: string): string[] {
  const lookup = {thesaurus: noThesaurus, shardMask};
  const words = parseQuery(text, false).terms;
  return [...new Set(words.flatMap((word) => dictionaryTerms(lookup, word).map((term) => term.charAt(0))))];
}

export function shardKeysOfText(dictionaries: Map<string, string[]>, text: string, shardMask: string): string[] {
  const lookup: Lookup = {dictionaries, thesaurus: noThesaurus, shardMask};
  return [...new Set(parseQuery(text, false).terms.flatMap((word) => shardKeysOf(lookup, word)))];
}

/**
 * Which shards a word's typos are looked for in: all of its letter's, where the dictionary holds no term the word
 * matches as typed (exactly or, for the word being typed, as a prefix); else its own shard only, where its
 * near spellings of the same two first letters (`draw` for "drawn") are. A site word's typo under other letters
 * ranks below the word's own matches anyway, and looking for it cost a round trip on a phone's first search:
 * "speed" named the shard of "se" for a near spelling, fetched after the meta file, before the first hits.
 * Without the letter's dictionary, typos are looked for everywhere, as before. A word's other forms (synonyms.ts)
 * have none: a past form's stems are guesses ("spe" and "spee" for "speed"), matched only as they are.
 */
function typoShards(engine: Pick<Engine, 'dictionaries'>, variant: Variant): (key: string) => boolean {
  if (variant.form) return () => false;
  const terms = engine.dictionaries.get(variant.term.charAt(0));
  const known = terms?.some((term) => term === variant.term || (variant.prefix && term.startsWith(variant.term)));
  const own = shardKey(variant.term);
  return known ? (key) => key === own : () => true;
}

/** How an index term answers one variant of a query word, if it does: a site word only as itself. */
function matchKind(indexed: string, variant: Variant): MatchKind | null {
  if (variant.synonym) return indexed === variant.term ? 'synonym' : null;
  return termMatches(indexed, variant);
}

export function matchTerm(engine: Engine, query: QueryTerm): TermMatches {
  const found: TermMatches = {records: new Map(), terms: new Map(), places: new Map()};
  for (const variant of variantsOf(engine, query)) {
    const lookup = {...variant, term: normalizeTerm(variant.word)};
    addMatches(engine, lookup, typoShards(engine, lookup), found);
  }
  return found;
}

/**
 * Every index term of the word's first letter that answers it (exactly, as a prefix, within its typos: text.ts),
 * with the records that hold it, from the shards at hand: those shardKeysOf names have arrived. A word with a
 * typo in its first letter finds nothing under that letter: the price of fetching a letter's dictionary.
 */
function addMatches(engine: Engine, variant: Variant, typosIn: (key: string) => boolean, found: TermMatches): void {
  if (variant.term === '') return;
  // Of a word of two letters or more, only typos lie under other two letters than its own: a shard where they are
  // not looked for is passed over whole.
  const own = variant.term.length >= 2 ? shardKey(variant.term) : undefined;
  for (const [key, shard] of engine.shards) {
    if (key.charAt(0) !== variant.term.charAt(0)) continue;
    const typos = typosIn(key);
    if (typos || own === undefined || key === own) addShardMatches(engine, shard, variant, typos, found);
  }
}

function addShardMatches(engine: Engine, shard: Shard, variant: Variant, typos: boolean, found: TermMatches): void {
  shard.terms.forEach((docTerm, i) => {
    const kind = matchKind(docTerm, variant);
    if (!kind || (kind === 'typo' && !typos)) return;
    const known = found.terms.get(docTerm);
    if (!known || KIND_ORDER[kind] < KIND_ORDER[known]) found.terms.set(docTerm, kind);
    const {title, content} = shard.postings[i];
    const note = (id: number, rank: number): void => {
      const earlier = found.records.get(id);
      if (!earlier || better({kind, rank}, earlier)) found.records.set(id, {kind, rank});
    };
    for (const id of title) note(id, engine.records[id].ownRank);
    for (const {id, places} of content) {
      note(id, CONTENT_RANK);
      // Appended in place: a broad prefix ("re") adds a record's places once for each of its many completions.
      const known = found.places.get(id);
      if (known) known.push(...places);
      else found.places.set(id, places.slice());
    }
  });
}

/** The record ids covered by a set of matches: each matched record and everything under its heading. */
export function covered(engine: Engine, matches: TermMatches): Set<number> {
  const ids = new Set<number>();
  for (const id of matches.records.keys()) for (let r = id; r < engine.records[id].end; r++) ids.add(r);
  return ids;
}
