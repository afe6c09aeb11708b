import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateReference, referenceSources, writeGenerated, type ReferenceTargets} from './generate';

export interface SchemaReferencePluginOptions {
  /** A checkout of the official schema repository to document instead of `schema/`. */
  schemaDir?: string;
  /** Schema version, for the bundled download's title. */
  version: string;
}

/** The static folder the downloads are written to; the site config lists it in `staticDirectories`. */
export const SCHEMA_STATIC_DIR = '.docusaurus/schema-reference/static';

function targetsOf(context: LoadContext): ReferenceTargets {
  return {
    pagesDir: path.join(context.siteDir, 'docs', 'schema', 'reference'),
    modulesDir: path.join(context.generatedFilesDir, 'schema-reference', 'modules'),
    modulesImport: '@generated/schema-reference/modules',
    staticDir: path.join(context.siteDir, SCHEMA_STATIC_DIR),
  };
}

/** Generated folders the plugin owns: its modules, its downloads, and each theme folder of the reference. */
function managedDirs(targets: ReferenceTargets): string[] {
  let themes: string[] = [];
  try {
    themes = readdirSync(targets.pagesDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(targets.pagesDir, entry.name));
  } catch {
    // No reference folder yet: nothing generated before.
  }
  return [targets.modulesDir, path.join(targets.staticDir, 'schema'), ...themes];
}

/**
 * The schema reference: reads the schema folder and generates a docs page per feature
 * type under `docs/schema/reference/<theme>/<type>.mdx` (git ignores them), the data
 * their field tables render, the shared definitions, and the downloadable schema.
 * Pages are generated before the docs plugin reads the docs folder, and again whenever
 * the schema changes during `npm start`. A malformed schema stops the build with the
 * file and JSON pointer at fault.
 */
export default function schemaReferencePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<SchemaReferencePluginOptions> | undefined;
  if (typeof options?.version !== 'string') {
    throw new Error('The schema-reference plugin needs {version: string, schemaDir?: string}.');
  }
  const sources = referenceSources(context.siteDir, options.schemaDir, options.version);
  const targets = targetsOf(context);
  const generate = (): void => {
    writeGenerated(generateReference(sources, targets), managedDirs(targets));
  };
  generate();
  return {
    name: 'schema-reference',
    getPathsToWatch() {
      return [sources.schemaDir, sources.examplesDir, sources.counterexamplesDir].map(
        (dir) => `${dir}/**/*.{yaml,yml,json}`,
      );
    },
    async loadContent() {
      generate();
    },
    configureWebpack() {
      // `import text from './example.yaml?raw'` gives the file's text, for pages that show examples.
      return {module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]}};
    },
  };
}
