import {describe, expect, it} from 'vitest';
import {
  MAX_QUERY_LENGTH,
  filterSearch,
  matches,
  queryWords,
  readFilter,
  searchText,
} from '../../src/components/CommunityProjects/filter';
import {PROJECTS_NEWEST_FIRST} from '../../src/data/community';

const YEARS = ['2025', '2024', '2023'];
const byTitle = (start: string) => PROJECTS_NEWEST_FIRST.find((project) => project.title.startsWith(start))!;

describe('the community filter', () => {
  it('finds a project by any text on its card, whatever the case and accents', () => {
    const willison = byTitle('Exploring the Overture Maps Places Data');
    const text = searchText(willison);
    for (const query of ['DÁTASETTE', 'simon', 'Half Moon Bay', 'July 2023', 'tutorial', 'places', 'sqlite'])
      expect(matches(willison, text, {year: null, kind: null}, queryWords(query)), query).toBe(true);
    expect(matches(willison, text, {year: null, kind: null}, queryWords('datasette neo4j'))).toBe(false);
  });

  it('reads backticked code in titles as plain words', () => {
    const overtureR = byTitle('overtureR');
    expect(matches(overtureR, searchText(overtureR), {year: null, kind: null}, queryWords('as dbplyr and sf'))).toBe(
      true,
    );
  });

  it('narrows by the year of the data release and by kind', () => {
    const project = byTitle('Planetiler Overture Demo');
    const text = searchText(project);
    expect(matches(project, text, {year: '2023', kind: 'map'}, [])).toBe(true);
    expect(matches(project, text, {year: '2024', kind: null}, [])).toBe(false);
    expect(matches(project, text, {year: null, kind: 'tutorial'}, [])).toBe(false);
  });

  it('reopens a shared address, and hands back what it cannot apply', () => {
    expect(readFilter('?year=2024&kind=tutorial&q=duckdb', YEARS)).toEqual({
      filter: {query: 'duckdb', year: '2024', kind: 'tutorial'},
      unknownYear: null,
      unknownKind: null,
    });
    expect(readFilter('?year=1999&kind=toString', YEARS)).toEqual({
      filter: {query: '', year: null, kind: null},
      unknownYear: '1999',
      unknownKind: 'toString',
    });
    expect(readFilter(`?q=${'x'.repeat(500)}`, YEARS).filter.query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('writes the filter back to the address, or nothing for the whole list', () => {
    expect(filterSearch({query: '  sedona ', year: '2023', kind: 'article'})).toBe('?year=2023&kind=article&q=sedona');
    expect(filterSearch({query: '  ', year: null, kind: null})).toBe('');
    const search = filterSearch({query: 'a&b=c', year: null, kind: null});
    expect(readFilter(search, YEARS).filter.query).toBe('a&b=c');
  });
});
