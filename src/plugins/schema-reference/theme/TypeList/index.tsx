import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';

export interface TypeSummary {
  theme: string;
  type: string;
  summary: string;
  geometries: string[];
  href: string;
}

/** Every feature type, grouped by theme, with what it is and its geometry. */
export default function TypeList({types}: {types: TypeSummary[]}): ReactNode {
  return (
    <ScrollTable label="Feature types">
      <thead>
        <tr>
          <th scope="col">Theme</th>
          <th scope="col">Type</th>
          <th scope="col">Geometry</th>
          <th scope="col">What it is</th>
        </tr>
      </thead>
      <tbody>
        {types.map((entry) => (
          <tr key={`${entry.theme}/${entry.type}`}>
            <td>
              <code>{entry.theme}</code>
            </td>
            <td>
              <Link to={entry.href}>
                <code>{entry.type}</code>
              </Link>
            </td>
            <td>{entry.geometries.join(', ')}</td>
            <td>{entry.summary}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
