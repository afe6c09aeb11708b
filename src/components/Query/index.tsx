import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import QueryCheck from '@site/src/components/QueryCheck';
import {QUERY_ENGINES, type QueryEngine} from './engines';

export type QueryProps = Partial<Record<QueryEngine, string>> & {
  /** The code block's title: what the query does or the file it writes. */
  title?: string;
};

/** The engines a page gave text for, in the page's order. */
export function enginesOf(sources: Partial<Record<QueryEngine, string>>): QueryEngine[] {
  return (Object.keys(sources) as QueryEngine[]).filter(
    (engine) => engine in QUERY_ENGINES && sources[engine] !== undefined,
  );
}

/** One engine's query as a code block, with the line under it saying how the site's tests check it. */
export function QueryBlock({engine, sql, title}: {engine: QueryEngine; sql: string; title?: string}): ReactNode {
  const text = sql.trim();
  return (
    <>
      <CodeBlock language="sql" title={title}>
        {text}
      </CodeBlock>
      <QueryCheck engine={engine} sql={text} />
    </>
  );
}

/**
 * A query from `src/queries/<page path>/<name>.<engine>.sql`, imported as text
 * (`import q from '@site/src/queries/guides/places/pharmacies-lisbon.duckdb.sql?raw'`), which
 * arrives with its release tokens filled in (src/plugins/query-files), shown as a code block with the
 * line under it that says how the site's tests check it (src/components/QueryCheck). One task in
 * several engines is `<QueryTabs>` (src/components/QueryTabs), apart so that the pages without tabs,
 * nearly all of them, do not load the tabs' code.
 */
export default function Query({title, ...sources}: QueryProps): ReactNode {
  const engines = enginesOf(sources);
  if (engines.length !== 1) {
    throw new Error(
      `<Query> shows one engine's query (got ${engines.length}): give it duckdb={…}, or use <QueryTabs> for several.`,
    );
  }
  return <QueryBlock engine={engines[0]} sql={sources[engines[0]]!} title={title} />;
}
