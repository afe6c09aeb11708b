import {fold, singular} from '../../lib/foldText';
import {categoryLabel} from './duckdbFilter';

/**
 * Which entries of the taxonomy the filter keeps for a text, worked out on plain data
 * (the browser reads it once from the tree, theme/PlacesTaxonomy/treeFilter.ts), so that
 * a keystroke compares strings and never queries the page.
 */

/** One entry of the tree, a category or a group, in the tree's order. */
export interface FilterEntry {
  /** What the filter searches: see `filterKey`. */
  key: string;
  /** The position of the entry it sits under, -1 at the top. Always before its own. */
  parent: number;
  /** A category (with a code) counts as a match; a group (a name in the paths only) does not. */
  category: boolean;
}

/** What the filter shows for a text: by entry, shown and opened (1) or not (0), and how many categories match. */
export interface FilterResult {
  shown: Uint8Array;
  open: Uint8Array;
  matches: number;
}

/** Text as the filter compares it, on both sides: folded as site search folds it, `_` and `-` read as spaces. */
const normalize = (text: string): string =>
  fold(text)
    .replace(/[\s_-]+/g, ' ')
    .trim();

/**
 * An entry's searchable text, made once per entry: its code, its label as the tree shows it,
 * and the old codes a rename left it (`cajun_creole` finds `cajun_and_creole_restaurant`), one
 * a line so that no word is found across two of them.
 */
export function filterKey(code: string, oldCodes: readonly string[] = []): string {
  return [code, categoryLabel(code), ...oldCodes].map(normalize).join('\n');
}

/**
 * The words of a text, each with the forms that find it: as typed and, for a plural, its
 * singular, since codes are singular and the page says "cafés".
 */
export function queryWords(text: string): string[][] {
  const words = normalize(text).split(' ').filter(Boolean);
  return words.map((word) => [...new Set([word, singular(word)])]);
}

/**
 * Keeps the entries holding every word of `text` (in any of its forms), with the entries
 * above them shown and opened for context, and those below them shown but left closed:
 * opening `cafe`, found by "café", shows the kinds of café under it. An empty text shows
 * every entry, closed.
 */
export function filterEntries(entries: readonly FilterEntry[], text: string): FilterResult {
  const shown = new Uint8Array(entries.length);
  const open = new Uint8Array(entries.length);
  const words = queryWords(text);
  if (words.length === 0) {
    shown.fill(1);
    return {shown, open, matches: entries.filter((entry) => entry.category).length};
  }
  /** By entry: it matches, or an entry above it does. */
  const inMatch = new Uint8Array(entries.length);
  let matches = 0;
  entries.forEach(({key, parent, category}, index) => {
    const own = words.every((forms) => forms.some((form) => key.includes(form)));
    if (!own) {
      if (parent !== -1 && inMatch[parent]) inMatch[index] = shown[index] = 1;
      return;
    }
    inMatch[index] = shown[index] = 1;
    if (category) matches += 1;
    // Up to the first ancestor already opened: the rest of the way is open too.
    for (let above = parent; above !== -1 && !open[above]; above = entries[above].parent) {
      shown[above] = 1;
      open[above] = 1;
    }
  });
  return {shown, open, matches};
}
