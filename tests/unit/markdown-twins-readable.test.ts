import {describe, expect, it} from 'vitest';
import {pageToMarkdown} from '../../src/plugins/markdown-twins/toMarkdown';
import {parseTaxonomy} from '../../src/plugins/places-taxonomy/taxonomy';
import {taxonomyHtml} from '../../src/plugins/places-taxonomy/treeHtml';

/**
 * Twins that read as well as their pages: a schema reference's field table as a list of fields with
 * their parts apart, interface text left out, the places taxonomy one line per category, and no
 * escapes a reader would have to undo. The fixtures carry the `data-twin` marks the site's components
 * write (FieldTable, PlacesTaxonomy, treeHtml.ts).
 */

const URL_OF_PAGE = 'https://docs.example.test/schema/reference/base/land/';

const twin = (body: string): string =>
  pageToMarkdown({
    html: `<html><body><main><article><div class="theme-doc-markdown markdown"><header><h1>land</h1></header>${body}</div></article></main></body></html>`,
    url: URL_OF_PAGE,
  });

/** Two rows of a field table as FieldTable renders them: one plain, one with a date, a fold of values and a rule. */
const FIELD_TABLE =
  '<table data-twin="fields"><caption>Fields of the land type</caption>' +
  '<thead><tr><th>Field</th><th>Type and meaning</th></tr></thead><tbody>' +
  '<tr id="id"><th scope="row"><a href="#id"><code>id</code></a><span data-twin="requirement">Optional</span></th>' +
  '<td><div data-twin="case"><p data-twin="type"><span>string</span><span>not empty</span>' +
  '<span>no leading or trailing spaces</span></p><p>The feature&#x27;s unique identifier.</p></div></td></tr>' +
  '<tr id="side"><th scope="row"><a href="#side"><code>side</code></a><span data-twin="requirement">Required</span>' +
  '<a href="/schema/changelog/#v1-3-0" data-twin="since">since v1.3.0</a></th>' +
  '<td><div data-twin="case"><p data-twin="type"><span>string</span><span>default <code>"left"</code></span></p>' +
  '<p>Which side of the line, as drawn right now.</p>' +
  '<details><summary>9<!-- --> values</summary><dl data-twin="values">' +
  '<div><dt><code>left</code></dt><dd>On the left, as drawn right now.</dd></div>' +
  '<div><dt><code>right</code><a href="/schema/changelog/#v1-10-0" data-twin="since">since v1.10.0</a></dt>' +
  '<dd>On the right.</dd></div></dl></details></div>' +
  '<ul data-twin="rules"><li>Set only on lines.</li></ul></td></tr></tbody></table>';

describe('a schema reference twin', () => {
  const markdown = twin(FIELD_TABLE);

  it('writes each field as an item: its link, date and requirement, then type and constraints, apart', () => {
    expect(markdown).toContain(
      'Fields of the land type:\n\n' +
        '- [`id`](https://docs.example.test/schema/reference/base/land/#id): Optional · string · not empty · no leading or trailing spaces\n',
    );
    expect(markdown).toContain(
      '- [`side`](https://docs.example.test/schema/reference/base/land/#side) (since v1.3.0): Required · string · default `"left"`\n',
    );
  });

  it('keeps the description a paragraph of its own, after the line of constraints', () => {
    expect(markdown).toContain("no leading or trailing spaces\n\n  The feature's unique identifier.\n");
    expect(markdown).toContain('default `"left"`\n\n  Which side of the line, as drawn right now.\n');
  });

  it('puts one allowed value a line, its meaning after it, and the rule after the values', () => {
    expect(markdown).toContain(
      '  2 values:\n\n' +
        '  - `left`: On the left, as drawn right now.\n' +
        '  - `right` (since v1.10.0): On the right.\n\n' +
        '  Set only on lines.\n',
    );
  });

  it('leaves no table and no escaped full stop behind', () => {
    expect(markdown).not.toMatch(/^\|/m);
    expect(markdown).not.toContain('\\.');
  });
});

describe('addresses in a twin', () => {
  it('keep their & as it is, in a link and in its text', () => {
    const markdown = twin(
      '<p><a href="https://explore.example.test/?a=1&amp;b=2#map=4/5/6">https://explore.example.test/?a=1&amp;b=2</a></p>',
    );
    expect(markdown).toContain(
      '[https://explore.example.test/?a=1&b=2](https://explore.example.test/?a=1&b=2#map=4/5/6)',
    );
  });

  it('still escape what would read as a character reference', () => {
    expect(twin('<p>Write &amp;amp; for an ampersand.</p>')).toContain('Write \\&amp; for an ampersand.');
  });
});

describe('interface text', () => {
  it('stays out of a twin: controls, what they say, no-script notes and marked sentences', () => {
    const markdown = twin(
      '<div role="search" data-twin="skip"><label for="f">Filter categories</label>' +
        '<input id="f" type="search" placeholder="e.g. pizza or health"><span role="status"></span></div>' +
        '<p>5 categories under 2 top-level ones. <span data-twin="skip">A category with others below it opens to show them.</span></p>' +
        '<noscript><p>The filter needs JavaScript; every category is listed below.</p></noscript>' +
        '<p data-twin="skip">The builder needs JavaScript; until it runs, the outputs below are for Copenhagen.</p>',
    );
    expect(markdown).toBe('# land\n\n5 categories under 2 top-level ones.\n');
  });
});

describe('the places taxonomy in a twin', () => {
  const taxonomy = parseTaxonomy(
    [
      'Category code; Overture Taxonomy',
      'eat_and_drink; [eat_and_drink]',
      'restaurant; [eat_and_drink,restaurant]',
      'poke_restaurant; [eat_and_drink,restaurant,poke_restaurant]',
      'cafe; [eat_and_drink,cafe]',
      'active_life; [active_life]',
      'free_diving_instruction; [active_life,diving_instruction,free_diving_instruction]',
    ].join('\n'),
  );
  const renames = new Map([
    ['poke_restaurant', [{from: 'poke', to: 'poke_restaurant', version: 'v1.9.0', release: '2025-05-21.0'}]],
  ]);
  const markdown = twin(taxonomyHtml(taxonomy, renames));

  it('writes one line per category, indented by depth, with renames noted briefly', () => {
    expect(markdown).toBe(
      [
        '# land',
        '',
        '- `eat_and_drink`',
        '  - `restaurant`',
        '    - `poke_restaurant` was `poke` until v1.9.0',
        '  - `cafe`',
        '- `active_life`',
        '  - Diving instruction (a group in the published paths, with no code of its own)',
        '    - `free_diving_instruction`',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the counts and the links that only drive the filter', () => {
    expect(markdown).not.toMatch(/below|Filter on/);
  });
});
