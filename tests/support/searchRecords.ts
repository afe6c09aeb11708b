import {LEVELS, pageRecord, type RecordType, type SearchRecord} from '../../src/plugins/search/engine/record';

/** The site the unit tests' search records belong to. */
export const ORIGIN = 'https://docs.example.org';

export interface RecordOptions {
  anchor?: string | null;
  tag?: string;
  pageRank?: number;
  position?: number;
  /** The exact term a taxonomy entry answers (search/engine/terms.ts). */
  term?: string;
}

/**
 * One search record as the crawler writes it (src/plugins/search/indexing/crawl.ts): a page's path, the record's
 * level, its headings from lvl0 down, its text. The engine's unit tests build their small indexes from these.
 */
export function searchRecord(
  path: string,
  type: RecordType,
  hierarchy: readonly (string | null)[],
  content: string | null = null,
  {anchor = null, tag = 'docs-default-current', pageRank = 10, position = 0, term}: RecordOptions = {},
): SearchRecord {
  const page = {path, url: `${ORIGIN}${path}`, language: 'en', tag, pageRank};
  const levels = Object.fromEntries(
    LEVELS.map((level, i) => [level, hierarchy[i] ?? null]),
  ) as SearchRecord['hierarchy'];
  return {...pageRecord(page, position, type, anchor, content, levels), ...(term && {term})};
}
