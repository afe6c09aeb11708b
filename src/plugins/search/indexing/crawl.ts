import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {
  LEVEL_WEIGHT,
  LEVELS,
  pageRecord,
  type Hierarchy,
  type PageOfRecords,
  type RecordType,
  type SearchRecord,
} from '../engine/record';
import {TERM_PATH_SEPARATOR} from '../engine/terms';
import {SECTION_META_NAME} from '../constants';

/**
 * Turns a built page into search records the way the DocSearch crawler's Docusaurus
 * template does, so the same records can feed our own index or an Algolia one.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/**
 * Parts of a page that are not its text. The places taxonomy's tree is left out too: its
 * 2,117 categories are found by their codes instead (TERM, below); and so is what a page
 * marks `data-search-skip`, lines that would cost the index more than they help find the
 * page (all but the title of each community project, which the page's own filter finds).
 */
const SKIPPED = [
  'nav',
  'footer',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.hash-link',
  '.taxonomy-tree',
  '[data-search-skip]',
  'script',
  'style',
].join(', ');
/**
 * An element with an id that a query naming it should find (a places category code): it
 * becomes a term record, answered by that name only (engine/terms.ts), with the terms of
 * the elements around it as its path. Its former names, space-separated in WAS (a
 * renamed category's old codes), answer for it too.
 */
const TERM = 'data-search-term';
const WAS = 'data-search-was';
/** Which pages the site wants found, and how much each counts. */
export interface CrawlPolicy {
  /** Higher ranks first among equally good matches (docs above old blog posts). */
  pageRank: (path: string, docusaurusTag: string) => number;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function textOf($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find(SKIPPED).remove();
  // A list item's own words: nested lists, paragraphs and headings are records of their own.
  if (element.tagName === 'li') copy.find(['ul', 'ol', 'p', ...HEADINGS].join(', ')).remove();
  // A table row reads as its cells in order.
  if (element.tagName === 'tr') {
    return copy
      .find('th, td')
      .map((_, cell) => clean($(cell).text()))
      .get()
      .filter(Boolean)
      .join(' · ');
  }
  return clean(copy.text());
}

/**
 * A field row's description: the text of each case (the paragraphs the field table does not mark as its type,
 * condition or other parts), as the reader sees it under the field's name.
 */
function fieldDescription($: CheerioAPI, row: Element): string {
  return $(row)
    .find('[data-twin="case"] > p:not([data-twin])')
    .map((_, paragraph) => textOf($, paragraph as Element))
    .get()
    .filter((text) => text !== '' && !/^(Defined as|See also) /.test(text))
    .join(' ');
}

/** The entries of a list of allowed values (the schema reference's Values): each a `div` of `dt` and `dd`. */
const VALUE_ENTRY = 'dl[data-twin="values"] > div';

/** An allowed value as `value: what it means` (the value alone where it has no meaning). */
function valueText($: CheerioAPI, entry: Element): string {
  const value = clean($(entry).find('dt code').first().text());
  const meaning = clean($(entry).find('dd').text());
  return meaning ? `${value}: ${meaning}` : value;
}

/** A field row's allowed values. */
function fieldValues($: CheerioAPI, row: Element): string[] {
  return $(row)
    .find(VALUE_ENTRY)
    .map((_, entry) => valueText($, entry))
    .get()
    .filter(Boolean);
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

/**
 * The section a page belongs to: its open sidebar category; for a docs page no sidebar lists, the
 * section it names in its head (SECTION_META_NAME); else the active navbar item.
 */
function sectionOf($: CheerioAPI): string {
  const sidebar = clean($('.menu__link.menu__link--sublist.menu__link--active').first().text());
  const navbar = clean($('.navbar__item.navbar__link--active').first().text());
  return sidebar || meta($, SECTION_META_NAME) || navbar || 'Documentation';
}

/**
 * Records of one page: `null` when the page is not meant to be found (no-index, or
 * a list page rather than content).
 */
export function crawlPage(html: string, pageUrl: string, policy: CrawlPolicy): SearchRecord[] | null {
  const $ = load(html);
  if ((meta($, 'robots') ?? $('meta[property="robots"]').attr('content') ?? '').includes('noindex')) return null;
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  if (docusaurusTag !== 'default' && !docusaurusTag.startsWith('docs-')) return null;
  const language = meta($, 'docsearch:language') ?? 'en';
  const path = new URL(pageUrl).pathname;
  const pageRank = policy.pageRank(path, docusaurusTag);

  const hierarchy: Hierarchy = {
    lvl0: sectionOf($),
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const terms: Omit<SearchRecord, 'objectID' | 'weight'>[] = [];

  const page: PageOfRecords = {path, url: pageUrl, language, tag: docusaurusTag, pageRank};
  const add = (type: RecordType, content: string | null): void => {
    records.push(pageRecord(page, records.length, type, anchor, content, {...hierarchy}));
  };

  const selector = [
    'header h1',
    ...HEADINGS.map((h) => `article ${h}`),
    'article p',
    'article li',
    'article tbody tr',
    `article ${VALUE_ENTRY}`,
    `article [${TERM}][id]`,
  ];
  $(selector.join(', ')).each((_, node: AnyNode) => {
    const element = node as Element;
    const term = element.attribs[TERM];
    if (term !== undefined && element.attribs.id && hierarchy.lvl1 !== null) {
      const type = LEVELS.find((level) => hierarchy[level] === null) ?? 'lvl6';
      const chain = [...$(element).parents(`[${TERM}]`).get().reverse(), element].map((each) => each.attribs[TERM]);
      const was = (element.attribs[WAS] ?? '').split(/\s+/).filter(Boolean);
      terms.push({
        type,
        url: `${pageUrl}#${element.attribs.id}`,
        url_without_anchor: pageUrl,
        anchor: element.attribs.id,
        content: chain.join(TERM_PATH_SEPARATOR),
        hierarchy: {...hierarchy, [type]: term},
        language,
        docusaurus_tag: docusaurusTag,
        term,
        ...(was.length > 0 && {was}),
      });
      return;
    }
    if ($(element).closest(SKIPPED).length > 0) return;
    // A field of the schema reference: a third-level entry named after the field, with its description as
    // text, and each of its allowed values as text under it, with what the value means.
    const field = element.attribs['data-search-field'];
    if (field !== undefined) {
      if (hierarchy.lvl1 === null) return;
      const saved = {hierarchy: {...hierarchy}, anchor};
      hierarchy.lvl3 = field;
      for (const deeper of LEVELS.slice(4)) hierarchy[deeper] = null;
      anchor = element.attribs.id ?? anchor;
      add('lvl3', fieldDescription($, element) || null);
      for (const value of fieldValues($, element)) add('content', value);
      ({anchor} = saved);
      Object.assign(hierarchy, saved.hierarchy);
      return;
    }
    // Text inside a field row is covered by the row's own record.
    if ($(element).closest('tr[data-search-field]').length > 0) return;
    // Values listed outside a field row (a shared definition's, on the reference's index): each as text.
    const text = $(element).is(VALUE_ENTRY) ? valueText($, element) : textOf($, element);
    if (!text) return;
    // A heading marked data-search-content is found as text of its section, not as a section of its own.
    const depth = element.attribs['data-search-content'] === undefined ? HEADINGS.indexOf(element.tagName) : -1;
    if (depth >= 0) {
      if (depth === 0 && hierarchy.lvl1 !== null) return;
      const level = LEVELS[depth + 1];
      hierarchy[level] = text;
      for (const deeper of LEVELS.slice(depth + 2)) hierarchy[deeper] = null;
      anchor = depth === 0 ? null : (element.attribs.id ?? anchor);
      add(level, null);
    } else if (hierarchy.lvl1 !== null) {
      add('content', text);
    }
  });
  // After the page's own records, so that theirs keep their positions with or without these.
  for (const term of terms) {
    const position = records.length;
    records.push({
      ...term,
      objectID: `${path}:${position}`,
      weight: {pageRank, level: LEVEL_WEIGHT[term.type], position},
    });
  }
  return records;
}
