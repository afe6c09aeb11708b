import type {ClientModule} from '@docusaurus/types';
import {landOn} from './landing';

/**
 * After each client-side navigation to an address with an anchor (a search hit, a
 * content link, the table of contents, back and forward), lands on the anchor even
 * when its element arrives late. A first load is left to the browser, which jumps
 * to the anchor in the server's markup.
 */
const anchorLanding: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    const moved = location.pathname !== previousLocation.pathname || location.hash !== previousLocation.hash;
    if (!moved || !location.hash) return;
    landOn(decodeURIComponent(location.hash.slice(1)));
  },
};

export default anchorLanding;
