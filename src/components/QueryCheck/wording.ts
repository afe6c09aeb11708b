import {QUERY_CHECKS, spatialStandInsOf, type QueryCheck} from '../../data/queryChecks';
import {QUERY_ENGINES, type QueryEngine} from '../Query/engines';

/** A query the line is about. */
export interface CheckedQuery {
  engine: QueryEngine;
  /** The query's text as the page shows it. */
  sql: string;
  /** How a line about a query the tests run names it: `this query` unless given. */
  subject?: string;
}

/** What a run with stand-ins proves, by what of the query they replaced. */
const STAND_IN_CLAUSES = {
  functions:
    ', with stand-ins for its spatial functions: this proves its columns, fields and functions exist, ' +
    'not its spatial results',
  gdalOutput:
    ', writing Parquet in place of its GDAL output: this proves its columns, fields and functions exist, ' +
    'not its output file',
  both:
    ', with stand-ins for its spatial functions and Parquet in place of its GDAL output: this proves its ' +
    'columns, fields and functions exist, not its spatial results or output file',
};

function standInClause(sql: string): string {
  const {functions, gdalOutput} = spatialStandInsOf(sql);
  if (functions && gdalOutput) return STAND_IN_CLAUSES.both;
  if (functions) return STAND_IN_CLAUSES.functions;
  return gdalOutput ? STAND_IN_CLAUSES.gdalOutput : '';
}

/**
 * The line under a query saying how the site's tests check it, from the record they follow
 * (src/data/queryChecks.ts; another only in tests), or null for an engine whose queries they
 * do not check.
 */
export function queryCheckLine(
  {engine, sql, subject = 'this query'}: CheckedQuery,
  checks: Readonly<Record<QueryEngine, QueryCheck>> = QUERY_CHECKS,
): string | null {
  const {runs, syntax, columns} = checks[engine];
  if (runs) {
    const standIns = runs.spatial === 'stand-ins' ? standInClause(sql) : '';
    return (
      `The site's tests run ${subject} in ${QUERY_ENGINES[engine]} ${runs.version} ` +
      `on a sample of release ${runs.sample}${standIns}.`
    );
  }
  const checked = [syntax && `syntax as ${syntax.as}`, columns && `column names against schema ${columns}`];
  const parts = checked.filter(Boolean);
  if (parts.length === 0) return null;
  return `The site's tests check this query's ${parts.join(' and its ')}${syntax ? '' : ', not its syntax'}.`;
}
