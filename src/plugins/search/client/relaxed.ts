/**
 * The words the local engine left out of a query to find its results (its `queryAfterRemoval`), kept for the
 * search box to say so: DocSearch shows hits only, so the client notes them here as each answer arrives.
 */
const left = new Map<string, string[]>();
/** Queries remembered: the box only asks about the one it shows. */
const KEPT = 20;

/** Notes the words an answer left out, from Algolia's `queryAfterRemoval` (left-out words in `<em>`). */
export function noteRelaxed(query: string, queryAfterRemoval: string | undefined): void {
  if (!queryAfterRemoval) return;
  const words = [...queryAfterRemoval.matchAll(/<em>(.*?)<\/em>/g)].map((match) => match[1]);
  left.set(query, words);
  if (left.size > KEPT) left.delete(left.keys().next().value!);
}

/** The words left out of this query's results, if any were. */
export function relaxedWords(query: string): string[] {
  return left.get(query) ?? [];
}
