import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, upstreamPath} from '../../framework/upstream';
import {SERVER_RENDERED_CODE_BUTTONS, textRewriteRule} from '../../framework/textRewrites';

/**
 * Keeps syntax highlighting cheap. A fresh classic site ships prism-react-renderer,
 * whose bundled Prism (about 40 grammars, 30 KB gzip) sits in the main bundle of
 * every page because the theme registers extra languages in a client module. Here:
 * - that client module is dropped;
 * - `prism-react-renderer` resolves to `Highlight.tsx`, the same API over Prism's
 *   bare core, with grammars loaded one by one (`grammars.ts`);
 * - this plugin's `CodeBlock` (`theme/CodeBlock`, wrapping the theme's own) loads
 *   the code block, the core and the block's grammar only when a reader reaches for
 *   a block's buttons;
 * - `theme/CodeBlock/Line/Token` writes a token no colour rule selects as bare text,
 *   not a span (UPSTREAM_PATCHES.lineToken).
 * Server and client bundles get the same aliases, so hydration sees identical markup.
 */
/** The code block island and what it loads code with, kept together in the browser bundle. */
const CODE_BLOCK_CHUNK = {
  test: /[\\/]src[\\/]plugins[\\/]code-highlighting[\\/](theme[\\/]CodeBlock[\\/]index|liveCodeBlock)\.tsx?$/,
  name: 'code-block',
  chunks: 'all' as const,
  enforce: true,
  priority: 50,
};

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      return {
        // The island that every code block renders through sits in one chunk of its own: it is
        // needed by the docs layout and by pages showing queries, and was copied into both.
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {codeBlockIsland: CODE_BLOCK_CHUNK}}}}),
        // A block's buttons in the server's markup too (SERVER_RENDERED_CODE_BUTTONS): both bundles, so hydration agrees.
        module: {
          rules: [textRewriteRule(SERVER_RENDERED_CODE_BUTTONS)],
        },
        resolve: {
          alias: {
            [upstreamPath(UPSTREAM_PATCHES.prismIncludeLanguages)]: false,
            // Every importer, the theme's code block first (UPSTREAM_PATCHES.prismHighlight).
            'prism-react-renderer$': path.join(__dirname, 'Highlight.tsx'),
          },
        },
      };
    },
  };
}
