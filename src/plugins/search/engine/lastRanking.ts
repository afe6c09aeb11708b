import type {FacetFilters} from './facets';
import type {Engine} from './loadIndex';
import type {ParsedQuery} from './query';
import {rankRecords} from './ranking';

/** The last ranking of each engine, by what it depends on: the query, the filters and the parts at hand. */
const lastRanking = new WeakMap<Engine, {key: string; found: ReturnType<typeof rankRecords>}>();

/**
 * The records that answer the query, to be taken in order (rankRecords), or the last ranking if nothing it depends on has
 * changed: once the hits' text has come, the modal searches again for the same query (SearchOptions.textLater),
 * and ranking a broad prefix again took about 20 ms of main thread at 4x CPU, just when the reader may type on.
 */
export function rankingFor(
  engine: Engine,
  query: ParsedQuery,
  filters: FacetFilters | undefined,
  allowed: (id: number) => boolean,
): ReturnType<typeof rankRecords> {
  const {shards, dictionaries, thesaurus} = engine;
  const key = JSON.stringify([query, filters ?? null, shards.size, dictionaries.size, thesaurus.size]);
  const last = lastRanking.get(engine);
  if (last?.key === key) return last.found;
  const found = rankRecords(engine, query, allowed);
  lastRanking.set(engine, {key, found});
  return found;
}
