/**
 * English words too common to find anything with, left out of the index and of queries. Words that are also
 * schema field names (`at`, `when`, `using`, `during`) stay searchable. Apart from text.ts so that the early start
 * (client/liteClient.ts) can leave them out too, before the engine's code has come.
 */
export const STOP_WORDS = new Set(
  'did under a an and are as be by for from has have in into is it its of on or that the their then there these this to was were will with can you your we our which where how what if so than do does i my me s not each such every only also any but one both other may must would should could been being them they those who whose while about much many'.split(
    ' ',
  ),
);
