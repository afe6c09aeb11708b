import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import QueryCheck from '@site/src/components/QueryCheck';
import EngineTabs from './EngineTabs';
import {QUERY_ENGINES, type QueryEngine} from './engines';

export type QueryProps = Partial<Record<QueryEngine, string>> & {
  /** The code block's title, in each tab: what the query does or the file it writes. */
  title?: string;
};

/**
 * A query from `src/queries/<page path>/<name>.<engine>.sql`, imported as text
 * (`import q from '@site/src/queries/guides/places/pharmacies-lisbon.duckdb.sql?raw'`), which
 * arrives with its release tokens filled in (src/plugins/query-files). One engine gives a code block;
 * several give tabs, in the order given, and the reader's choice of engine holds across the site.
 * Under each block, a line says how the site's tests check that query (src/components/QueryCheck).
 */
export default function Query({title, ...sources}: QueryProps): ReactNode {
  // Tabs follow the order the page gives the engines in: the page's own engine first.
  const engines = (Object.keys(sources) as QueryEngine[]).filter(
    (engine) => engine in QUERY_ENGINES && sources[engine] !== undefined,
  );
  if (engines.length === 0) throw new Error('<Query> needs the text of at least one query, e.g. duckdb={…}.');
  const block = (engine: QueryEngine): ReactNode => {
    const sql = sources[engine]!.trim();
    return (
      <>
        <CodeBlock language="sql" title={title}>
          {sql}
        </CodeBlock>
        <QueryCheck engine={engine} sql={sql} />
      </>
    );
  };
  if (engines.length === 1) return block(engines[0]);
  return (
    <EngineTabs
      tabs={engines.map((engine) => ({value: engine, label: QUERY_ENGINES[engine], content: block(engine)}))}
    />
  );
}
