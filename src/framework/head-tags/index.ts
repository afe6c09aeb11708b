import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath, type UpstreamPatch} from '../upstream';

/** Where the browser code imports react-helmet-async: Helmet.tsx has what these two import, and no more. */
const IMPORTERS: readonly UpstreamPatch[] = [UPSTREAM_PATCHES.helmetProvider, UPSTREAM_PATCHES.helmetHead];

/**
 * The head of each page (title, meta and link tags, `<html>` attributes) as the
 * pages' `<Head>`s ask for it: in the browser bundle `react-helmet-async` is
 * ./Helmet.tsx, a fifth of its weight on every page; the server bundle keeps the
 * real package, which renders the head into the HTML.
 *
 * What it saves: 3.4 to 3.5 KB gzip on every page kind (`npm run bench:size` against a build without it).
 * Goes when: Docusaurus manages the head in the browser without react-helmet-async (React 19 hoists `<title>`,
 * `<meta>` and `<link>` itself).
 */
export default function headTagsPlugin(): Plugin {
  for (const importer of IMPORTERS) {
    const text = readFileSync(upstreamPath(importer), 'utf8');
    const missing = importer.expects.filter((expected) => !text.includes(expected));
    if (missing.length > 0) {
      throw new Error(
        `head-tags: ${importer.package}/${importer.file} no longer has ${missing.join(' and ')}; ` +
          'check that src/framework/head-tags/Helmet.tsx still gives it what it imports (src/framework/README.md)',
      );
    }
  }
  return {
    name: 'head-tags',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {resolve: {alias: {[`${UPSTREAM_PATCHES.helmet.package}$`]: path.join(__dirname, 'Helmet.tsx')}}};
    },
  };
}
