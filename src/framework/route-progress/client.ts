import type {ClientModule} from '@docusaurus/types';
import './progress.css';

/** Fast navigations show nothing; only one still loading after this long shows the bar. */
const DELAY_MS = 200;
const LOADING_CLASS = 'route-loading';

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => document.documentElement.classList.add(LOADING_CLASS), DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    document.documentElement.classList.remove(LOADING_CLASS);
  },
};

export default routeProgress;
