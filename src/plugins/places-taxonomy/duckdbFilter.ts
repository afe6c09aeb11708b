/** A category code a schema version renamed, and the first release written with the new code. */
export interface Rename {
  from: string;
  to: string;
  version: string;
  release: string;
}

const literal = (code: string): string => `'${code.replace(/'/g, "''")}'`;

/**
 * The comment a category's filter carries for a renamed code among its codes: the code releases
 * before the rename wrote, as a literal to paste into the list. Made at build, into the
 * tree (treeHtml.ts), so the browser only gathers the comments of a branch.
 */
export function renameComment({from, to, version, release}: Rename): string {
  return `-- Releases before ${release} (schema ${version}) wrote ${literal(from)} for ${to}: add it after each ${literal(to)} to match those releases.`;
}

/**
 * Which of a place's categories a filter tests: its primary or any alternate one, as the
 * places guide advises (a café filed under `bakery` with `cafe` as an alternate is a
 * café too), or the primary one only, for a stricter list.
 */
export type CategoryMatch = 'either' | 'primary';

/**
 * The DuckDB condition that keeps places of the given categories, as the taxonomy
 * offers it to copy for a category and everything below it, after the comments on the
 * renamed codes among them: before it, so that text typed after a pasted filter is
 * never commented out. `list_has_any` is older than the DuckDB the site asks for
 * (toolVersions.ts), and a place without alternates (NULL) is kept by its primary
 * category alone. Runs in the browser and in the query tests, which check it against
 * the sample release.
 */
export function categoryFilter(
  codes: readonly string[],
  comments: readonly string[] = [],
  match: CategoryMatch = 'either',
): string {
  const list = codes.map(literal).join(', ');
  const primary = `categories.primary IN (${list})`;
  const condition = match === 'primary' ? primary : `(${primary} OR list_has_any(categories.alternate, [${list}]))`;
  return [...comments, condition].join('\n');
}

/** A category code as words: `afghan_restaurant` reads "Afghan restaurant". */
export function categoryLabel(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
