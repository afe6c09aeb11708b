import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {splitDefault} from '@site/src/framework/static-islands/chunks';

/** Every address source with its licence: static, so it costs no JavaScript on load. */
const AddressSources = staticIsland<object>(
  splitDefault(require.resolveWeak('./Table'), () => import('./Table')),
  {mode: 'static'},
);
export default AddressSources;
