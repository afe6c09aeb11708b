import {Fragment, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Where a path may wrap: after each `/` (after both of `//`). */
export const AFTER_SLASH = /(?<=\/)(?!\/)/;
/**
 * Where a field path may wrap: after each `.` and `_`, and after `]` unless a `.` or `[` follows. With a place to
 * wrap after every word of a name, a phone's narrow column breaks `speed_limits[].when.is_max_speed_variable`
 * between words, never inside one.
 */
export const AFTER_FIELD_STEP = /(?<=[._])|(?<=\])(?![.[])/;

/**
 * Text that may wrap where `after` matches: a path after a slash, a field name after
 * a dot. With `whole`, the pieces between never wrap inside (a path must not break at
 * the hyphens of `2025-10-22.0`) unless one alone is wider than the line; without it,
 * the text only gains those places to wrap (`<wbr>`), which keeps long tables light.
 * Copying the text copies it unchanged.
 */
export default function BreakAfter({
  text,
  after,
  whole = false,
}: {
  text: string;
  after: RegExp;
  whole?: boolean;
}): ReactNode {
  const pieces = text.split(after).filter(Boolean);
  return pieces.map((piece, index) =>
    whole ? (
      <span key={index} className={styles.piece}>
        {piece}
      </span>
    ) : (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {piece}
      </Fragment>
    ),
  );
}
