import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Where a path may wrap: after each `/` (after both of `//`). */
export const AFTER_SLASH = /(?<=\/)(?!\/)/;
/** Where a field path may wrap: after each `.`, and after `]` unless a `.` or `[` follows. */
export const AFTER_FIELD_STEP = /(?<=\.)|(?<=\])(?![.[])/;

/**
 * Text that wraps only where `after` matches, not inside the pieces between: a path
 * breaks after a slash, not at a hyphen inside `2025-10-22.0`; a field name after a
 * dot, not inside a word. A piece wider than the whole line still wraps rather than
 * overflow. Copying the text copies it unchanged.
 */
export default function BreakAfter({text, after}: {text: string; after: RegExp}): ReactNode {
  return text
    .split(after)
    .filter(Boolean)
    .map((piece, index) => (
      <span key={index} className={styles.piece}>
        {piece}
      </span>
    ));
}
