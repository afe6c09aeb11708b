import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedModuleRule} from '../upstream';

/** The loader that takes the module paths out of the browser's route registry. */
export const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

/** Browser chunk files, named by chunk id; the core names them by chunk name (UPSTREAM_PATCHES.chunkFileNames). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Lighter route tables in every page's main bundle and runtime, which grow with
 * every page and post: the browser's copy of the route registry loses the module
 * path of each chunk, which only server rendering reads
 * (UPSTREAM_PATCHES.registryModulePaths), and chunk files are named by their id, so
 * the runtime needs no map from chunk id to name to find them (about 1 KB gzip).
 *
 * What it saves: 2.3 to 2.4 KB gzip on every page kind (`npm run bench:size` against a build without it): 1.3 to 1.4 KB
 * for the registry's module paths, 1.0 to 1.1 KB for chunk files named by id; both grow with every page and post.
 * Goes when: the core writes the browser's registry without the module paths only server rendering reads, and
 * names production chunks by id.
 */
export default function routeTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-tables',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        module: {rules: [generatedModuleRule(context.generatedFilesDir, 'registry.js', {loader: REGISTRY_LOADER})]},
      };
    },
  };
}
