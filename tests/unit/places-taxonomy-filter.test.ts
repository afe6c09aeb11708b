import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SCHEMA_HISTORY} from '../../src/data/schemaHistory';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {filterEntries, filterKey, queryWords, type FilterEntry} from '../../src/plugins/places-taxonomy/filterMatch';
import {renamesByCode} from '../../src/plugins/places-taxonomy/renames';
import {parseTaxonomy, type Category} from '../../src/plugins/places-taxonomy/taxonomy';

const taxonomy = parseTaxonomy(readFileSync(TAXONOMY_FILE, 'utf8'));
const renames = renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames);

/** The tree's entries as the browser reads them from its HTML: in its order, each after its parent. */
const codes: string[] = [];
const entries: FilterEntry[] = [];
const add = (category: Category, parent: number): void => {
  const index = entries.length;
  codes.push(category.code);
  const olds = category.group ? [] : (renames.get(category.code) ?? []).map(({from}) => from);
  entries.push({key: filterKey(category.code, olds), parent, category: !category.group});
  for (const child of category.children) add(child, index);
};
for (const root of taxonomy.roots) add(root, -1);
const at = (code: string): number => codes.indexOf(code);

describe('the places taxonomy filter', () => {
  it('folds accents and capitals as site search does, and reads a plural as its singular', () => {
    expect(queryWords('Cafés')).toEqual([['cafes', 'cafe']]);
    const cafe = filterEntries(entries, 'cafe').matches;
    expect(cafe).toBe(codes.filter((code, index) => entries[index].category && code.includes('cafe')).length);
    expect(filterEntries(entries, 'café').matches).toBe(cafe);
    expect(filterEntries(entries, 'CAFÉS').matches).toBe(cafe);
    expect(filterEntries(entries, 'café')).toEqual(filterEntries(entries, 'cafe'));
  });

  it('finds every word in any order, written with spaces, underscores or hyphens', () => {
    const expected = filterEntries(entries, 'pizza_restaurant');
    expect(expected.matches).toBe(1);
    expect(expected.shown[at('pizza_restaurant')]).toBe(1);
    for (const text of ['pizza restaurant', 'restaurant pizza', 'Pizza-Restaurant']) {
      expect(filterEntries(entries, text), text).toEqual(expected);
    }
  });

  it('finds a renamed category by its old code', () => {
    const result = filterEntries(entries, 'cajun_creole');
    expect(result.matches).toBe(1);
    expect(result.shown[at('cajun_and_creole_restaurant')]).toBe(1);
  });

  it('opens the way to a match, and shows what is below a match without opening it', () => {
    const {shown, open} = filterEntries(entries, 'café');
    for (const code of ['eat_and_drink', 'cafe', 'coffee_shop', 'tea_room']) expect(shown[at(code)], code).toBe(1);
    expect(open[at('eat_and_drink')]).toBe(1);
    expect(open[at('cafe')]).toBe(0);
    expect(shown[at('afghan_restaurant')]).toBe(0);
    expect(shown[at('bar')]).toBe(0);
  });

  it('shows every entry, closed, for an empty text; nothing for a text no entry holds', () => {
    const all = filterEntries(entries, '  ');
    expect(all.shown.every((value) => value === 1)).toBe(true);
    expect(all.open.every((value) => value === 0)).toBe(true);
    expect(all.matches).toBe(2117);
    const none = filterEntries(entries, 'no such category');
    expect(none.matches).toBe(0);
    expect(none.shown.every((value) => value === 0)).toBe(true);
  });
});
