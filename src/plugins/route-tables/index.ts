import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader that takes the module paths out of the browser's route registry. */
export const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

/**
 * Lighter route tables in every page's main bundle: the browser's copy of the route
 * registry loses the module path of each chunk, which only server rendering reads
 * (UPSTREAM_PATCHES.registryModulePaths). The table grows with every page and post.
 */
export default function routeTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-tables',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      return {module: {rules: [{test: (file: string) => file === registry, use: {loader: REGISTRY_LOADER}}]}};
    },
  };
}
