// Rewrites the generated route registry (.docusaurus/registry.js) for the browser
// bundle: each entry is [loader, module path, module id], and the module path only
// serves server rendering (react-loadable reports it to collect a page's chunks). In
// the browser it is dead weight, one string per chunk of every route, so it becomes 0.
// Stops the build when an entry does not have the expected shape (see
// UPSTREAM_PATCHES.registryModulePaths), rather than ship a half-rewritten table.
const ENTRY_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

module.exports = function leanRegistry(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let rewritten = 0;
  const lean = source.replace(ENTRY_PATH, () => {
    rewritten += 1;
    return '), 0, require.resolveWeak(';
  });
  if (rewritten !== entries) {
    throw new Error(
      `src/framework/route-tables: ${this.resourcePath} has ${entries} entries, ${rewritten} of the expected shape.`,
    );
  }
  return lean;
};
