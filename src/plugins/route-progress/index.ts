import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../../patches/upstream';

/**
 * The loading bar shown while a client-side navigation fetches the next page. The
 * theme's version brings the nprogress library into the main bundle of every
 * page; this one is a class on `<html>` and a CSS animation, with the same
 * behaviour (shown only when loading takes longer than 200 ms).
 */
export default function routeProgressPlugin(): Plugin {
  return {
    name: 'route-progress',
    configureWebpack() {
      return {
        resolve: {alias: {[upstreamPath(UPSTREAM_PATCHES.nprogress)]: path.join(__dirname, 'client.ts')}},
      };
    },
  };
}
