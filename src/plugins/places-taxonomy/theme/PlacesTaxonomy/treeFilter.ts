import {filterKey, type FilterEntry, type FilterResult} from '../../filterMatch';
import {ITEMS} from './treeDom';

/**
 * The filter's work on the static tree, made cheap enough for a slow phone: the tree is
 * read once into plain data, a text is matched against that data, and the page is then
 * changed only where it draws something different, a few rows a frame.
 *
 * Only the rows the page draws are kept right: those whose every ancestor is shown and
 * open. A row inside a closed list is left as it is until its list opens, which costs
 * nothing while the filter runs; whatever opens a list (the filter, the reader, a link to a
 * category) brings its rows up to date first.
 */

export interface TreeIndex {
  /** The tree's outer list. */
  tree: HTMLElement;
  entries: FilterEntry[];
  items: HTMLElement[];
  /** Each entry's own disclosure, for an entry with entries below it. */
  details: (HTMLDetailsElement | null)[];
  /** The entries directly below each one. */
  children: number[][];
  /** The position just past each entry's last descendant: where the walk goes to skip its list. */
  end: number[];
  /** Each disclosure's entry. */
  entryOf: Map<Element, number>;
  /** Lists opened by the walk or brought up to date here, whose `toggle` event needs no more. */
  prepared: WeakSet<HTMLDetailsElement>;
  /** What the filter shows now, if it has run: the walk brings the page to it. */
  result: FilterResult | null;
}

/** Reads the tree once: its entries in document order (so a parent comes before its children). */
export function indexTree(tree: HTMLElement): TreeIndex {
  const items = [...tree.querySelectorAll<HTMLElement>(ITEMS)];
  const position = new Map<Element, number>(items.map((item, index) => [item, index]));
  const children: number[][] = items.map(() => []);
  const entries = items.map((item, index): FilterEntry => {
    const above = item.parentElement?.closest(ITEMS);
    const parent = above ? position.get(above)! : -1;
    if (parent !== -1) children[parent].push(index);
    const {searchTerm, searchWas, group} = item.dataset;
    return {key: filterKey(searchTerm ?? group!, searchWas?.split(' ')), parent, category: searchTerm !== undefined};
  });
  const details = items.map((item) =>
    item.firstElementChild instanceof HTMLDetailsElement ? item.firstElementChild : null,
  );
  const end = items.map((_, index) => index + 1);
  // Backwards, a child's end is known before its parent's.
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const last = children[index].at(-1);
    if (last !== undefined) end[index] = end[last];
  }
  const entryOf = new Map<Element, number>();
  details.forEach((disclosure, index) => disclosure && entryOf.set(disclosure, index));
  return {tree, entries, items, details, children, end, entryOf, prepared: new WeakSet(), result: null};
}

/**
 * Brings the rows of a list up to date with `result` as it opens by any other way than
 * the filter's walk: by the reader's hand, to show a category in the address, or by the
 * browser's find in page. A list the result keeps closed holds no list the result opens,
 * so its rows are all closed; a list the result opens is the walk's to fill.
 */
export function prepareList(index: TreeIndex, disclosure: HTMLDetailsElement): void {
  const entry = index.entryOf.get(disclosure);
  if (!index.result || entry === undefined || index.result.open[entry] === 1) return;
  const {shown} = index.result;
  index.prepared.add(disclosure);
  for (const child of index.children[entry]) {
    index.items[child].hidden = shown[child] === 0;
    const disclosure = index.details[child];
    if (disclosure) disclosure.open = false;
  }
}

/**
 * Adds a category the address names, and the way to it, to what the filter shows and opens
 * (`reveal` has just opened them), so that a walk still under way leaves them so.
 */
export function keepRevealed(index: TreeIndex, item: HTMLElement): void {
  if (!index.result) return;
  const {shown, open} = index.result;
  for (let entry = index.items.indexOf(item); entry !== -1; entry = index.entries[entry].parent) {
    shown[entry] = 1;
    if (index.details[entry]) open[entry] = 1;
  }
}

/**
 * Rows the page draws in the first step, beyond what any frame of this long page costs:
 * each row shown, hidden, opened or closed costs a style, a layout and a paint. Each later
 * step may change twice as many as the one before, up to `MAX_ROWS_PER_STEP`: it works
 * further down the tree, mostly off screen, where a row costs little (see the tree's
 * `content-visibility` in styles.module.css).
 */
const FIRST_STEP_ROWS = 12;
const MAX_ROWS_PER_STEP = 48;

/** A change of the page under way; `cancel` stops it where it is (the next change starts from there). */
export interface Applying {
  cancel: () => void;
}

/**
 * Brings the rows the page draws to `result`, walking the tree in its order so that its
 * top, where the matches are read first, settles first: one step now, each of the others
 * as a task of its own right after the frame that drew the step before it, so that a
 * frame draws one step. A list opens empty and its rows appear as the walk reaches them;
 * a list the result closes or hides is skipped. Each row is compared with the page as it
 * is, so a list the reader opened, or a change stopped half way, is simply brought to the
 * new result, and a row already right costs nothing.
 */
export function applyResult(index: TreeIndex, result: FilterResult): Applying {
  const {tree, entries, items, details, children, end} = index;
  const {shown, open} = result;
  index.result = result;
  /** The rows drawn inside an entry's list, in the tree's order: closing or hiding it takes them away. */
  const drawnBelow = (entry: number, rows: number[] = []): number[] => {
    if (details[entry]?.open) {
      for (const child of children[entry]) {
        if (items[child].hidden) continue;
        rows.push(child);
        drawnBelow(child, rows);
      }
    }
    return rows;
  };
  /** Opens a list empty (its rows are not drawn yet, so this costs nothing): the walk shows them. */
  const openEmpty = (entry: number): void => {
    for (const child of children[entry]) items[child].hidden = true;
    details[entry]!.open = true;
    index.prepared.add(details[entry]!);
  };

  /** The page draws the entry: it and every entry above it are shown, in open lists. */
  const drawn = (entry: number): boolean => {
    for (let each = entry; each !== -1; each = entries[each].parent) {
      const parent = entries[each].parent;
      if (items[each].hidden || (parent !== -1 && !details[parent]!.open)) return false;
    }
    return true;
  };
  /**
   * Rows past the walk may still be drawn as an older text left them: the tree is cut off
   * above the first of them, so that what it shows is always the field's text, and grows
   * down to the end as the walk goes.
   */
  const hideUnwalked = (): void => {
    let first = next;
    while (first < items.length && !drawn(first)) first += 1;
    if (first === items.length) {
      tree.style.removeProperty('clip-path');
      return;
    }
    const top = items[first].getBoundingClientRect().top - tree.getBoundingClientRect().top;
    tree.style.clipPath = `inset(0 0 calc(100% - ${top}px) 0)`;
  };

  let next = 0;
  let budget = FIRST_STEP_ROWS;
  let frame = 0;
  let task = 0;
  const step = (): void => {
    let rows = 0;
    while (next < items.length) {
      const entry = next;
      const item = items[entry];
      const disclosure = details[entry];
      const show = shown[entry] === 1;
      const opened = show && open[entry] === 1;
      const listOpen = disclosure?.open === true;
      const below = !item.hidden && listOpen && !opened ? drawnBelow(entry) : [];
      const cost = below.length + (item.hidden === show ? 1 : 0) + (show && listOpen !== opened ? 1 : 0);
      // A change too big for what is left of this step waits for the next one, which it starts.
      if (rows > 0 && rows + cost > budget) break;
      if (below.length > budget) {
        // A list too long to take away in one frame loses its last rows first, a step's worth each time.
        for (const row of below.slice(-budget).reverse()) items[row].hidden = true;
        rows = budget;
        break;
      }
      rows += cost;
      if (show) {
        // Its list is drawn from the next frame on: closed, or open and empty until the walk fills it.
        if (opened && (!listOpen || item.hidden)) openEmpty(entry);
        else if (disclosure && !opened) disclosure.open = false;
      }
      item.hidden = !show;
      next = opened ? entry + 1 : end[entry];
    }
    hideUnwalked();
    budget = Math.min(budget * 2, MAX_ROWS_PER_STEP);
    if (next < items.length) frame = requestAnimationFrame(() => (task = window.setTimeout(step)));
  };
  step();
  return {
    cancel: () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    },
  };
}
