import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../upstream';

/**
 * Prefetching of the pages a reader can see links to, spread over idle time: the
 * core's helper, which starts every prefetch at once, is replaced by ./prefetch.ts.
 *
 * What it gives: no long task (about 25 ms on a fast desktop, on the blog archive) when many links enter the view
 * at once; it costs 0.1 to 0.2 KB gzip on every page kind (`npm run bench:size` against a build without it).
 * Goes when: the core's prefetch starts each request in idle time.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {[upstreamPath(UPSTREAM_PATCHES.prefetch)]: path.join(__dirname, 'prefetch.ts')}}};
    },
  };
}
