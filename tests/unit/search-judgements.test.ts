import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PUBLISHED_ROUTES} from '../routes';
import {
  FIRST_JUDGEMENTS,
  FIRST_READING,
  HELD_OUT_JUDGEMENTS,
  JUDGEMENTS,
  NEW_JUDGEMENTS,
  TUNING_JUDGEMENTS,
  type Judgement,
} from '../search-judgements';
import {ISSUE_TRIES, NEW_QUERIES} from '../search-queries';
import {READER_QUESTIONS} from '../search-questions';
import {SOURCE_QUESTIONS} from '../search-questions-sources';
import {FRESH_QUESTIONS} from '../search-questions-fresh';
import {POOLED_QUERIES, SECOND_READING_NO} from '../search-judgements-pooled';

/** A query's longest: a reader's question, as they wrote it in a tracker (the engine reads its first ten words). */
const LONGEST_QUERY = 100;

/**
 * The judged search set is test data that ranking work is measured on, so its entries are
 * checked like code: readable queries, pages that exist, anchors that exist in the build,
 * a source for every reader's question, and a held-out third chosen by position alone.
 */
const BUILD = 'build';
const built = existsSync(path.join(BUILD, 'index.html'));

/** The ids of a built page: minified HTML writes them quoted or bare. */
const pageIds = new Map<string, Set<string>>();
function idsOf(route: string): Set<string> {
  let ids = pageIds.get(route);
  if (!ids) {
    const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
    ids = new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>"]+))/g)].map((match) => match[1] ?? match[2]));
    pageIds.set(route, ids);
  }
  return ids;
}

const label = (judgement: Judgement): string => `"${judgement.query}"`;
const sourcesBefore = READER_QUESTIONS.map(({source}) => source);

describe('the judged search queries', () => {
  it("are at least 150, with at least 60 questions real readers asked in Overture's trackers and 60 elsewhere", () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(150);
    expect(READER_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(SOURCE_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(JUDGEMENTS.map((judgement) => [label(judgement), judgement] as const))(
    '%s reads like a search and names published pages',
    (_, judgement) => {
      expect(judgement.query.trim()).toBe(judgement.query);
      expect(judgement.query.length).toBeGreaterThan(0);
      expect(judgement.query.length).toBeLessThanOrEqual(LONGEST_QUERY);
      expect(judgement.pages.length).toBeGreaterThan(0);
      expect(new Set(judgement.pages).size, 'a page listed twice').toBe(judgement.pages.length);
      for (const page of judgement.pages) expect(PUBLISHED_ROUTES, page).toContain(page);
    },
  );

  it('ask each query once', () => {
    const queries = JUDGEMENTS.map(({query}) => query.toLowerCase());
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
  });

  it.runIf(built)('name sections and anchors the built pages have', () => {
    for (const judgement of JUDGEMENTS) {
      if (judgement.section) expect(idsOf(judgement.pages[0]), label(judgement)).toContain(judgement.section);
      if (judgement.anchor) {
        const pages = judgement.pages.filter((page) => idsOf(page).has(judgement.anchor!));
        expect(pages, `${label(judgement)}: no page has #${judgement.anchor}`).not.toEqual([]);
      }
    }
  });

  it("give every reader's question its issue or discussion on GitHub, and only those", () => {
    const sources = READER_QUESTIONS.map(({source}) => source);
    for (const source of sources)
      expect(source).toMatch(
        /^https:\/\/github\.com\/(OvertureMaps|orgs\/OvertureMaps)\/[\w.-]+\/(issues|pull|discussions)\/\d+$/,
      );
    expect(new Set(sources).size, 'a source used twice').toBe(sources.length);
    const asked = new Set([...READER_QUESTIONS, ...SOURCE_QUESTIONS, ...FRESH_QUESTIONS].map(({query}) => query));
    const others = JUDGEMENTS.filter((judgement) => !asked.has(judgement.query));
    expect(others.filter(({source}) => source).map(label)).toEqual([]);
  });

  it('give every question from other sources its address, none used by the questions before', () => {
    for (const {query, source} of SOURCE_QUESTIONS) {
      expect(source, query).toMatch(/^https:\/\/\S+$/);
      expect(sourcesBefore, query).not.toContain(source);
    }
    // Other projects' trackers, forums and posts, but for two of Overture's trackers no question had come from.
    const overtures = SOURCE_QUESTIONS.filter(({source}) => /github\.com\/OvertureMaps\//.test(source!));
    const repositoriesBefore = new Set(sourcesBefore.map((source) => source!.split('/').slice(0, 5).join('/')));
    for (const {source} of overtures)
      expect(repositoriesBefore).not.toContain(source!.split('/').slice(0, 5).join('/'));
    expect(overtures.length).toBeLessThanOrEqual(2);
  });

  it('give every question gathered after the held-out third was read its address, none used before', () => {
    expect(FRESH_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const before = [...READER_QUESTIONS, ...SOURCE_QUESTIONS].map(({source}) => source);
    const sources = FRESH_QUESTIONS.map(({source}) => source);
    for (const source of sources) {
      expect(source).toMatch(/^https:\/\/\S+$/);
      expect(before).not.toContain(source);
    }
    expect(new Set(sources).size, 'a source used twice').toBe(sources.length);
  });

  it('hold out every question gathered after the held-out third was read', () => {
    for (const judgement of FRESH_QUESTIONS) expect(judgement.heldOut, label(judgement)).toBe(true);
  });

  it('hold out every third new query by position (from the first; from the third for issue 42), and nothing else', () => {
    for (const list of [READER_QUESTIONS, NEW_QUERIES])
      list.forEach((judgement, index) => expect(Boolean(judgement.heldOut), label(judgement)).toBe(index % 3 === 0));
    SOURCE_QUESTIONS.forEach((judgement, index) =>
      expect(Boolean(judgement.heldOut), label(judgement)).toBe(index % 3 === 2),
    );
    for (const judgement of [...FIRST_JUDGEMENTS, ...ISSUE_TRIES])
      expect(judgement.heldOut, label(judgement)).toBeUndefined();
  });

  it('hold out between 30 and 36 % of the new queries, and split the set into tuning and held-out', () => {
    // By query: the whole set's entries carry the pages the second reading added (search-judgements-pooled.ts).
    const queries = (list: readonly Judgement[]): Set<string> => new Set(list.map(({query}) => query));
    const added = queries([...NEW_JUDGEMENTS, ...SOURCE_QUESTIONS]);
    const share = HELD_OUT_JUDGEMENTS.filter(({query}) => added.has(query)).length / added.size;
    expect(share).toBeGreaterThanOrEqual(0.3);
    expect(share).toBeLessThanOrEqual(0.36);
    const fresh = queries(FRESH_QUESTIONS);
    expect(HELD_OUT_JUDGEMENTS.every(({query}) => added.has(query) || fresh.has(query))).toBe(true);
    expect(TUNING_JUDGEMENTS.length + HELD_OUT_JUDGEMENTS.length).toBe(JUDGEMENTS.length);
    expect(TUNING_JUDGEMENTS.some((judgement) => judgement.heldOut)).toBe(false);
  });

  it('add pages from the second reading only to queries of the set, and only pages not judged before', () => {
    const first = new Map(FIRST_READING.map((judgement) => [judgement.query, judgement]));
    expect(POOLED_QUERIES.filter((query) => !first.has(query))).toEqual([]);
    expect(new Set(POOLED_QUERIES).size).toBe(POOLED_QUERIES.length);
    for (const judgement of JUDGEMENTS) {
      const before = first.get(judgement.query)!;
      // The first reading's pages are all kept, in their order (the first is the one a reader needs most).
      expect(judgement.pages.slice(0, before.pages.length), judgement.query).toEqual(before.pages);
      expect(judgement.pages.length > before.pages.length).toBe(POOLED_QUERIES.includes(judgement.query));
    }
    // What the second reader found no answer on is a page judged before, kept for a third reading.
    for (const [query, pages] of SECOND_READING_NO)
      for (const page of pages) expect(first.get(query)?.pages, query).toContain(page);
  });

  it('keep the searches issue 27 tried as tuning queries, with the page a reader needs first', () => {
    const first = (query: string): string | undefined =>
      TUNING_JUDGEMENTS.find((judgement) => judgement.query === query)?.pages[0];
    expect(first('is it free')).toBe('/attribution/');
    expect(first('when is the next release')).toBe('/release-calendar/');
    expect(first('monthly releases')).toBe('/release-calendar/');
    expect(first('extract')).toBe('/getting-data/');
    expect(first('geoparquet')).toBe('/getting-data/');
    expect(first('openstreetmap')).toBe('/attribution/');
    expect(first('category codes')).toBe('/schema/concepts/by-theme/places/');
    expect(first('height')).toBe('/schema/reference/buildings/building/');
    expect(first('how do I get buildings for my town')).toBe('/getting-data/');
    expect(first('what license is the places data under')).toBe('/attribution/');
  });
});
