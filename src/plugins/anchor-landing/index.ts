import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * In-site links to an anchor land on it, whatever the page kind. Docusaurus scrolls
 * to the anchor once, right after a client-side navigation; where the target is not
 * in the page yet (schema field rows render once their table's code arrives) it does
 * nothing, and the reader stays where the previous page was scrolled. The client
 * module waits for the target and keeps it in view while the page settles.
 * `anchor-offset.css` keeps every target clear of the fixed navbar.
 */
export default function anchorLandingPlugin(): Plugin {
  return {
    name: 'anchor-landing',
    getClientModules() {
      // The stylesheet comes with the client module, which imports it: one module fewer in every page's bundle.
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
