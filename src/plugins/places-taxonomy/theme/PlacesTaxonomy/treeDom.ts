import {filterKey, type FilterEntry} from '../../filterMatch';

/**
 * What the taxonomy reads from its static tree in the browser: the entries the filter
 * searches, and for a category the way to it, its codes, its filter's comments and room
 * for its panel. The tree is plain HTML (see ../../treeHtml.ts), so this works on its
 * elements directly; React never renders them.
 */

/** Categories and the groups between them; only categories have a code. */
const ITEMS = 'li[data-search-term], li[data-group]';

/** The tree as plain data, read once, in its order (a parent before its children). */
export interface TreeIndex {
  entries: FilterEntry[];
  /** Each entry's code, or a group's name. */
  names: string[];
  /** What each entry's renames say, as the tree words them: "was poke until v1.9.0". */
  renamed: string[][];
  /** How many categories sit below each entry. */
  below: number[];
}

/** Reads the tree into a `TreeIndex` some entries at a time: `read` gives the index once every entry is read. */
export interface TreeReader {
  read: (count: number) => TreeIndex | null;
  /** Reads the entries not read yet. */
  readAll: () => TreeIndex;
}

/**
 * Reading all 2,100 entries at once was a task of 85 ms on a phone (4x CPU, the page's first
 * idle callback): long enough to hold up a key typed or a tap right after the page loads.
 * Read `count` at a time, each slice is a few milliseconds.
 */
export function treeReader(tree: HTMLElement): TreeReader {
  // Found at the first read, not when the reader is made (as the page hydrates).
  let found: {items: HTMLElement[]; position: Map<Element, number>} | null = null;
  const start = (): {items: HTMLElement[]; position: Map<Element, number>} => {
    const items = [...tree.querySelectorAll<HTMLElement>(ITEMS)];
    found = {items, position: new Map(items.map((item, index) => [item, index]))};
    return found;
  };
  const names: string[] = [];
  const renamed: string[][] = [];
  const entries: FilterEntry[] = [];
  let done: TreeIndex | null = null;
  const readItem = (item: HTMLElement, position: Map<Element, number>): FilterEntry => {
    const above = item.parentElement?.closest(ITEMS);
    const {searchTerm, searchWas, group} = item.dataset;
    names.push(searchTerm ?? group!);
    const notes = item.querySelectorAll(':scope > .taxonomy-was, :scope > details > summary > .taxonomy-was');
    renamed.push([...notes].map((note) => note.textContent ?? ''));
    const key = filterKey(names.at(-1)!, searchWas?.split(' '));
    return {key, parent: above ? position.get(above)! : -1, category: !group};
  };
  /** Once every entry is read: how many categories sit below each. */
  const complete = (): TreeIndex => {
    const below = entries.map(() => 0);
    // Backwards, an entry's count is complete before it is added to its parent's.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const {parent, category} = entries[index];
      if (parent !== -1) below[parent] += below[index] + (category ? 1 : 0);
    }
    return {entries, names, renamed, below};
  };
  const readSome = (count: number): number => {
    const {items, position} = found ?? start();
    for (const item of items.slice(entries.length, entries.length + count)) entries.push(readItem(item, position));
    return items.length - entries.length;
  };
  const readAll = (): TreeIndex => {
    readSome(Infinity);
    done ??= complete();
    return done;
  };
  const read = (count: number): TreeIndex | null => (readSome(count) > 0 ? null : readAll());
  return {read, readAll};
}

/** The path of an entry: the names above it, from the top. */
export function pathOf(index: TreeIndex, entry: number): string[] {
  const path: string[] = [];
  for (let above = index.entries[entry].parent; above !== -1; above = index.entries[above].parent) {
    path.unshift(index.names[above]);
  }
  return path;
}

/** A category's code and those below it, in the tree's order. */
export function codesOf(item: HTMLElement): string[] {
  return [item, ...item.querySelectorAll<HTMLElement>('li[data-search-term]')].map((each) => each.dataset.searchTerm!);
}

const detailsOf = (item: HTMLElement): HTMLDetailsElement | null => item.querySelector(':scope > details');

/** Opens `item` and every category above it, so it shows. */
export function reveal(item: HTMLElement): void {
  for (let each: HTMLElement | null | undefined = item; each; each = each.parentElement?.closest<HTMLElement>(ITEMS)) {
    const details = detailsOf(each);
    if (details) details.open = true;
  }
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
