import {firstReleaseOfSchema} from '../../data/releases';
import type {CategoryRename} from '../../data/schemaHistory';
import type {Rename} from './duckdbFilter';
import type {Taxonomy} from './taxonomy';

/**
 * The renamed codes of the schema history by their current code, each with the first
 * release written with the new code (the oldest release of its schema version). A
 * rename to a code the taxonomy lacks, or in a version no release follows, stops the
 * build: the tree would mark the wrong entry, or the filter name a release that is not.
 */
export function renamesByCode(taxonomy: Taxonomy, renames: readonly CategoryRename[]): Map<string, Rename[]> {
  const byCode = new Map<string, Rename[]>();
  for (const {from, to, version} of renames) {
    if (taxonomy.byCode.get(to)?.group !== false) {
      throw new Error(`places taxonomy: ${from} was renamed ${to} in ${version}, which is no code of the taxonomy`);
    }
    const release = firstReleaseOfSchema(version)?.id;
    if (!release) throw new Error(`places taxonomy: no release follows schema ${version}, where ${from} became ${to}`);
    byCode.set(to, [...(byCode.get(to) ?? []), {from, to, version, release}]);
  }
  return byCode;
}
