import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

/**
 * An example feature from `schema/examples`, imported as text
 * (`import road from '@site/schema/examples/…/road.yaml?raw'`), shown as YAML with
 * its caption (the file's first comment line) as the title.
 */
export default function SchemaExample({source, title}: {source: string; title?: string}): ReactNode {
  const lines = source.split('\n');
  const comments: string[] = [];
  while (lines.length > 0 && (lines[0].startsWith('#') || lines[0].trim() === '---')) {
    const line = lines.shift()!;
    if (line.startsWith('#')) comments.push(line.replace(/^#\s*/, ''));
  }
  return (
    <CodeBlock language="yaml" title={title ?? comments[0]}>
      {lines.join('\n').trim()}
    </CodeBlock>
  );
}
