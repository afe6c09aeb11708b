import type {ReactNode} from 'react';
import {QueryBlock, enginesOf, type QueryProps} from '@site/src/components/Query';
import {QUERY_ENGINES} from '@site/src/components/Query/engines';
import EngineTabs from './EngineTabs';

/**
 * One task written for several engines (`<QueryTabs athena={…} duckdb={…} />`): a tab per engine, in
 * the order the page gives them, each a query block as `<Query>` shows it. The reader's choice of
 * engine holds across the site.
 */
export default function QueryTabs({title, ...sources}: QueryProps): ReactNode {
  const engines = enginesOf(sources);
  if (engines.length < 2) {
    throw new Error(`<QueryTabs> needs the text of two engines or more (got ${engines.length}); use <Query> for one.`);
  }
  return (
    <EngineTabs
      tabs={engines.map((engine) => ({
        value: engine,
        label: QUERY_ENGINES[engine],
        content: <QueryBlock engine={engine} sql={sources[engine]!} title={title} />,
      }))}
    />
  );
}
