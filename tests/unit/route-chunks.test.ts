import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ChunkFilesPlugin,
  parseRoutes,
  routeChunksOf,
  type ChunkFiles,
} from '../../src/framework/scripts-after-paint/routeChunks';

/** A route table shaped as Docusaurus 3.10 generates it (`.docusaurus/routes.js`). */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/',
    component: ComponentCreator('/blog/', '9c5'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '2e1'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'f3a'),
        routes: [
          {
            path: '/guides/places/',
            component: ComponentCreator('/guides/places/', '4d0'),
            exact: true
          },
          {
            path: '/',
            component: ComponentCreator('/', 'b77'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/blog/-9c5': {__comp: 'list', items: [{content: 'post1'}, {content: 'post2'}]},
  '/-2e1': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/-f3a': {__comp: 'docsVersion', __props: 'versionData'},
  '/guides/places/-4d0': {__comp: 'docItem', content: 'placesGuide'},
  '/-b77': {__comp: 'docItem', content: 'home'},
};

const CHUNKS: ChunkFiles = {
  entry: ['assets/js/runtime~main.js', 'assets/js/main.js'],
  named: {
    list: ['assets/js/list.js', 'assets/js/shared.js'],
    post1: ['assets/js/post1.js'],
    post2: ['assets/js/post2.js', 'assets/js/shared.js'],
    docsRoot: ['assets/js/docsRoot.js'],
    docsPlugin: ['assets/js/docsPlugin.js'],
    docsVersion: ['assets/js/docsVersion.js'],
    versionData: ['assets/js/versionData.js'],
    docItem: ['assets/js/docItem.js', 'assets/js/shared.js'],
    placesGuide: ['assets/js/placesGuide.js'],
    home: ['assets/js/home.js'],
  },
};

describe("a page's route chunks", () => {
  it('reads the generated route table as data, and stops on one of another shape', () => {
    const routes = parseRoutes(ROUTES_JS);
    expect(routes[0]).toEqual({path: '/blog/', component: {path: '/blog/', hash: '9c5'}, exact: true});
    expect(routes[1].routes?.[0].routes?.[0].component).toEqual({path: '/guides/places/', hash: '4d0'});
    expect(() => parseRoutes('module.exports = [];')).toThrow(/another shape/);
  });

  it('gives every chunk of each route the address matches, nested routes first, each file once', () => {
    const chunksOf = routeChunksOf(parseRoutes(ROUTES_JS), CHUNK_NAMES, CHUNKS);
    expect(chunksOf('/guides/places/')).toEqual([
      'assets/js/docsRoot.js',
      'assets/js/docsPlugin.js',
      'assets/js/docsVersion.js',
      'assets/js/versionData.js',
      'assets/js/docItem.js',
      'assets/js/shared.js',
      'assets/js/placesGuide.js',
    ]);
    expect(chunksOf('/')).toContain('assets/js/home.js');
    expect(chunksOf('/')).not.toContain('assets/js/placesGuide.js');
    // A list page needs each of its items' chunks as well.
    expect(chunksOf('/blog/')).toEqual([
      'assets/js/list.js',
      'assets/js/shared.js',
      'assets/js/post1.js',
      'assets/js/post2.js',
    ]);
  });

  it("names no chunk where the route's entry or a chunk's files are unknown, rather than a wrong one", () => {
    const chunksOf = routeChunksOf(parseRoutes(ROUTES_JS), {}, CHUNKS);
    expect(chunksOf('/guides/places/')).toEqual([]);
    // An address no page has gets what the core's preload asks for there: the layouts it falls under.
    expect(routeChunksOf(parseRoutes(ROUTES_JS), CHUNK_NAMES, CHUNKS)('/404.html')).toEqual([
      'assets/js/docsRoot.js',
      'assets/js/docsPlugin.js',
      'assets/js/docsVersion.js',
      'assets/js/versionData.js',
    ]);
  });

  it("writes each named chunk group's scripts after the build's own files, leaving out the entry's", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chunks-')), 'nested', 'chunk-files.json');
    const group = (files: string[], initial = false) => ({getFiles: () => files, isInitial: () => initial});
    let afterEmit: ((compilation: never) => Promise<void>) | undefined;
    new ChunkFilesPlugin(file).apply({hooks: {afterEmit: {tapPromise: (_name, run) => void (afterEmit = run)}}});
    await afterEmit!({
      entrypoints: new Map([['main', group(['assets/js/runtime.js', 'assets/js/main.js', 'assets/css/s.css'], true)]]),
      namedChunkGroups: new Map([
        ['main', group(['assets/js/runtime.js', 'assets/js/main.js'], true)],
        ['docItem', group(['assets/js/main.js', 'assets/js/docItem.js', 'assets/css/docItem.css'])],
      ]),
    } as never);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      entry: ['assets/js/runtime.js', 'assets/js/main.js'],
      named: {docItem: ['assets/js/docItem.js']},
    });
  });
});
