/**
 * How the anchors of the shared definitions on /schema/reference/ begin (`def-common-names`). Apart from
 * model.ts so that the search engine, which ranks a type's own field above the definition it shares, reads it
 * without the schema reader.
 */
export const DEFINITION_ANCHOR_PREFIX = 'def-';
