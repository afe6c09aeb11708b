/** How much of a field's description its search record keeps: enough to tell fields apart in the hits. */
const SUMMARY_LENGTH = 200;

/** The start of a description, cut after a whole word, with an ellipsis where it was cut. */
export function searchSummary(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH + 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:.(]+$/, '')}…`;
}
