import type {ClientModule} from '@docusaurus/types';
import './anchor-offset.css';

/**
 * After each client-side navigation to an address with an anchor (a search hit, a
 * content link, the table of contents, back and forward), lands on the anchor even
 * when its element arrives late. A first load is left to the browser, which jumps
 * to the anchor in the server's markup, unless the markup has no such anchor: then the
 * reader is told so, with the nearest anchor there is (landing.ts). The landing code is
 * fetched on the first such navigation: most page views never need it.
 */
const anchorLanding: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) {
      // A first load whose anchor the server's markup does not have: the landing code says so, once it is sure.
      const id = decodeURIComponent(location.hash.slice(1));
      if (id && !document.getElementById(id)) void import('./landing').then(({landOn}) => landOn(id));
      return;
    }
    const moved = location.pathname !== previousLocation.pathname || location.hash !== previousLocation.hash;
    if (!moved || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    // Not in the page yet: start from the top of the new page, not at the old page's scroll position.
    if (!document.getElementById(id)) window.scrollTo(0, 0);
    void import('./landing').then(({landOn}) => landOn(id));
  },
};

export default anchorLanding;
