// The browser build of the lite client, which `algoliasearch/lite` resolves to in the
// browser; imported by path where `algoliasearch/lite` itself is aliased to our client.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
