import type {Plugin} from '@docusaurus/types';

/**
 * Server side of `staticIsland` (./staticIsland.tsx): the server bundle
 * keeps every module in its one file instead of splitting lazily imported code into
 * chunks, so an island's code is always at hand, synchronously, while pages render.
 * The browser bundles are unchanged: islands still get chunks of their own there.
 */
export default function staticIslandsPlugin(): Plugin {
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer) {
      return isServer ? {output: {asyncChunks: false}} : {};
    },
  };
}
