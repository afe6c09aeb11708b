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
  return `-- Releases before ${release} (schema ${version}) wrote ${literal(from)} for ${to}: add it to the list to match them.`;
}

/**
 * The DuckDB condition that keeps places of the given categories, as the taxonomy
 * offers it to copy for a category and everything below it, after the comments on the
 * renamed codes among them: before it, so that text typed after a pasted filter is
 * never commented out. Runs in the browser and in the query tests, which check it
 * against the sample release.
 */
export function categoryFilter(codes: readonly string[], comments: readonly string[] = []): string {
  return [...comments, `categories.primary IN (${codes.map(literal).join(', ')})`].join('\n');
}

/** A category code as words: `afghan_restaurant` reads "Afghan restaurant". */
export function categoryLabel(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
