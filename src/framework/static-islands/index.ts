import type {Plugin} from '@docusaurus/types';

/**
 * Server side of `staticIsland` (./staticIsland.tsx): the server bundle
 * keeps every module in its one file instead of splitting lazily imported code into
 * chunks, so an island's code is always at hand, synchronously, while pages render.
 * The browser bundles are unchanged: islands still get chunks of their own there.
 *
 * What it gives: every island (code block buttons, the search bar, schema tables, query checks, the extract
 * builder, the places taxonomy, the address sources, the not-found text) renders on the server; built without it
 * the server renders none and the build stops on the anchors inside them. What the islands save is theirs.
 * Goes when: Docusaurus renders parts of a page on the server only (an islands or server-components mode).
 */
export default function staticIslandsPlugin(): Plugin {
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer) {
      return isServer ? {output: {asyncChunks: false}} : {};
    },
  };
}
