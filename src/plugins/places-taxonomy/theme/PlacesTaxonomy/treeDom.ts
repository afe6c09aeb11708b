/**
 * What the taxonomy does to its static tree in the browser for a category: open the way
 * to it, gather its filter's comments, make room for its panel (the filter is in
 * treeFilter.ts). The tree is plain HTML (see ../../treeHtml.ts), so this works on its
 * elements directly; React never renders them.
 */

/** Categories and the groups between them; only categories have a code. */
export const ITEMS = 'li[data-search-term], li[data-group]';

const detailsOf = (item: HTMLElement): HTMLDetailsElement | null => item.querySelector(':scope > details');

/**
 * Opens `item` and every category above it, so it shows; returns its codes and those below
 * it. `beforeOpen` gets each list before it opens, to bring its rows up to date.
 */
export function reveal(item: HTMLElement, beforeOpen: (list: HTMLDetailsElement) => void): string[] {
  const path: HTMLElement[] = [];
  for (let parent = item.parentElement?.closest<HTMLElement>(ITEMS); parent;) {
    path.unshift(parent);
    parent = parent.parentElement?.closest<HTMLElement>(ITEMS);
  }
  // From the top down, so that a list brought up to date never closes one on the way.
  for (const each of [...path, item]) {
    each.hidden = false;
    const details = detailsOf(each);
    if (details && !details.open) {
      beforeOpen(details);
      details.open = true;
    }
  }
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
