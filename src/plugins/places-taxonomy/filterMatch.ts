import {fold, singular} from '../../lib/foldText';
import {categoryLabel} from './duckdbFilter';

/**
 * Which entries of the taxonomy the filter keeps for a text, worked out on plain data
 * (the browser reads it once from the tree, theme/PlacesTaxonomy/treeDom.ts), so that
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

/**
 * How many of the categories a text finds the page lists at first, and adds at each
 * request: a phone's screen several times over, and all that most texts find.
 */
export const MATCHES_SHOWN = 40;

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
 * The categories a text finds, as positions in `entries` in the tree's order: those holding
 * every word of the text (in any of its forms), and those below a group (a name in the paths
 * with no code) that holds them. An empty text finds every category.
 */
export function filterEntries(entries: readonly FilterEntry[], text: string): number[] {
  const words = queryWords(text);
  /** By entry: it is a group the text finds, or sits below one. */
  const inGroup = new Uint8Array(entries.length);
  const found: number[] = [];
  entries.forEach(({key, parent, category}, index) => {
    const own = words.every((forms) => forms.some((form) => key.includes(form)));
    const underGroup = parent !== -1 && inGroup[parent] === 1;
    if (!category) inGroup[index] = own || underGroup ? 1 : 0;
    else if (own || underGroup) found.push(index);
  });
  return found;
}
