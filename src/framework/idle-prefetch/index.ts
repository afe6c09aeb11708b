import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../upstream';

/**
 * Prefetching of the pages a reader can see links to, one at a time, in idle time and each chunk once: the
 * core's helper, which starts every prefetch at once, is replaced by ./prefetch.ts.
 *
 * What it gives: no long task (about 25 ms on a fast desktop, on the blog archive) when many links enter the view
 * at once; and a reader who searches right after a page loads on a slow phone connection gets the search's files
 * first: 44 prefetches at once on the blog archive held every connection, and the first hits on a phone came
 * about 0.25 s later (`npm run bench:typing`). It saves 51 bytes gzip on every page kind, against the queue it
 * replaced.
 * Goes when: the core's prefetch starts its requests in idle time, one at a time.
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
