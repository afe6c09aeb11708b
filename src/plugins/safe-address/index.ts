import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps a malformed address from stopping the site's scripts. The router decodes the
 * path and throws on a stray `%` (`/docs/%`, `/a/%zz/`), which leaves the server's
 * not-found page on screen but dead: no search, no colour toggle, no client navigation.
 * The client module below runs before the app starts and rewrites such a path to its
 * well-formed equivalent (each stray `%` as `%25`), so the router shows the not-found page.
 */
export default function safeAddressPlugin(): Plugin {
  return {
    name: 'safe-address',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
