import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A table that scrolls sideways inside its own frame when it is wider than the page
 * (on a phone, most are). The frame can take keyboard focus, so a keyboard user can
 * scroll it too, and is named after the table's caption when it has one.
 */
export default function ScrollTable({
  label,
  caption,
  columns,
  children,
  ...props
}: ComponentProps<'table'> & {
  label?: string;
  caption?: ReactNode;
  /** Column headings, for a table written in code rather than in Markdown. */
  columns?: readonly string[];
}): ReactNode {
  return (
    <div className={styles.frame} tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props}>
        {caption !== undefined && <caption>{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  );
}
