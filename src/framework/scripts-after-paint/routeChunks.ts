import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

/** Where, under the generated files, the client build leaves the JavaScript files of its chunk groups. */
export const CHUNK_FILES = 'scripts-after-paint/chunk-files.json';

/** The JavaScript files, from the output folder, of the entry and of each chunk group a route component loads. */
export interface ChunkFiles {
  entry: string[];
  /** By chunk name: Docusaurus names each route component's `import()` after its key in the route registry. */
  named: Record<string, string[]>;
}

/** What the plugin reads of a chunk group of webpack or Rspack, which both have it. */
interface ChunkGroupLike {
  getFiles(): string[];
  isInitial(): boolean;
}

interface CompilerLike {
  hooks: {
    afterEmit: {
      tapPromise(
        name: string,
        run: (compilation: {
          entrypoints: ReadonlyMap<string, ChunkGroupLike>;
          namedChunkGroups: ReadonlyMap<string, ChunkGroupLike>;
        }) => Promise<void>,
      ): void;
    };
  };
}

const scriptsOf = (files: string[]): string[] => files.filter((file) => file.endsWith('.js'));

/** Writes the client build's chunk groups to `file` (ChunkFiles) once the build has written its own files. */
export class ChunkFilesPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tapPromise('scripts-after-paint', async (compilation) => {
      const entry = [...compilation.entrypoints.values()].flatMap((group) => scriptsOf(group.getFiles()));
      const named: Record<string, string[]> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!group.isInitial()) named[name] = scriptsOf(group.getFiles()).filter((file) => !entry.includes(file));
      }
      await mkdir(path.dirname(this.file), {recursive: true});
      await writeFile(this.file, JSON.stringify({entry, named} satisfies ChunkFiles));
    });
  }
}

/** A route of the generated route table, with the component's key into the chunk names table. */
interface Route {
  path: string;
  exact?: boolean;
  component: {path: string; hash?: string};
  routes?: Route[];
}

/** The matcher the core's `preload` uses (react-router-config), resolved from the core as it resolves it. */
function coreMatchRoutes(): (routes: Route[], pathname: string) => {route: Route}[] {
  const fromCore = createRequire(createRequire(__filename).resolve('@docusaurus/core/package.json'));
  return (fromCore('react-router-config') as {matchRoutes: ReturnType<typeof coreMatchRoutes>}).matchRoutes;
}

/**
 * The generated route table (`routes.js`), read as data: its lines are plain object literals whose components are
 * `ComponentCreator('/path/', 'hash')`, the key the chunk names table (`routesChunkNames.json`) is written under.
 */
export function parseRoutes(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (body === source || !body.includes('return ')) throw new Error('scripts-after-paint: routes.js has another shape');
  return new Function('ComponentCreator', body)((routePath: string, hash?: string) => ({path: routePath, hash}));
}

/** Every chunk name under a route's entry of the chunk names table, nested as the route's props are. */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * The scripts a page's app loads before it hydrates, besides the entry: those of every route the address matches,
 * in the order the core's `preload` asks for them. From the output folder, without the base path.
 */
export function routeChunksOf(
  routes: Route[],
  chunkNames: Record<string, unknown>,
  chunks: ChunkFiles,
): (pathname: string) => string[] {
  const matchRoutes = coreMatchRoutes();
  return (pathname) => {
    const files = matchRoutes(routes, pathname).flatMap(({route}) => {
      const names = chunkNamesIn(chunkNames[`${route.component.path}-${route.component.hash}`]);
      return names.flatMap((name) => chunks.named[name] ?? []);
    });
    return [...new Set(files)];
  };
}

/** routeChunksOf, from the files the build generated in `generatedFilesDir`. */
export async function readRouteChunks(generatedFilesDir: string): Promise<(pathname: string) => string[]> {
  const read = (file: string) => readFile(path.join(generatedFilesDir, file), 'utf8');
  const [routes, chunkNames, chunks] = await Promise.all([
    read('routes.js'),
    read('routesChunkNames.json'),
    read(CHUNK_FILES),
  ]);
  return routeChunksOf(parseRoutes(routes), JSON.parse(chunkNames), JSON.parse(chunks) as ChunkFiles);
}
