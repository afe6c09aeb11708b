import type {ReactNode} from 'react';

/** Schema prose with its `code` spans shown as code; everything else is plain, escaped text. */
export default function RichText({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : part,
    );
}
