import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect} from './fixtures';
import {builtEngine} from '../support/searchQuality';
import {parseQuery} from '../../src/plugins/search/engine/query';
import {rankRecords} from '../../src/plugins/search/engine/ranking';

const BUILD = 'build';
const REFERENCE = path.join(BUILD, 'schema', 'reference');

/** The built reference pages: the index and one page per feature type. */
function referencePages(): {route: string; file: string}[] {
  return readdirSync(REFERENCE, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({
      route: `/schema/reference/${path.dirname(file) === '.' ? '' : `${path.dirname(file)}/`}`,
      file: path.join(REFERENCE, file),
    }));
}

/** What a reference page shows a reader by name: its headings, its fields, and each field's allowed values. */
function shownNames(html: string): string[] {
  const $ = load(html);
  const headings = $('article :is(h1, h2, h3, h4)')
    .map((_, heading) => $(heading).clone().find('.hash-link').remove().end().text().trim())
    .get();
  const fields = $('[data-search-field]')
    .map((_, row) => $(row).attr('data-search-field'))
    .get();
  const values = $('dl[data-twin="values"] dt code')
    .map((_, value) => $(value).text().trim())
    .get();
  return [...new Set([...headings, ...fields, ...values])].filter(Boolean);
}

/**
 * Everything a reference page shows by name can be found by those words: searching a heading, a field or one of
 * its values finds a record of that page among all the results (a question of what the index holds, not of
 * ranking, which search-ranking.spec.ts judges). Issue 42: values cut from the index (`toilets`) could not be
 * found at all.
 */
test('every heading, field and value of the schema reference is found by its own words', () => {
  const engine = builtEngine(path.join(BUILD, 'assets', 'search'));
  const pages = referencePages();
  expect(pages.length).toBeGreaterThan(15);
  const missing: string[] = [];
  let checked = 0;
  for (const {route, file} of pages) {
    for (const name of shownNames(readFileSync(file, 'utf8'))) {
      checked++;
      const {order} = rankRecords(engine, parseQuery(name, false), () => true);
      if (!order.kept(Infinity).some((id) => engine.records[id].path === route)) missing.push(`${route}: ${name}`);
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(missing).toEqual([]);
});
