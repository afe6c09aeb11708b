/**
 * The TypeScript helpers the site's browser code calls, and nothing else. Docusaurus's
 * `@docusaurus/utils-common` (3.10) is compiled to CommonJS with `importHelpers`, so
 * it requires `tslib`, and a CommonJS require keeps every export: all of tslib
 * (about 2 KB gzip) sat in the main bundle of every page for one helper. A unit test
 * (`tests/unit/tslib-shim.test.ts`) fails when browser code asks for a helper this
 * file does not have.
 */
/** What `import x from 'cjs-module'` compiles to: the module itself as the default, unless it is ES. */
export function __importDefault<T>(module: T): T | {default: T} {
  return (module as {__esModule?: boolean} | null)?.__esModule ? module : {default: module};
}
