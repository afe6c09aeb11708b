import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLACES_TAXONOMY_CSV} from '../../data/placesTaxonomy';
import {SCHEMA_HISTORY} from '../../data/schemaHistory';
import {renamesByCode} from './renames';
import {parseTaxonomy} from './taxonomy';
import {taxonomyHtml} from './treeHtml';

/** The taxonomy of the schema version the site documents, as Overture publishes it. */
export const TAXONOMY_FILE = path.join(__dirname, '../../data', PLACES_TAXONOMY_CSV);
/** The module the theme component imports: the tree's HTML on the server, only its address in the browser. */
export const TREE_MODULE = '@places-taxonomy/tree';
const FRAGMENT_DIR = 'assets/places-taxonomy';

interface TreeContent {
  html: string;
  hash: string;
  /**
   * How many categories, top-level categories and levels the taxonomy has, and how many
   * codes each schema version renamed (with its first release), for the page to state.
   */
  counts: {categories: number; roots: number; depth: number; renamed: RenamedCount[]};
}

interface RenamedCount {
  version: string;
  release: string;
  codes: number;
}

/**
 * The places category taxonomy, browsable (`theme/PlacesTaxonomy`). The tree is HTML
 * made at build: the server bundle gets it to render into the page, the browser bundle
 * only the address of the same HTML as a file (a JSON string: hosts rewrite `.html`
 * addresses), which a page reached by in-site navigation fetches. So no category list ever travels as JavaScript, and React never
 * walks the tree (it is a static island). `npm start`, which writes no files, bundles
 * the HTML for the browser too.
 */
export default function placesTaxonomyPlugin(context: LoadContext): Plugin {
  const modules = {server: '', browser: ''};
  let tree: TreeContent | undefined;
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'places-taxonomy',
    getThemePath: () => path.join(__dirname, 'theme'),

    async loadContent() {
      const taxonomy = parseTaxonomy(await readFile(TAXONOMY_FILE, 'utf8'));
      const renames = renamesByCode(taxonomy, SCHEMA_HISTORY.categoryRenames);
      const html = taxonomyHtml(taxonomy, renames, context.baseUrl);
      const renamed = new Map<string, RenamedCount>();
      for (const {version, release} of [...renames.values()].flat()) {
        const count = renamed.get(version) ?? {version, release, codes: 0};
        renamed.set(version, {...count, codes: count.codes + 1});
      }
      const counts = {
        categories: taxonomy.byCode.size - taxonomy.groups.length,
        roots: taxonomy.roots.length,
        depth: Math.max(...[...taxonomy.byCode.values()].map((category) => category.path.length)),
        renamed: [...renamed.values()],
      };
      tree = {html, counts, hash: createHash('sha256').update(html).digest('hex').slice(0, 12)};
      return tree;
    },

    async contentLoaded({actions}) {
      const content = tree!;
      const url = `${context.baseUrl}${FRAGMENT_DIR}/tree.${content.hash}.json`;
      const module = (html: string): string => `export default ${JSON.stringify({html, url, ...content.counts})};\n`;
      modules.server = await actions.createData('tree-server.js', module(content.html));
      modules.browser = await actions.createData('tree-browser.js', module(production ? '' : content.html));
    },

    configureWebpack(_config, isServer) {
      return {resolve: {alias: {[`${TREE_MODULE}$`]: isServer ? modules.server : modules.browser}}};
    },

    async postBuild({outDir}) {
      const content = tree!;
      await mkdir(path.join(outDir, FRAGMENT_DIR), {recursive: true});
      await writeFile(path.join(outDir, FRAGMENT_DIR, `tree.${content.hash}.json`), JSON.stringify(content.html));
    },
  };
}
