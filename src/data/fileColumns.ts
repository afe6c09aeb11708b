/**
 * Columns every GeoParquet file of a release has that the schema does not describe as a field of
 * the feature. The schema reference says where such a column was once in the schema; the sample
 * release the tests run queries on (scripts/sample-release/columns.ts) writes them, as the real
 * files do. Sources: the files of every release from 2024-07-22.0 to 2025-10-22.0 carry `bbox`
 * (Overture's GeoParquet `covering` metadata names it, and its official queries filter on it),
 * while the schema described it only in v1.7.0.
 */
export interface FileColumn {
  name: string;
  /** Its type, as DuckDB's DESCRIBE prints it. */
  duckdbType: string;
  /** What it holds and what it is for. */
  holds: string;
  /** Where the site explains how to use it: the address and the title of that section. */
  explainedAt: {href: string; title: string};
}

export const FILE_COLUMNS: readonly FileColumn[] = [
  {
    name: 'bbox',
    duckdbType: 'STRUCT(xmin FLOAT, xmax FLOAT, ymin FLOAT, ymax FLOAT)',
    holds: "the feature's bounding box, which readers filter on to read only the parts of a file that overlap an area",
    explainedAt: {
      href: '/getting-data/#how-a-release-is-laid-out',
      title: "How a release's Parquet files are laid out",
    },
  },
];

/** The file column a removed field still lives on as, if any. */
export const fileColumn = (path: string): FileColumn | undefined => FILE_COLUMNS.find(({name}) => name === path);
