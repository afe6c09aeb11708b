import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/**
 * The schema reference's field tables and lists of values, rewritten for the twin before it is
 * converted. A Markdown table cell holds one line, so a field's requirement, type, constraints,
 * description and dozens of values ran together there; a list of fields keeps each part apart:
 *
 *     - [`class`](…#class): Required · string · default `["land"]`
 *
 *       Specific kind of land feature…
 *
 *       42 values:
 *
 *       - `archipelago`: Group or chain of islands treated as one named feature.
 *       - `meteor_crater` (since v1.3.0): Crater formed by the impact of a meteorite.
 *
 * The parts are those the field table marks with `data-twin`
 * (src/plugins/schema-reference/components/FieldTable): `fields` (the table), `requirement`,
 * `since`, `case`, `condition`, `type` (its children are the type and constraint chips), `values`
 * and `rules`; the shared definitions (DefinitionList) mark their values and rules the same way.
 */

const SEPARATOR = ' · ';

/** "since v1.3.0" is a link on the page; in the twin it is a note in brackets, after what it dates. */
function plainSince($: CheerioAPI): void {
  $('[data-twin="since"]').each((_, label) => {
    $(label).replaceWith(` (${$(label).text().trim()})`);
  });
}

/** Each value on its own line, its meaning after a colon; a folded list's summary becomes its count. */
function valueLists($: CheerioAPI): void {
  $('dl[data-twin="values"]').each((_, dl) => {
    const pairs = $(dl).children('div');
    const list = $('<ul></ul>');
    pairs.each((__, pair) => {
      const item = $('<li></li>').append($(pair).children('dt').contents());
      const meaning = $(pair).children('dd');
      if (meaning.text().trim()) item.append(': ').append(meaning.contents());
      list.append(item);
    });
    const intro = $('<p></p>').text(`${pairs.length} ${pairs.length === 1 ? 'value' : 'values'}:`);
    const fold = $(dl).parent('details');
    (fold.length > 0 ? fold : $(dl)).replaceWith(intro.add(list));
  });
}

/** The type and constraint chips of a case, as one line of text and code. */
function chipLine($: CheerioAPI, type: Cheerio<Element>): Cheerio<AnyNode> {
  const line = $('<span></span>');
  type.children().each((i, chip) => {
    if (i > 0) line.append(SEPARATOR);
    line.append($(chip).contents());
  });
  return line.contents();
}

/** One row of a field table as a list item: the field and what it is on one line, then its blocks. */
function fieldItem($: CheerioAPI, row: Element): Cheerio<AnyNode> {
  const header = $(row).children('th');
  const cell = $(row).children('td');
  // The field's link, its "since" note (a text already, see plainSince) and its requirement.
  const head = $('<p></p>')
    .append(header.children('a').first())
    .append(header.contents().filter((_, node) => node.type === 'text'))
    .append(`: ${header.children('[data-twin="requirement"]').text().trim()}`);
  const cases = cell.children('[data-twin="case"]');
  const alone = cases.length === 1 && cases.children('[data-twin="condition"]').length === 0;
  cases.each((_, fieldCase) => {
    const type = $(fieldCase).children('[data-twin="type"]');
    const chips = chipLine($, type);
    if (alone) {
      head.append(SEPARATOR).append(chips);
      type.remove();
      return;
    }
    const condition = $(fieldCase).children('[data-twin="condition"]');
    type.replaceWith($('<p></p>').append(condition.contents()).append(' ').append(chips));
    condition.remove();
  });
  cases.each((_, fieldCase) => {
    $(fieldCase).replaceWith($(fieldCase).contents());
  });
  return $('<li></li>').append(head).append(cell.contents());
}

/**
 * A field's or definition's rules, one sentence each, as paragraphs: as a list they would run on from the
 * list of values or of fields before them.
 */
function ruleParagraphs($: CheerioAPI): void {
  $('ul[data-twin="rules"]').each((_, rules) => {
    $(rules).replaceWith(
      $(rules)
        .children('li')
        .map((__, rule) => $('<p></p>').append($(rule).contents()).get(0))
        .get(),
    );
  });
}

/** Every field table of the page as a list of fields, and every list of values one value a line. */
export function readableFieldTables($: CheerioAPI): void {
  plainSince($);
  valueLists($);
  ruleParagraphs($);
  $('table[data-twin="fields"]').each((_, table) => {
    // The caption ("Fields of the land type") introduces the list, and keeps it apart from a list before it.
    const caption = $(table).children('caption').text().trim();
    const list = $('<ul></ul>');
    $(table)
      .find('tbody > tr')
      .each((__, row) => {
        list.append(fieldItem($, row));
      });
    $(table).replaceWith(caption ? $('<p></p>').text(`${caption}:`).add(list) : list);
  });
}
