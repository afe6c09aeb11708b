import MiniSearch, {type AsPlainObject} from 'minisearch';
import {LEVEL_WEIGHT, LEVELS, type Hierarchy, type RecordType, type SearchRecord} from './record';
import type {Terms} from './terms';
import {normalizeTerm, searchWords, words} from './text';

/**
 * The index file and the engine loaded from it. The build crawls its pages into
 * records and writes them here with a MiniSearch index of their words (buildIndex);
 * the browser, the tests and the benchmark load that file back into records that
 * know their page's structure (loadEngine). Both sides live in one module because
 * they must agree on the format to the byte.
 *
 * The index stores each text once: headings are indexed on their own record only,
 * and strings repeated across records (URLs, headings) sit in one table.
 */

const TYPES: RecordType[] = [...LEVELS, 'content'];
/** Where a word matched, best first: a page title beats a section heading beats body text. */
export const CONTENT_RANK = TYPES.length - 1;

/**
 * One page in the index file: [url, language, tag, pageRank, records]; numbers point
 * into `strings`. What is the same for every record of a page is stored once.
 */
type StoredPage = [number, number, number, number, StoredRecord[]];
/**
 * One record of a page: [type, anchor, content, ...hierarchy], the hierarchy's levels
 * as string numbers without its trailing empty ones (-1 for none). Content found on
 * several pages (the schema's shared field summaries) is a string number too. A
 * record's position is its place on its page.
 */
type StoredRecord = [number, number, string | number | null, ...number[]];

/**
 * The inverted index, compacted: for each term, for each field it occurs in, the ids
 * of the records holding it, delta-encoded. Term frequencies and field lengths are
 * left out: the engine ranks by its own rules, not by MiniSearch's scores.
 */
interface StoredIndex {
  terms: string[];
  postings: [number, number[]][][];
}

export interface SearchIndexFile {
  version: 5;
  /** Origin the record paths are relative to, e.g. `https://docs.overturemaps.org`. */
  origin: string;
  strings: string[];
  pages: StoredPage[];
  index: StoredIndex;
}

function compactIndex(plain: AsPlainObject): StoredIndex {
  const entries = plain.index as [string, Record<string, Record<string, number>>][];
  return {
    terms: entries.map(([term]) => term),
    postings: entries.map(([, fields]) =>
      Object.entries(fields).map(([fieldId, docs]): [number, number[]] => {
        const ids = Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b);
        return [Number(fieldId), ids.map((id, i) => id - (ids[i - 1] ?? 0))];
      }),
    ),
  };
}

/** MiniSearch's own serialised form, rebuilt from the compact one (ids are 0…n-1 and never removed). */
function expandIndex(stored: StoredIndex, documentCount: number, fieldCount: number): AsPlainObject {
  const ones = Array<number>(fieldCount).fill(1);
  const perDocument = <T>(value: T): Record<number, T> =>
    Object.fromEntries(Array.from({length: documentCount}, (_, id) => [id, value]));
  return {
    documentCount,
    nextId: documentCount,
    documentIds: Object.fromEntries(Array.from({length: documentCount}, (_, id) => [id, id])),
    fieldIds: Object.fromEntries(MINI_OPTIONS.fields.map((field, id) => [field, id])),
    fieldLength: perDocument(ones),
    averageFieldLength: ones,
    storedFields: {},
    dirtCount: 0,
    index: stored.terms.map((term, i) => [
      term,
      Object.fromEntries(
        stored.postings[i].map(([fieldId, deltas]) => {
          let id = 0;
          return [fieldId, Object.fromEntries(deltas.map((delta) => [(id += delta), 1]))];
        }),
      ),
    ]),
    serializationVersion: 2,
  } as AsPlainObject;
}

export interface EngineRecord {
  type: RecordType;
  path: string;
  anchor: string | null;
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
  /** The folder its page sits in (`/schema/reference/buildings/`): pages side by side share it. */
  folder: string;
  /** Its URL, page and anchor: records sharing it are one result for `distinct`. */
  key: string;
  /** The search terms of its own heading and of its content, worked out when first ranked. */
  terms?: {own: string[]; content: string[]};
}

export interface Engine {
  origin: string;
  records: EngineRecord[];
  mini: MiniSearch;
  /** Exact answers by name (terms.ts), when their file has been loaded. */
  terms?: Terms;
}

const MINI_OPTIONS = {
  fields: ['title', 'content'],
  tokenize: searchWords,
  processTerm: normalizeTerm,
  // A query word reaches MiniSearch alone and already chosen: never drop it as a stop word.
  searchOptions: {tokenize: words},
};

/** Builds the index file from crawled records (at build time). */
export function buildIndex(records: SearchRecord[], origin: string): SearchIndexFile {
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
  const seen = new Map<string, number>();
  for (const {content} of records) if (content !== null) seen.set(content, (seen.get(content) ?? 0) + 1);
  const stored = (content: string | null): string | number | null =>
    content !== null && seen.get(content)! > 1 ? ref(content) : content;
  const pages: StoredPage[] = [];
  records.forEach((record) => {
    const url = ref(relative(record.url_without_anchor));
    const language = ref(record.language);
    const tag = ref(record.docusaurus_tag);
    let page = pages.at(-1);
    if (page?.[0] !== url) {
      page = [url, language, tag, record.weight.pageRank, []];
      pages.push(page);
    }
    if (page[1] !== language || page[2] !== tag || page[3] !== record.weight.pageRank) {
      throw new Error(`Search records of ${record.url_without_anchor} disagree on language, tag or page rank.`);
    }
    if (record.weight.position !== page[4].length) {
      throw new Error(`Search record ${record.objectID} is out of order: position ${record.weight.position}.`);
    }
    const hierarchy = LEVELS.map((level) => ref(record.hierarchy[level]));
    while (hierarchy.at(-1) === -1) hierarchy.pop();
    page[4].push([TYPES.indexOf(record.type), ref(record.anchor), stored(record.content), ...hierarchy]);
  });
  const mini = new MiniSearch(MINI_OPTIONS);
  mini.addAll(
    records.map((record, id) => ({
      id,
      title: record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
      content: record.content ?? '',
    })),
  );
  return {version: 5, origin, strings, pages, index: compactIndex(mini.toJSON())};
}

/** Rebuilds the records and the page structure (parents, sections) from the index file. */
export function loadEngine(file: SearchIndexFile): Engine {
  if (file.version !== 5) throw new Error(`Unsupported search index version: ${String(file.version)}`);
  const text = (index: number | undefined): string | null =>
    index === undefined || index < 0 ? null : file.strings[index];
  const records: EngineRecord[] = file.pages.flatMap(([url, language, tag, pageRank, stored]) =>
    stored.map(([type, anchor, content, ...hierarchy], position): EngineRecord => {
      const recordType = TYPES[type];
      return {
        type: recordType,
        path: text(url) ?? '',
        anchor: text(anchor),
        content: typeof content === 'number' ? text(content) : content,
        hierarchy: Object.fromEntries(LEVELS.map((level, i) => [level, text(hierarchy[i])])) as Hierarchy,
        language: text(language) ?? '',
        tag: text(tag) ?? '',
        pageRank,
        level: LEVEL_WEIGHT[recordType],
        position,
        parent: -1,
        end: 0,
        ownRank: recordType === 'content' ? CONTENT_RANK : type,
        depth: (text(url) ?? '').split('/').filter(Boolean).length,
        folder: (text(url) ?? '').replace(/[^/]+\/$/, ''),
        key: `${text(url) ?? ''}#${text(anchor) ?? ''}`,
      };
    }),
  );
  // Headings open sections that run until the next heading of the same or a higher level on the page.
  const open: number[] = [];
  records.forEach((record, id) => {
    const samePage = (other: number): boolean => records[other].path === record.path;
    while (
      open.length > 0 &&
      (!samePage(open[open.length - 1]) || records[open[open.length - 1]].ownRank >= record.ownRank)
    ) {
      records[open.pop()!].end = id;
    }
    record.parent = open.length > 0 ? open[open.length - 1] : -1;
    if (record.type === 'content') record.end = id + 1;
    else open.push(id);
  });
  while (open.length > 0) records[open.pop()!].end = records.length;
  const plain = expandIndex(file.index, records.length, MINI_OPTIONS.fields.length);
  return {origin: file.origin, records, mini: MiniSearch.loadJS(plain, MINI_OPTIONS)};
}
