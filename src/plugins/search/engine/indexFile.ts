import {LEVELS, type RecordType, type SearchRecord} from './record';
import {searchTerms} from './text';
import {partFile, shardKey} from './partFiles';

/**
 * The index's files, as the build writes them (buildIndex) and the engine reads them (loadIndex.ts). A search
 * downloads only what its words need, as Pagefind does:
 *
 * - the meta file: every page and record, their headings and places, but not the records' text;
 * - per first letter, the dictionary of the index's terms, where a query word's matches are found (exactly, as a
 *   prefix, within its typos): 0.7 to 1.8 KB gzipped a letter, 17 KB in all. A page asks for a typed word's
 *   letter as it is typed, before the larger meta file has come, and from it names the shards of the word's
 *   typos (client/liteClient.ts): a first query then downloads the two or three letters it needs, not all;
 * - per first two letters, a shard: each term with the records that hold it, in their heading (`title`) or
 *   their text (`content`, with the term's first places there, for phrases);
 * - the records' text in chunks of a few kilobytes, a page's records together, fetched for the hits shown;
 * - per first letter, the thesaurus's words, fetched only for a query word the dictionary does not hold.
 *
 * Shards, chunks and the thesaurus sit in one folder named by the hash of them all (partFile), so the meta file
 * names them without listing them. In memory (the tests, the benchmark) the parts travel together as a
 * SearchIndexFile.
 */

export const TYPES: RecordType[] = [...LEVELS, 'content'];
/** A paragraph's code in a StoredRecord: its number in TYPES. */
export const CONTENT_CODE = TYPES.indexOf('content');
/** Where a word matched, best first: a page title beats a section heading beats body text. */
export const CONTENT_RANK = TYPES.length - 1;

/**
 * One page: [url, language, tag, pageRank, records]; numbers point into `strings`. What is the same for
 * every record of a page is stored once. Among the records, a number `n` stands for `n` paragraphs (content
 * records) at the same place as the record before it, its anchor and headings: three records in four are such
 * paragraphs, and the meta file was 217 KB, 161 KB of it pages, with each written out.
 */
export type StoredPage = [number, number, number, number, (StoredRecord | number)[]];
/**
 * One record of a page: [type, anchor, ...hierarchy], the hierarchy's levels as string numbers without
 * its trailing empty ones (-1 for none). The type is its number in TYPES, plus TYPES.length for a heading
 * that has text of its own (a schema field's description), so that a hit's text is fetched only where
 * there is some. A record's position is its place on its page; its id, its place in the whole index.
 */
export type StoredRecord = [number, number, ...number[]];

/** Whether two stored records of a page are at the same place: the same anchor and headings. */
export function samePlace(a: StoredRecord, b: StoredRecord): boolean {
  if (a.length !== b.length) return false;
  for (let i = 1; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface IndexMeta {
  version: 9;
  /** Origin the record paths are relative to, e.g. `https://docs.overturemaps.org`. */
  origin: string;
  strings: string[];
  pages: StoredPage[];
  /** The folder of the other files, beside the meta file. */
  parts: string;
  /** Every term of the index, sorted: the dictionary. */
  dictionary: string[];
  /** The first record id of each chunk of text, in order. */
  chunks: number[];
  /** The first letters of the words the thesaurus has files for. */
  thesaurus: string[];
}

/** The meta file as written and fetched: its dictionary is in parts, one per first letter (partFile.dictionary). */
export type StoredMeta = Omit<IndexMeta, 'dictionary'> & {
  /** The first letters of the dictionary's parts, in order. */
  letters: string[];
  /** Which shards of one and two letters exist (partFiles.ts, encodeShardMask), as every page's head says too. */
  shards: string;
};

/** The meta file, whole again with its dictionary, read from the part of each letter. */
export function withDictionary({letters, ...meta}: StoredMeta, part: (letter: string) => string[]): IndexMeta {
  return {...meta, dictionary: letters.flatMap(part)};
}

/**
 * The terms of one shard. For each term (`terms[i]`): the records whose own heading holds it
 * (`title[i]`, ids delta-encoded), and those whose text holds it (`content[i]`, flat: an id delta, the
 * number of places, then the places, delta-encoded).
 */
export interface StoredShard {
  terms: string[];
  title: number[][];
  content: number[][];
  /** For a shard of two letters, its answer to those letters typed as a query (prefixAnswers.ts). */
  best?: PrefixAnswer;
}

/**
 * What a query of a shard's two letters finds, ranked at build: the best record of each of the first URLs that
 * answer, best first (Algolia's `distinct` of 1), and how many URLs answer, by the language and tag of their pages,
 * each group named by one of its records, so that the facet filters can be read on it.
 */
export interface PrefixAnswer {
  ids: number[];
  /** Whether `ids` holds every URL that answers. */
  complete: boolean;
  groups: [record: number, urls: number][];
}

/** The text of consecutive records, from record `first` on (null: a heading without text). */
export interface StoredChunk {
  first: number;
  contents: (string | null)[];
}

/** Every part of an index, together: what the build makes, before the files are written apart. */
export interface SearchIndexFile {
  meta: IndexMeta;
  shards: Record<string, StoredShard>;
  chunks: StoredChunk[];
  /** The thesaurus by first letter: each reader's word the site does not use, with the site's words for it. */
  thesaurus: Record<string, Thesaurus>;
}

/** Reader's words the site does not use, each with the words the site uses for it (indexing/thesaurus.ts). */
export type Thesaurus = Record<string, string[]>;

export {partFile, shardKey};

/**
 * The places of a term in a record's text the index keeps: the first few. They serve phrases and the opening
 * words of a field's description (ranking.ts), which a term's first places nearly always settle; keeping
 * every place made the shards half as large again.
 */
const PLACES_KEPT = 2;

/** How much text a chunk holds, in characters: a few kilobytes once compressed. */
const CHUNK_TEXT = 4_000;

const delta = (ids: number[]): number[] => ids.map((id, i) => id - (ids[i - 1] ?? 0));

/** The text chunks: a page's records together, a long page in several. */
function chunksOf(records: SearchRecord[]): StoredChunk[] {
  const chunks: StoredChunk[] = [];
  let size = Infinity;
  records.forEach((record, id) => {
    const previous = records[id - 1];
    if (size >= CHUNK_TEXT || previous?.url_without_anchor !== record.url_without_anchor) {
      chunks.push({first: id, contents: []});
      size = 0;
    }
    chunks.at(-1)!.contents.push(record.content);
    size += record.content?.length ?? 0;
  });
  return chunks;
}

/** The inverted index, by shard: each term with its records, heading and text apart. */
function shardsOf(records: SearchRecord[]): Record<string, StoredShard> {
  const titles = new Map<string, number[]>();
  const contents = new Map<string, Map<number, number[]>>();
  records.forEach((record, id) => {
    const own = record.type === 'content' ? null : record.hierarchy[record.type];
    for (const term of new Set(searchTerms(own ?? ''))) {
      const ids = titles.get(term);
      if (ids) ids.push(id);
      else titles.set(term, [id]);
    }
    searchTerms(record.content ?? '').forEach((term, position) => {
      let places = contents.get(term);
      if (!places) contents.set(term, (places = new Map()));
      const here = places.get(id);
      if (!here) places.set(id, [position]);
      else if (here.length < PLACES_KEPT) here.push(position);
    });
  });
  const shards: Record<string, StoredShard> = {};
  for (const term of [...new Set([...titles.keys(), ...contents.keys()])].sort()) {
    const shard = (shards[shardKey(term)] ??= {terms: [], title: [], content: []});
    shard.terms.push(term);
    shard.title.push(delta(titles.get(term) ?? []));
    let last = 0;
    shard.content.push(
      [...(contents.get(term) ?? [])].flatMap(([id, places]) => {
        const entry = [id - last, places.length, ...delta(places)];
        last = id;
        return entry;
      }),
    );
  }
  return shards;
}

/**
 * Builds the index from crawled records (at build time), with the thesaurus `thesaurusFor` makes for its terms
 * (none by default), split by first letter; file names are the writer's (writeIndex.ts).
 */
export function buildIndex(
  records: SearchRecord[],
  origin: string,
  thesaurusFor: (terms: ReadonlySet<string>) => Thesaurus = () => ({}),
): SearchIndexFile {
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
  // The page's record count so far, and its last record written out: the place of the paragraphs after it.
  let count = 0;
  let place: StoredRecord | undefined;
  records.forEach((record) => {
    const url = ref(relative(record.url_without_anchor));
    const language = ref(record.language);
    const tag = ref(record.docusaurus_tag);
    let page = pages.at(-1);
    if (page?.[0] !== url) {
      page = [url, language, tag, record.weight.pageRank, []];
      pages.push(page);
      count = 0;
      place = undefined;
    }
    if (page[1] !== language || page[2] !== tag || page[3] !== record.weight.pageRank) {
      throw new Error(`Search records of ${record.url_without_anchor} disagree on language, tag or page rank.`);
    }
    if (record.weight.position !== count++) {
      throw new Error(`Search record ${record.objectID} is out of order: position ${record.weight.position}.`);
    }
    const hierarchy = LEVELS.map((level) => ref(record.hierarchy[level]));
    while (hierarchy.at(-1) === -1) hierarchy.pop();
    const withText = record.type !== 'content' && record.content !== null ? TYPES.length : 0;
    const stored: StoredRecord = [TYPES.indexOf(record.type) + withText, ref(record.anchor), ...hierarchy];
    const entries = page[4];
    if (record.type === 'content' && place && samePlace(place, stored)) {
      const last = entries.at(-1);
      if (typeof last === 'number') entries[entries.length - 1] = last + 1;
      else entries.push(1);
    } else {
      entries.push(stored);
      place = stored;
    }
  });
  const shards = shardsOf(records);
  const chunks = chunksOf(records);
  const dictionary = Object.values(shards)
    .flatMap((shard) => shard.terms)
    .sort();
  const byLetter: Record<string, Thesaurus> = {};
  const thesaurus = thesaurusFor(new Set(dictionary));
  for (const [word, siteWords] of Object.entries(thesaurus).sort()) (byLetter[word.charAt(0)] ??= {})[word] = siteWords;
  return {
    // The folder's name in memory; the writer names it by the parts' content (writeIndex.ts).
    meta: {
      version: 9,
      origin,
      strings,
      pages,
      parts: 'parts',
      dictionary,
      chunks: chunks.map(({first}) => first),
      thesaurus: Object.keys(byLetter),
    },
    shards,
    chunks,
    thesaurus: byLetter,
  };
}
