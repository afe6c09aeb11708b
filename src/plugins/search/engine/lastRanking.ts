import type {FacetFilters} from './facets';
import type {Engine} from './loadIndex';
import type {ParsedQuery} from './query';
import {prefixAnswer} from './prefixAnswers';
import {rankRecords} from './ranking';

/**
 * How many rankings each engine keeps: the query in the box and the few before it, which a reader's backspace
 * comes back to ("buildings heigt", then "buildings heig" again).
 */
export const RANKINGS_KEPT = 4;

/** Each engine's last rankings, oldest first, by what they depend on: the query, the filters and the parts at hand. */
const lastRankings = new WeakMap<Engine, Map<string, ReturnType<typeof rankRecords>>>();

/**
 * The records that answer the query, to be taken in order (rankRecords), or a ranking kept if nothing it depends on
 * has changed. Once the hits' text has come, the modal searches again for the same query
 * (SearchOptions.textLater), and ranking a broad prefix again took about 20 ms of main thread at 4x CPU, just when
 * the reader may type on; a key deleted asks again for a query ranked a moment before.
 */
export function rankingFor(
  engine: Engine,
  query: ParsedQuery,
  filters: FacetFilters | undefined,
  allowed: (id: number) => boolean,
): ReturnType<typeof rankRecords> {
  const {shards, dictionaries, thesaurus} = engine;
  const key = JSON.stringify([query, filters ?? null, shards.size, dictionaries.size, thesaurus.size]);
  let kept = lastRankings.get(engine);
  if (!kept) lastRankings.set(engine, (kept = new Map()));
  const found = kept.get(key) ?? prefixAnswer(engine, query, allowed) ?? rankRecords(engine, query, allowed);
  // The one used goes last, and the oldest goes once more than RANKINGS_KEPT are kept.
  kept.delete(key);
  kept.set(key, found);
  if (kept.size > RANKINGS_KEPT) kept.delete(kept.keys().next().value!);
  return found;
}
