import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedModuleRule} from '../../patches/upstream';

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
