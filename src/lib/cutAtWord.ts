/**
 * Text of at most `max` characters, cut after a whole word, with an ellipsis where it was cut: how the
 * search index keeps long paragraphs and field descriptions, so no snippet ends mid-word.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return `${(cut || text.slice(0, max)).replace(/[\s,;:.(]+$/, '')}…`;
}
