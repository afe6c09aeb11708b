// DocSearch's modal entry point, which the theme's search bar loads on demand and the search plugin's bar asks
// for earlier (see the alias in src/plugins/search/index.ts). DocSearch 3.9.0 ships no types for it.
declare module '@docsearch/react/modal';
