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

/** The codes a text finds, in the tree's order. */
const found = (text: string): string[] => filterEntries(entries, text).map((index) => codes[index]);

describe('the places taxonomy filter', () => {
  it('folds accents and capitals as site search does, and reads a plural as its singular', () => {
    expect(queryWords('Cafés')).toEqual([['cafes', 'cafe']]);
    const cafe = found('cafe');
    expect(cafe).toEqual(codes.filter((code, index) => entries[index].category && code.includes('cafe')));
    expect(cafe).toContain('internet_cafe');
    expect(found('café')).toEqual(cafe);
    expect(found('CAFÉS')).toEqual(cafe);
  });

  it('finds every word in any order, written with spaces, underscores or hyphens', () => {
    expect(found('pizza_restaurant')).toEqual(['pizza_restaurant']);
    for (const text of ['pizza restaurant', 'restaurant pizza', 'Pizza-Restaurant']) {
      expect(found(text), text).toEqual(['pizza_restaurant']);
    }
  });

  it('finds a renamed category by its old code', () => {
    expect(found('cajun_creole')).toEqual(['cajun_and_creole_restaurant']);
  });

  it('finds the categories themselves, not those above or below them', () => {
    const cafes = found('café');
    expect(cafes).toContain('cafe');
    expect(cafes).not.toContain('eat_and_drink');
    expect(cafes).not.toContain('coffee_shop');
  });

  it('finds the categories below a group its text names, which has no code of its own', () => {
    const group: FilterEntry[] = [
      {key: filterKey('street_food'), parent: -1, category: false},
      {key: filterKey('taco_stand'), parent: 0, category: true},
      {key: filterKey('kebab_stand'), parent: 0, category: true},
      {key: filterKey('noodle_bar'), parent: -1, category: true},
    ];
    expect(filterEntries(group, 'street food')).toEqual([1, 2]);
    expect(filterEntries(group, 'kebab')).toEqual([2]);
  });

  it('finds every category for an empty text, and none for a text no entry holds', () => {
    expect(filterEntries(entries, '  ')).toHaveLength(2117);
    expect(filterEntries(entries, 'no such category')).toEqual([]);
  });
});
