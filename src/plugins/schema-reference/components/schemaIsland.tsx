import type {ComponentType} from 'react';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';

/**
 * Binds a generated data module to the component that renders it, as a static
 * island: the server renders the table, the browser keeps that markup, and the
 * data only travels as JavaScript when a page is reached by client navigation.
 */
export function schemaIsland<Data>(
  render: ComponentType<{data: Data}>,
  now: () => Data | undefined,
  load: () => Promise<Data>,
): ComponentType<object> {
  const bind = (data: Data): ComponentType<object> =>
    function SchemaData() {
      const Render = render;
      return <Render data={data} />;
    };
  return staticIsland<object>(
    {
      now: () => {
        const data = now();
        return data === undefined ? undefined : bind(data);
      },
      load: () => load().then(bind),
    },
    {mode: 'static'},
  );
}
