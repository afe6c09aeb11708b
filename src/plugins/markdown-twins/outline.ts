import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {Element as HastElement} from 'hast';
import {defaultHandlers, type State} from 'hast-util-to-mdast';

/**
 * A long tree the page lets a reader open branch by branch (the places taxonomy's 2,117 categories,
 * src/plugins/places-taxonomy/treeHtml.ts), marked `data-twin="outline"`, written compactly: one line
 * per item, nested by indentation, each line the item's code, or its name where it has no code, then
 * what its notes (`data-twin="note"`) say:
 *
 *     - `eat_and_drink`
 *       - `restaurant`
 *         - `poke_restaurant` was `poke` until v1.9.0
 *
 * A name the page writes from the code (Pizza restaurant for `pizza_restaurant`) adds nothing to the
 * code, and written whole the tree was a quarter of llms-full.txt.
 */

/** An item's own part: the item without the lists nested in it. */
function ownPart($: CheerioAPI, item: Element): Cheerio<Element> {
  const own = $(item).clone();
  own.find('ul, ol').remove();
  return own;
}

function outlineItem($: CheerioAPI, item: Element): Cheerio<AnyNode> {
  const own = ownPart($, item);
  const notes = own.find('[data-twin="note"]').remove();
  const code = own.find('code').first();
  const line = $('<li></li>');
  if (code.length > 0) line.append($('<code></code>').text(code.text()));
  else line.text(own.text().replace(/\s+/g, ' ').trim());
  notes.each((_, note) => {
    // The note's code stays code; its links (a version's changelog entry) are left out, as the line is short.
    $(note)
      .find('a')
      .each((__, link) => {
        $(link).replaceWith($(link).text());
      });
    line.append(' ').append($(note).contents());
  });
  const below = $(item).find('ul, ol').first().children('li');
  if (below.length > 0) line.append(outlineList($, below));
  return line;
}

const OUTLINE = 'outline';

function outlineList($: CheerioAPI, items: Cheerio<Element>): Cheerio<AnyNode> {
  // Marked again, for tightList below.
  const list = $('<ul></ul>').attr('data-twin', OUTLINE);
  items.each((_, item) => {
    list.append(outlineItem($, item));
  });
  return list;
}

/** Every outline of the page, one line per item. */
export function compactOutlines($: CheerioAPI): void {
  $(`ul[data-twin="${OUTLINE}"], ol[data-twin="${OUTLINE}"]`).each((_, tree) => {
    $(tree).replaceWith(outlineList($, $(tree).children('li')));
  });
}

/**
 * A list handler for the conversion to Markdown that keeps an outline's lists tight: hast-util-to-mdast
 * spreads an item holding a list of two or more, which would put a blank line around every branch.
 */
export function tightOutlineList(state: State, node: HastElement) {
  const list = defaultHandlers.ul(state, node);
  if (node.properties.dataTwin === OUTLINE && list && !Array.isArray(list) && list.type === 'list') {
    list.spread = false;
    for (const item of list.children) item.spread = false;
  }
  return list;
}
