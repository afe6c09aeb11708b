import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {arrival, requireIfLoaded} from '@site/src/framework/static-islands/chunks';

type TableModule = typeof import('./Table');

/** Every address source with its licence: static, so it costs no JavaScript on load. */
const AddressSources = staticIsland<object>(
  {
    now: () => requireIfLoaded<TableModule>(require.resolveWeak('./Table'))?.default,
    load: () => arrival(require.resolveWeak('./Table'), import('./Table')).then((module) => module.default),
  },
  {mode: 'static'},
);
export default AddressSources;
