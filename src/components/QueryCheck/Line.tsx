import type {ReactNode} from 'react';
import {queryCheckLine, type CheckedQuery} from './wording';
import styles from './styles.module.css';

/**
 * The line itself, for code that renders queries live (the extract builder); pages get it
 * through the static island of ./index.tsx. A `div`, not a paragraph: the search index takes
 * paragraphs as records (src/plugins/search/indexing/crawl.ts), and this line, the same under
 * many queries, would crowd a page's own text out of its records. The Markdown twin writes it
 * as an emphasised paragraph after the code (`data-twin="aside"`).
 */
export default function QueryCheckLine(props: CheckedQuery): ReactNode {
  const line = queryCheckLine(props);
  if (line === null) return null;
  return (
    <div className={styles.queryCheck} data-twin="aside">
      {line}
    </div>
  );
}
