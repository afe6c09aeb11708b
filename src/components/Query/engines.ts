/**
 * The engines a query can be written for, with their tab labels, in the order a
 * page usually gives them. A query file says its engine in its name
 * (`pharmacies-lisbon.duckdb.sql`); the tests check each engine's files their own way.
 */
export const QUERY_ENGINES = {
  duckdb: 'DuckDB',
  athena: 'Athena',
  synapse: 'Synapse',
  bigquery: 'BigQuery',
  snowflake: 'Snowflake',
  databricks: 'Databricks',
} as const;

export type QueryEngine = keyof typeof QUERY_ENGINES;
