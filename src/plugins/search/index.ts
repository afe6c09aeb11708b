import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const docSearchEsm = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js');

/**
 * Site search. The theme's DocSearch UI stays; this plugin decides what it costs
 * and what answers it.
 *
 * Bundle: DocSearch 3 ships one file. The theme points three of its entry points
 * at the UMD build, which cannot be tree-shaken, so the whole modal and its
 * Algolia client (about 55 KB gzip) landed in every page. Pointing them at the ES
 * module build leaves only the button and keyboard shortcut in the main bundle; the
 * modal gets its own copy (the `?modal` query makes a separate module) in the
 * chunk the theme already loads on demand.
 */
export default function searchPlugin(): Plugin {
  return {
    name: 'search',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/version': docSearchEsm,
            '@docsearch/react/useDocSearchKeyboardEvents': docSearchEsm,
            '@docsearch/react/useTheme': docSearchEsm,
            '@docsearch/react/button': docSearchEsm,
            '@docsearch/react/modal$': `${docSearchEsm}?modal`,
          },
        },
      };
    },
  };
}
