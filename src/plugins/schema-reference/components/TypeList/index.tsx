import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';
import styles from './styles.module.css';

export interface TypeSummary {
  theme: string;
  type: string;
  summary: string;
  geometries: string[];
  href: string;
}

function byTheme(types: TypeSummary[]): [string, TypeSummary[]][] {
  const themes = new Map<string, TypeSummary[]>();
  for (const entry of types) themes.set(entry.theme, [...(themes.get(entry.theme) ?? []), entry]);
  return [...themes];
}

/**
 * Every feature type with its geometry and what it is, under a heading row per
 * theme: three columns leave "What it is" most of the width.
 */
export default function TypeList({types}: {types: TypeSummary[]}): ReactNode {
  return (
    <ScrollTable label="Feature types" className={styles.table} columns={['Type', 'Geometry', 'What it is']}>
      <tbody>
        {byTheme(types).map(([theme, entries]) => (
          <Fragment key={theme}>
            <tr className={styles.theme}>
              <th scope="colgroup" colSpan={3}>
                Theme <code>{theme}</code>
              </th>
            </tr>
            {entries.map((entry) => (
              <tr key={entry.type}>
                <th scope="row" className={styles.type}>
                  <Link to={entry.href}>
                    <code>{entry.type}</code>
                  </Link>
                </th>
                <td className={styles.geometry}>{entry.geometries.join(', ')}</td>
                <td>{entry.summary}</td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </ScrollTable>
  );
}
