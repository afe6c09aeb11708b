// The theme's DocSearch bar, which the search plugin's SearchBar wraps (see the alias
// in src/plugins/search/index.ts). Untyped, as `@theme-original/*` is: the theme
// declares `@theme/SearchBar` without the props it takes.
declare module '@theme-search-algolia/SearchBar';
