import {LEVEL_WEIGHT, type Hierarchy, type RecordType} from './record';
import {
  CONTENT_CODE,
  CONTENT_RANK,
  TYPES,
  partFile,
  type IndexMeta,
  type SearchIndexFile,
  type StoredChunk,
  type StoredMeta,
  type PrefixAnswer,
  type StoredShard,
  type Thesaurus,
} from './indexFile';
import type {Terms} from './terms';
import {tooShortForTypos} from './text';
import {DEFINITION_ANCHOR_PREFIX} from '../../schema-reference/anchors';

/**
 * The engine's view of an index: every record with its place in its page (parents, sections), from the meta
 * file; and the dictionary of its terms by letter, the shards, chunks of text and thesaurus as they arrive.
 * loadEngine takes an index whole (the tests, the benchmark); openEngine takes the meta file and a way to fetch
 * the rest, which `ensureDictionaries`, `ensureShards`, `ensureContent` and `ensureThesaurus` call for what a
 * query needs (the browser).
 */

export interface EngineRecord {
  type: RecordType;
  path: string;
  anchor: string | null;
  /** The record's text: null for a heading without text, or while its chunk has not arrived. */
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  tag: string;
  pageRank: number;
  level: number;
  position: number;
  /** The nearest heading record above this one on its page, or -1. */
  parent: number;
  /** This record and the records under its heading: ids `id` to `end - 1`. */
  end: number;
  /** Rank of the record's own heading level (1 for a page title…), or CONTENT_RANK. */
  ownRank: number;
  /** How deep its page sits in the site (`/` 0, `/getting-data/` 1…): among equals, the more general page first. */
  depth: number;
  /** For a blog post, its date as YYYYMMDD (from its route, which Docusaurus writes with it); 0 for the docs. */
  date: number;
  /** Its URL, page and anchor: records sharing it are one result for `distinct`. */
  key: string;
  /** Its URL as a number below the count of records, the same for records sharing it (order.ts counts by it). */
  url: number;
  /** The chunk holding its text. */
  chunk: number;
  /** Whether it has text (a paragraph, or a heading with its own, such as a schema field's description). */
  hasText: boolean;
  /** Whether it is a shared definition of the schema reference (intent.ts, isSharedDefinition). */
  sharedDefinition: boolean;
  /** The search terms of its own heading, worked out when first ranked. */
  ownTerms?: string[];
}

/** One index term's records: in their heading, and in their text with the term's places there. */
export interface Postings {
  title: number[];
  content: {id: number; places: number[]}[];
}

/** A shard's terms, decoded. */
export interface Shard {
  terms: string[];
  postings: Postings[];
  best?: PrefixAnswer;
}

/** Fetches one file of the index's folder of parts (`meta.parts`) by its name (partFile), parsed. */
export type IndexSource = (file: string) => Promise<unknown>;

export interface Engine {
  origin: string;
  records: EngineRecord[];
  meta: Omit<IndexMeta, 'dictionary'>;
  /** The index's terms by first letter, sorted, as their parts arrive (all of them for a whole index). */
  dictionaries: Map<string, string[]>;
  /** The first letters the dictionary has parts for. */
  letters: Set<string>;
  /** Which shards of one and two letters exist, for an opened engine (partFiles.ts): a site word's needs no dictionary. */
  shardMask?: string;
  shards: Map<string, Shard>;
  /** The chunks whose text the records hold. */
  chunks: Set<number>;
  /** The thesaurus's words of each first letter, as they arrive. */
  thesaurus: Map<string, Thesaurus>;
  /** Where what has not arrived comes from; none when the index was loaded whole. */
  source?: IndexSource;
  /** Files being fetched, so two searches ask for each once. */
  pending: Map<string, Promise<void>>;
  /** Exact answers by name (terms.ts), when their file has been loaded. */
  terms?: Terms;
  /**
   * Fetches the exact terms' file into `terms`, once, for an opened engine; cleared if it fails, and search goes
   * on without them.
   */
  fetchTerms?: () => Promise<void>;
}

function decodeShard(stored: StoredShard): Shard {
  const undelta = (deltas: number[]): number[] => {
    let id = 0;
    return deltas.map((step) => (id += step));
  };
  return {
    terms: stored.terms,
    ...(stored.best && {best: stored.best}),
    postings: stored.terms.map((_, i) => {
      const content: Postings['content'] = [];
      const flat = stored.content[i];
      let id = 0;
      for (let at = 0; at < flat.length;) {
        id += flat[at];
        const count = flat[at + 1];
        content.push({id, places: undelta(flat.slice(at + 2, at + 2 + count))});
        at += 2 + count;
      }
      return {title: undelta(stored.title[i]), content};
    }),
  };
}

function takeChunk(engine: Engine, number: number, stored: StoredChunk): void {
  stored.contents.forEach((content, i) => (engine.records[stored.first + i].content = content));
  engine.chunks.add(number);
}

const POST_ROUTE = /^\/blog\/(\d{4})[-/](\d{2})[-/](\d{2})/;

/** A post's date from its route (`/blog/2025/10/22/release-notes/`, `/blog/2024-07-22.0/`); 0 for other pages. */
function postDate(path: string): number {
  const [, year, month, day] = POST_ROUTE.exec(path) ?? [];
  return year ? Number(`${year}${month}${day}`) : 0;
}

/** What records at one place of a page share. */
type Place = Pick<EngineRecord, 'anchor' | 'hierarchy' | 'key' | 'url' | 'sharedDefinition'>;

/** The records of the meta file, with their sections worked out, and no text yet. */
function recordsOf(meta: Omit<IndexMeta, 'dictionary'>): EngineRecord[] {
  const text = (index: number | undefined): string | null =>
    index === undefined || index < 0 ? null : meta.strings[index];
  let chunk = 0;
  // A phone opens the index at the reader's first search, and this work was a good part of that search's time
  // (40-50 ms in Node, four times that on a phone's CPU, much of it collecting garbage). What is the same for
  // every record of a page is worked out once per page; what is the same for a run of paragraphs (three records
  // in four), their anchor, headings and address, once per run, and shared.
  const records: EngineRecord[] = [];
  const urls = new Map<string, number>();
  for (const [url, language, tag, pageRank, stored] of meta.pages) {
    const path = text(url) ?? '';
    const pageLanguage = text(language) ?? '';
    const pageTag = text(tag) ?? '';
    const depth = path.split('/').filter(Boolean).length;
    const date = postDate(path);
    let place: Place | undefined;
    let position = 0;
    const push = (code: number, at: Place): void => {
      const type = code % TYPES.length;
      const recordType = TYPES[type];
      const id = records.length;
      while (chunk + 1 < meta.chunks.length && meta.chunks[chunk + 1] <= id) chunk++;
      records.push({
        type: recordType,
        path,
        anchor: at.anchor,
        content: null,
        hierarchy: at.hierarchy,
        language: pageLanguage,
        tag: pageTag,
        pageRank,
        level: LEVEL_WEIGHT[recordType],
        position: position++,
        parent: -1,
        end: 0,
        ownRank: recordType === 'content' ? CONTENT_RANK : type,
        depth,
        date,
        key: at.key,
        url: at.url,
        chunk,
        hasText: recordType === 'content' || code >= TYPES.length,
        sharedDefinition: at.sharedDefinition,
      });
    };
    for (const entry of stored) {
      if (typeof entry === 'number') {
        // Paragraphs at the place of the record before them: they share its anchor, headings and address.
        if (!place) throw new Error(`The search index's page ${path} starts with a run of paragraphs.`);
        for (let run = 0; run < entry; run++) push(CONTENT_CODE, place);
        continue;
      }
      const [code, anchor, lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = entry;
      const anchorText = text(anchor);
      const key = `${path}#${anchorText ?? ''}`;
      if (!urls.has(key)) urls.set(key, urls.size);
      place = {
        anchor: anchorText,
        hierarchy: {
          lvl0: text(lvl0),
          lvl1: text(lvl1),
          lvl2: text(lvl2),
          lvl3: text(lvl3),
          lvl4: text(lvl4),
          lvl5: text(lvl5),
          lvl6: text(lvl6),
        },
        key,
        url: urls.get(key)!,
        // Read in the sort's comparisons of a broad prefix's records: worked out once, here.
        sharedDefinition: anchorText?.startsWith(DEFINITION_ANCHOR_PREFIX) === true,
      };
      push(code, place);
    }
  }
  // Headings open sections that run until the next heading of the same or a higher level on the page.
  const open: number[] = [];
  records.forEach((record, id) => {
    for (let top = open.at(-1); top !== undefined; top = open.at(-1)) {
      const above = records[top];
      if (above.path === record.path && above.ownRank < record.ownRank) break;
      above.end = id;
      open.pop();
    }
    record.parent = open.at(-1) ?? -1;
    if (record.type === 'content') record.end = id + 1;
    else open.push(id);
  });
  while (open.length > 0) records[open.pop()!].end = records.length;
  return records;
}

/** The dictionary split by first letter: a query word's matches are looked for among its letter's terms. */
export function byLetter(dictionary: string[]): Map<string, string[]> {
  const letters = new Map<string, string[]>();
  for (const term of dictionary) {
    const letter = term.charAt(0);
    const terms = letters.get(letter);
    if (terms) terms.push(term);
    else letters.set(letter, [term]);
  }
  return letters;
}

function checkVersion(meta: Omit<IndexMeta, 'dictionary'>): void {
  if (meta.version !== 9) throw new Error(`Unsupported search index version: ${String(meta.version)}`);
}

/** An engine over a whole index, every shard and chunk at hand. */
export function loadEngine(file: SearchIndexFile): Engine {
  checkVersion(file.meta);
  const dictionaries = byLetter(file.meta.dictionary);
  const engine: Engine = {
    origin: file.meta.origin,
    records: recordsOf(file.meta),
    meta: file.meta,
    dictionaries,
    letters: new Set(dictionaries.keys()),
    shards: new Map(Object.entries(file.shards).map(([key, shard]) => [key, decodeShard(shard)])),
    chunks: new Set(),
    thesaurus: new Map(Object.entries(file.thesaurus)),
    pending: new Map(),
  };
  file.chunks.forEach((chunk, number) => takeChunk(engine, number, chunk));
  return engine;
}

/** An engine over the meta file, which fetches dictionaries, shards and chunks from `source` as searches need them. */
export function openEngine(meta: StoredMeta, source: IndexSource): Engine {
  checkVersion(meta);
  return {
    origin: meta.origin,
    records: recordsOf(meta),
    meta,
    dictionaries: new Map(),
    letters: new Set(meta.letters),
    shardMask: meta.shards,
    shards: new Map(),
    chunks: new Set(),
    thesaurus: new Map(),
    source,
    pending: new Map(),
  };
}

function fetchOnce(engine: Engine, file: string, take: (data: unknown) => void): Promise<void> {
  let pending = engine.pending.get(file);
  if (!pending) {
    pending = engine.source!(file).then(take);
    engine.pending.set(file, pending);
    // A failed fetch is not kept: the next search tries again.
    pending.catch(() => engine.pending.delete(file));
  }
  return pending;
}

/** Fetches the dictionaries of these terms' first letters that have not arrived. */
export async function ensureDictionaries(engine: Engine, terms: Iterable<string>): Promise<void> {
  const missing = [...new Set([...terms].map((term) => term.charAt(0)))].filter(
    (letter) => engine.letters.has(letter) && !engine.dictionaries.has(letter),
  );
  if (missing.length === 0 || !engine.source) return;
  await Promise.all(
    missing.map((letter) =>
      fetchOnce(engine, partFile.dictionary(letter), (data) => engine.dictionaries.set(letter, data as string[])),
    ),
  );
}

/** Fetches the shards of these keys that have not arrived (the keys of terms found in the dictionaries). */
export async function ensureShards(engine: Engine, keys: Iterable<string>): Promise<void> {
  const missing = [...new Set(keys)].filter((key) => !engine.shards.has(key));
  if (missing.length === 0 || !engine.source) return;
  await Promise.all(
    missing.map((key) =>
      fetchOnce(engine, partFile.shard(key), (data) => engine.shards.set(key, decodeShard(data as StoredShard))),
    ),
  );
}

/** Fetches the text of these records, where they have some and it has not arrived. */
export async function ensureContent(engine: Engine, ids: Iterable<number>): Promise<void> {
  const withText = [...ids].filter((id) => engine.records[id].hasText);
  const missing = [...new Set(withText.map((id) => engine.records[id].chunk))].filter((n) => !engine.chunks.has(n));
  if (missing.length === 0 || !engine.source) return;
  await Promise.all(
    missing.map((number) =>
      fetchOnce(engine, partFile.text(number), (data) => takeChunk(engine, number, data as StoredChunk)),
    ),
  );
}

/**
 * Fetches the thesaurus files of the first letters of query words the dictionary does not hold: words the site
 * does not use (but not words too short for typos, which the thesaurus leaves out: text.ts).
 */
export async function ensureThesaurus(engine: Engine, terms: Iterable<string>): Promise<void> {
  const known = new Set(engine.meta.thesaurus);
  const unknown = [...terms].filter(
    (term) => !tooShortForTypos(term) && !hasTerm(engine.dictionaries.get(term.charAt(0)) ?? [], term),
  );
  const missing = [...new Set(unknown.map((term) => term.charAt(0)))].filter(
    (letter) => known.has(letter) && !engine.thesaurus.has(letter),
  );
  if (missing.length === 0 || !engine.source) return;
  await Promise.all(
    missing.map((letter) =>
      fetchOnce(engine, partFile.thesaurus(letter), (data) => engine.thesaurus.set(letter, data as Thesaurus)),
    ),
  );
}

/** Where a term stands, or would stand, in a sorted dictionary. */
function placeOf(dictionary: string[], term: string): number {
  let [low, high] = [0, dictionary.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (dictionary[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

function hasTerm(dictionary: string[], term: string): boolean {
  return dictionary[placeOf(dictionary, term)] === term;
}

/**
 * Whether a word still being typed may yet become a word the site uses: its letter's dictionary, where it has
 * come, holds a longer term that begins with it ("ins" of "install").
 */
export function beginsSiteTerm(engine: Pick<Engine, 'dictionaries'>, term: string): boolean {
  const dictionary = engine.dictionaries.get(term.charAt(0)) ?? [];
  const at = placeOf(dictionary, term);
  return dictionary[at] === term ? false : dictionary[at]?.startsWith(term) === true;
}

/** The site's words for a reader's word the site does not use, from the thesaurus, where its file has arrived. */
export function thesaurusWordsFor(engine: Pick<Engine, 'thesaurus'>, term: string): readonly string[] {
  return engine.thesaurus.get(term.charAt(0))?.[term] ?? [];
}
