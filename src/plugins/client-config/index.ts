import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedModuleRule} from '../../patches/upstream';

export const CONFIG_LOADER = path.join(__dirname, 'configLoader.cjs');

/**
 * Site config keys that configure the build and server rendering only: presets,
 * plugins and themes with all their options, and what the server writes into each
 * page's HTML. Browser code (the core's, the themes', ours) reads none of them.
 */
export const BUILD_ONLY_KEYS = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'staticDirectories',
] as const;

/**
 * The site config as every page's main bundle carries it: without the build-only
 * keys above (UPSTREAM_PATCHES.siteConfigModule). The server bundle keeps it whole.
 */
export default function clientConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const loader = {loader: CONFIG_LOADER, options: {buildOnly: BUILD_ONLY_KEYS}};
      return {module: {rules: [generatedModuleRule(context.generatedFilesDir, 'docusaurus.config.mjs', loader)]}};
    },
  };
}
