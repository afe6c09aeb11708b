/**
 * One searchable record, in the shape of the DocSearch crawler's Docusaurus template
 * (record version 3): a heading or a paragraph, with the headings above it.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Level | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  /** Absolute URL of the heading or paragraph, with its anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
  /**
   * Set on a record that answers one exact term (an element with `data-search-term`,
   * such as a places category): such records come last on their page, and the local
   * index keeps them out of its words (see terms.ts).
   */
  term?: string;
  /**
   * A term's former names (the old codes of a renamed category, from `data-search-was`):
   * a query naming one is answered with the term, whose hit says what it was.
   */
  was?: string[];
}

/** The DocSearch weight of each record type: headings above text, bigger headings first. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** What every record of one page shares: where it is, its language, its Docusaurus tag, its rank. */
export interface PageOfRecords {
  path: string;
  url: string;
  language: string;
  tag: string;
  pageRank: number;
}

/**
 * One record of a page, as the crawler writes it (indexing/crawl.ts) and the engine's unit tests build their
 * indexes: the `position`-th of its page, under `anchor` (the page itself when null).
 */
export function pageRecord(
  page: PageOfRecords,
  position: number,
  type: RecordType,
  anchor: string | null,
  content: string | null,
  hierarchy: Hierarchy,
): SearchRecord {
  return {
    objectID: `${page.path}:${position}`,
    type,
    url: anchor ? `${page.url}#${anchor}` : page.url,
    url_without_anchor: page.url,
    anchor,
    content,
    hierarchy,
    language: page.language,
    docusaurus_tag: page.tag,
    weight: {pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position},
  };
}
