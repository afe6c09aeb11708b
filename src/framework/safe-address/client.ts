import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {repairPath} from './repair';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const repaired = repairPath(pathname);
  if (repaired !== pathname) window.history.replaceState(window.history.state, '', repaired + search + hash);
}
