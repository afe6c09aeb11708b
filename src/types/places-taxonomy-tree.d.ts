/**
 * The places taxonomy as HTML (empty in the browser bundle), the address of the same HTML
 * as a file, how many categories, top-level categories and levels it has, and how many
 * codes each schema version renamed, with the first release written with the new codes.
 */
declare module '@places-taxonomy/tree' {
  const tree: {
    html: string;
    url: string;
    categories: number;
    roots: number;
    depth: number;
    renamed: {version: string; release: string; codes: number}[];
  };
  export default tree;
}
