import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {REGISTRY_LOADER} from '../../src/framework/route-tables';

type Loader = (this: {resourcePath: string}, source: string) => string;
const leanRegistry = createRequire(import.meta.url)(REGISTRY_LOADER) as Loader;
const run = (source: string): string => leanRegistry.call({resourcePath: '/site/.docusaurus/registry.js'}, source);

/** One registry entry as @docusaurus/core 3.10.2 writes it (codegenRoutes.js, genRegistry). */
const entry = (chunkName: string, modulePath: string): string =>
  `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('the route registry loader', () => {
  it('drops the module path of every registry entry, keeping the loader and the module id', () => {
    const source = `export default {\n${[
      entry('018e2b04', '@site/blog/2024/2024-10-23.0.mdx'),
      entry('02fc1495', '@site/blog/2024/2024-08-20.0.mdx?truncated=true'),
      entry('01a85c17', '@theme/BlogTagsListPage'),
      entry('0e384e19', '@site/docs/a \\"quoted\\" name.mdx'),
    ].join('\n')}};\n`;
    const lean = run(source);
    expect(lean).not.toMatch(/\), "@/);
    expect(lean.split('\n')[1]).toBe(
      '  "018e2b04": [() => import(/* webpackChunkName: "018e2b04" */ "@site/blog/2024/2024-10-23.0.mdx"), 0, require.resolveWeak("@site/blog/2024/2024-10-23.0.mdx")],',
    );
    expect(lean.match(/, 0, require\.resolveWeak\(/g)).toHaveLength(4);
  });

  it('stops the build when an entry has another shape', () => {
    const source = `export default {\n${entry('a', '@site/a.mdx')}\n  "b": [() => import("@site/b.mdx"), require.resolveWeak("@site/b.mdx")],\n};\n`;
    expect(() => run(source)).toThrow(/2 entries, 1 of the expected shape/);
  });
});
