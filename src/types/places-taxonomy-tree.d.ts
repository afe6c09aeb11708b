/**
 * The places taxonomy as HTML (empty in the browser bundle), the address of the same HTML
 * as a file, and how many categories, top-level categories and levels it has.
 */
declare module '@places-taxonomy/tree' {
  const tree: {html: string; url: string; categories: number; roots: number; depth: number};
  export default tree;
}
