import {describe, expect, it} from 'vitest';
import {buildIndex, buildTerms, loadEngine, loadTerms, search} from '../../src/plugins/search/engine';
import type {SearchIndexFile, SearchTermsFile} from '../../src/plugins/search/engine';
import {parseQuery} from '../../src/plugins/search/engine/query';
import {alternativesOf} from '../../src/plugins/search/engine/synonyms';
import type {RecordType, SearchRecord} from '../../src/plugins/search/engine/record';
import {ORIGIN, searchRecord} from '../support/searchRecords';

/** How the engine reads a reader's own words (issue 27): questions, relaxed words, headings about the query. */
/** A record of the small index below: every heading but a page's title has an anchor of its own. */
function record(
  path: string,
  type: RecordType,
  hierarchy: string[],
  content: string | null,
  position: number,
  term?: string,
): SearchRecord {
  return searchRecord(path, type, hierarchy, content, {
    anchor: type === 'lvl1' ? null : `a${position}`,
    position,
    term,
  });
}

const RECORDS: SearchRecord[] = [
  // The passing mention first, as the crawl's alphabetical order may put it.
  record('/kepler/', 'lvl1', ['Docs', 'Kepler'], null, 0),
  record('/kepler/', 'lvl2', ['Docs', 'Kepler', 'Step 1: extract a layer with DuckDB'], null, 1),
  record('/getting-data/', 'lvl1', ['Docs', 'Accessing the data'], null, 0),
  record('/getting-data/', 'lvl2', ['Docs', 'Accessing the data', 'Get an extract for an area'], null, 1),
  record('/release-calendar/', 'lvl1', ['Docs', 'Release calendar'], null, 0),
  record('/release-calendar/', 'lvl2', ['Docs', 'Release calendar', 'Next release'], null, 1),
  record('/athena/', 'lvl1', ['Docs', 'Athena'], null, 0),
  record('/athena/', 'content', ['Docs', 'Athena'], 'When the next release is out, find its tables again.', 1),
  record('/places/', 'lvl1', ['Docs', 'Places'], null, 0),
  record('/places/', 'lvl2', ['Docs', 'Places', 'Category taxonomy'], null, 1),
];
const TERMS = [record('/places/', 'lvl3', ['Docs', 'Places', 'Category taxonomy', 'dentist'], 'dentist', 2, 'dentist')];

const engine = {
  ...loadEngine(JSON.parse(JSON.stringify(buildIndex(RECORDS, ORIGIN))) as SearchIndexFile),
  terms: loadTerms(JSON.parse(JSON.stringify(buildTerms([...RECORDS, ...TERMS], ORIGIN))) as SearchTermsFile),
};
const first = (query: string) => search(engine, {query}).hits[0]?.url.replace(ORIGIN, '');

describe("a reader's own words", () => {
  it('drop a question opener that says nothing of the subject, but keep it alone or as a field', () => {
    expect(parseQuery('when is the next release', false).terms.map(({term}) => term)).toEqual(['next', 'release']);
    expect(parseQuery('when', false).terms.map(({term}) => term)).toEqual(['when']);
    expect(first('when is the next release')).toBe('/release-calendar/#a1');
  });

  it('rank a heading by how much of it the query covers', () => {
    expect(first('extract')).toBe('/getting-data/#a1');
  });

  it('leave out the weakest words of a short query that no page holds whole, and say which', () => {
    const result = search(engine, {query: 'extract zeppelin'});
    expect(result.hits[0].url).toBe(`${ORIGIN}/getting-data/#a1`);
    expect(result.queryAfterRemoval).toBe('extract <em>zeppelin</em>');
    expect(search(engine, {query: 'next release'}).queryAfterRemoval).toBeUndefined();
  });

  it('leave out the most common word before a rare one, which says what the query is about', () => {
    const routing = loadEngine(
      buildIndex(
        [
          record('/routing/', 'lvl1', ['Docs', 'Routing'], null, 0),
          record('/routing/', 'content', ['Docs', 'Routing'], 'Valhalla builds graph tiles.', 1),
          ...['/a/', '/b/'].flatMap((path) => [
            record(path, 'lvl1', ['Docs', 'Other'], null, 0),
            record(path, 'content', ['Docs', 'Other'], 'Use the files you need.', 1),
          ]),
        ],
        ORIGIN,
      ),
    );
    const result = search(routing, {query: 'use valhalla'});
    expect(result.hits[0].url).toBe(`${ORIGIN}/routing/#a1`);
    expect(result.queryAfterRemoval).toBe('<em>use</em> valhalla');
  });

  it('keep the parts of a name written with _ or . together', () => {
    const {terms} = parseQuery('when did operating_status appear', false);
    expect(terms.filter(({joined}) => joined).map(({term}) => term)).toEqual(['operating', 'status']);
  });

  it('read a past form as its stem too', () => {
    expect(alternativesOf('updated')).toContain('update');
    expect(alternativesOf('changed')).toContain('change');
    expect(alternativesOf('building')).not.toContain('build');
  });

  it('answer a places category named among entry words with its entry', () => {
    expect(first('dentist category')).toBe('/places/#a2');
    expect(first('category code for dentists')).toBe('/places/#a2');
  });
});
