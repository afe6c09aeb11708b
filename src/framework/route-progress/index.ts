import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../upstream';

/**
 * The loading bar shown while a client-side navigation fetches the next page. The
 * theme's version brings the nprogress library into the main bundle of every
 * page; this one is a class on `<html>` and a CSS animation, with the same
 * behaviour (shown only when loading takes longer than 200 ms).
 *
 * What it saves: 1.4 to 1.5 KB gzip on every page kind, the nprogress library (`npm run bench:size` against a build without it).
 * Goes when: the theme's route loading bar no longer needs nprogress.
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
