/**
 * The DuckDB condition that keeps places of the given categories, as the taxonomy
 * offers it to copy for a category and everything below it. Runs in the browser and in
 * the query tests, which check it against the sample release.
 */
export function categoryFilter(codes: readonly string[]): string {
  return `categories.primary IN (${codes.map((code) => `'${code.replace(/'/g, "''")}'`).join(', ')})`;
}

/** A category code as words: `afghan_restaurant` reads "Afghan restaurant". */
export function categoryLabel(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
