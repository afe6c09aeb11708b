import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps a malformed address from stopping the site's scripts. The router decodes the
 * path and throws on a stray `%` (`/docs/%`, `/a/%zz/`), which leaves the server's
 * not-found page on screen but dead: no search, no colour toggle, no client navigation.
 * The client module below runs before the app starts and rewrites such a path to its
 * well-formed equivalent (each stray `%` as `%25`), so the router shows the not-found page.
 *
 * What it gives: a working not-found page at an address with a stray `%` (tests/e2e/hardening.spec.ts); it costs
 * 0.1 to 0.2 KB gzip on every page kind (`npm run bench:size` against a build without it).
 * Goes when: the router tolerates a malformed percent escape.
 */
export default function safeAddressPlugin(): Plugin {
  return {
    name: 'safe-address',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
