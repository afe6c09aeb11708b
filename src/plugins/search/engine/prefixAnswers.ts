import type {PrefixAnswer, SearchIndexFile} from './indexFile';
import {writtenLikeField} from './intent';
import {loadEngine, type Engine} from './loadIndex';
import type {RankedOrder} from './order';
import {parseQuery, type ParsedQuery} from './query';
import {rankRecords} from './ranking';

/**
 * The answers to the queries of two letters, ranked at build and kept in their shards. A reader's query starts
 * with them, and two letters match more of the index than any other query: "re" has 3,849 records and "co" 3,310,
 * each ranked in full to show the first twenty, and such keys were the slowest of `bench:search`'s typing (78 to
 * 97 ms at 4x CPU, most of it ranking). What two letters find depends on their shard alone (a word that short has
 * no typos and no thesaurus; matching.ts), so the build ranks each once, with the engine the browser runs, and the
 * browser reads the answer: the first URLs in order, and how many answer under each facet filter. Anything else
 * asked of such a query (more hits than were kept, another `distinct`, facet counts) ranks it in full, as before.
 */

/** How many URLs an answer keeps: two pages of the modal's twenty hits. */
export const PREFIX_ANSWER_URLS = 40;

/** Whether a query is the shard's two letters being typed, as the build ranked them. */
function asTyped(query: ParsedQuery): string | null {
  if (query.terms.length !== 1 || query.excluded.length > 0 || writtenLikeField(query.text)) return null;
  const [{term, prefix}] = query.terms;
  return prefix && term.length === 2 ? term : null;
}

/** Ranks the query of each shard of two letters over the whole index, and keeps the answer in the shard. */
export function addPrefixAnswers(file: SearchIndexFile): void {
  const engine = loadEngine(file);
  for (const [key, shard] of Object.entries(file.shards)) {
    const query = parseQuery(key, false);
    if (asTyped(query) !== key) continue;
    const {order} = rankRecords(engine, query, () => true);
    const ids = order.first(PREFIX_ANSWER_URLS + 1, 1);
    const groups = new Map<string, [number, number]>();
    for (const id of order.kept(1)) {
      const {language, tag} = engine.records[id];
      const group = groups.get(`${language} ${tag}`);
      if (group) group[1]++;
      else groups.set(`${language} ${tag}`, [id, 1]);
    }
    const answer: PrefixAnswer = {
      ids: ids.slice(0, PREFIX_ANSWER_URLS),
      complete: ids.length <= PREFIX_ANSWER_URLS,
      groups: [...groups.values()],
    };
    shard.best = answer;
  }
}

/**
 * The order of a query of two letters from its shard's answer, where it has one; else null. The facet filters
 * are read on a record of each page (`allowed`): they concern a page's language and tag, which all its records
 * share. A query that excludes words is not answered here, as excluding is done record by record.
 */
export function prefixAnswer(
  engine: Engine,
  query: ParsedQuery,
  allowed: (id: number) => boolean,
): ReturnType<typeof rankRecords> | null {
  const typed = asTyped(query);
  const best = typed === null ? undefined : engine.shards.get(typed)?.best;
  if (!best) return null;
  let ranked: RankedOrder | undefined;
  const inFull = (): RankedOrder => (ranked ??= rankRecords(engine, query, allowed).order);
  const ids = best.ids.filter(allowed);
  const order: RankedOrder = {
    first: (count, limit) =>
      limit !== 1 || (count > ids.length && !best.complete) ? inFull().first(count, limit) : ids.slice(0, count),
    keptCount: (limit) =>
      limit !== 1
        ? inFull().keptCount(limit)
        : best.groups.reduce((sum, [id, urls]) => sum + (allowed(id) ? urls : 0), 0),
    kept: (limit) => inFull().kept(limit),
  };
  return {order, relaxed: []};
}
