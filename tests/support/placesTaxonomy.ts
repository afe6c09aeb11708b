import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {SCHEMA_HISTORY} from '../../src/data/schemaHistory';
import {TAXONOMY_FILE} from '../../src/plugins/places-taxonomy';
import {renamesByCode} from '../../src/plugins/places-taxonomy/renames';
import {codesFrom, parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';

/** What the places taxonomy's browser tests read: its page, the published list and the page's parts. */
export const PAGE = '/schema/concepts/by-theme/places/';
export const taxonomy = parseTaxonomy(readFileSync(TAXONOMY_FILE, 'utf8'));
export const renames = renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames);
export const codes = [...taxonomy.byCode.values()].filter((category) => !category.group).map(({code}) => code);
/** The codes holding a word, or whose old codes do, in the tree's order: what the filter lists for it. */
export const holding = (word: string): string[] =>
  taxonomy.roots
    .flatMap(codesFrom)
    .filter((code) => [code, ...(renames.get(code) ?? []).map(({from}) => from)].some((name) => name.includes(word)));
export const tree = (page: Page) => page.locator('.taxonomy-tree');
export const item = (page: Page, code: string) => page.locator(`[id="category-${code}"]`);
/** The filter's list of what it finds, and a category's row in it. */
export const matches = (page: Page) => page.getByRole('list', {name: /^Categories matching/});
export const match = (page: Page, code: string) =>
  matches(page)
    .getByRole('listitem')
    .filter({has: page.getByRole('link', {name: code, exact: true})});
