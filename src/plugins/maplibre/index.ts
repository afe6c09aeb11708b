import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

const MAPLIBRE = /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/]/;
/** `import href from './x.css?url'`: the file's address instead of its rules. */
const URL_QUERY = /url/;

/**
 * Bundling MapLibre 6 so that only a page showing a map pays for it:
 * - its worker, a second module file the map component asks for with
 *   `new URL(…, import.meta.url)`, goes with the other scripts under a content hash;
 * - its stylesheet, imported with `?url`, becomes a file of its own that the map links
 *   when it loads. Docusaurus merges every stylesheet a page imports, lazily or not,
 *   into the one file all pages load, so its CSS rule must let these imports pass;
 * - the library's own dynamic `import(url)`, which loads plugins given at run time, is
 *   not a dependency the bundler should try to resolve or warn about.
 */
export default function maplibrePlugin(): Plugin {
  return {
    name: 'maplibre',
    configureWebpack(config) {
      for (const rule of (config.module?.rules ?? []) as RuleSetRule[]) {
        if (rule.test instanceof RegExp && rule.test.test('map.css')) {
          rule.resourceQuery = {not: [URL_QUERY]};
        }
      }
      return {
        module: {
          rules: [
            {
              test: /maplibre-gl-worker\.mjs$/,
              type: 'asset/resource',
              generator: {filename: 'assets/js/maplibre-worker.[contenthash:8].mjs'},
            },
            {
              test: /\.css$/,
              resourceQuery: URL_QUERY,
              type: 'asset/resource',
              generator: {filename: 'assets/css/[name].[contenthash:8].css'},
            },
          ],
        },
        ignoreWarnings: [
          (warning) =>
            MAPLIBRE.test((warning as {module?: {resource?: string}}).module?.resource ?? '') &&
            /Critical dependency/.test(warning.message),
        ],
      };
    },
  };
}
