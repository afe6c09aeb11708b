import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../../patches/upstream';

/**
 * Prefetching of the pages a reader can see links to, spread over idle time: the
 * core's helper, which starts every prefetch at once, is replaced by ./prefetch.ts.
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
