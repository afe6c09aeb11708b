import {Fragment, type ReactNode} from 'react';

/**
 * A list written into a sentence, "a, b and c", for facts that pages render from
 * `src/data/` rather than type out. `code` shows each item as code (type names, ids).
 */
export default function InlineList({
  items,
  code = false,
  conjunction = 'and',
}: {
  items: readonly ReactNode[];
  code?: boolean;
  conjunction?: 'and' | 'or';
}): ReactNode {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? ` ${conjunction} ` : ', ')}
      {code ? <code>{item}</code> : item}
    </Fragment>
  ));
}
