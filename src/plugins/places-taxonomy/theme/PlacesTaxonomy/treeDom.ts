/**
 * What the taxonomy does to its static tree in the browser: filter it in place, open
 * the way to a category. The tree is plain HTML (see ../../treeHtml.ts), so this works
 * on its elements directly; React never renders them.
 */

/** Categories and the groups between them; only categories have a code. */
const ITEMS = 'li[data-search-term], li[data-group]';
/** A category's code and its old codes (a filter for `cajun_creole` finds the renamed entry); a group's name. */
const namesOf = (item: HTMLElement): string[] => [
  item.dataset.searchTerm ?? item.dataset.group ?? '',
  ...(item.dataset.searchWas?.split(' ') ?? []),
];
const CHILD_ITEMS = ':scope > details > ul > li';

const detailsOf = (item: HTMLElement): HTMLDetailsElement | null => item.querySelector(':scope > details');

/** Text as the filter compares it: lower case, words joined as codes join them. */
const asCode = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Shows the categories whose code, old code or name holds `text`, with their ancestors (opened,
 * for context) and nothing else; an empty text shows every category, closed. Returns
 * how many categories match.
 */
export function filterTree(tree: HTMLElement, text: string): number {
  const query = asCode(text);
  const items = [...tree.querySelectorAll<HTMLElement>(ITEMS)];
  if (query === '') {
    for (const item of items) {
      item.hidden = false;
      detailsOf(item)?.removeAttribute('open');
    }
    return items.length;
  }
  let matches = 0;
  const shown = new Set<Element>();
  // Children come after their parent in document order: walking backwards settles them first.
  for (const item of items.reverse()) {
    const own = namesOf(item).some((name) => name.includes(query));
    const below = [...item.querySelectorAll(CHILD_ITEMS)].some((child) => shown.has(child));
    if (own && item.dataset.searchTerm) matches += 1;
    item.hidden = !own && !below;
    if (!item.hidden) shown.add(item);
    const details = detailsOf(item);
    if (details) details.open = below;
  }
  return matches;
}

/** Opens `item` and every category above it, so it shows; returns its codes and those below it. */
export function reveal(item: HTMLElement): string[] {
  const own = detailsOf(item);
  if (own) own.open = true;
  for (let parent = item.parentElement?.closest<HTMLElement>(ITEMS); parent;) {
    parent.hidden = false;
    const details = detailsOf(parent);
    if (details) details.open = true;
    parent = parent.parentElement?.closest<HTMLElement>(ITEMS);
  }
  item.hidden = false;
  return [item, ...item.querySelectorAll<HTMLElement>('li[data-search-term]')].map((each) => each.dataset.searchTerm!);
}

/** The comments on renamed codes that the filter of a category and those below it takes, in the tree's order. */
export function filterComments(item: HTMLElement): string[] {
  return [...item.querySelectorAll<HTMLElement>('[data-filter-comment]')].map((note) => note.dataset.filterComment!);
}

/** Where a category's filter panel goes: under its name, or under its branch link when it has children. */
export function panelSlot(item: HTMLElement): HTMLElement {
  const existing = item.querySelector<HTMLElement>(':scope > .taxonomy-panel, :scope > details > .taxonomy-panel');
  if (existing) return existing;
  const slot = document.createElement('div');
  slot.className = 'taxonomy-panel';
  const anchor =
    item.querySelector(':scope > details > .taxonomy-branch') ?? item.querySelector(':scope > details > summary');
  if (anchor) anchor.after(slot);
  else item.append(slot);
  return slot;
}
