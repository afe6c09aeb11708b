import {describe, expect, it} from 'vitest';
import {buildThesaurus} from '../../src/plugins/search/indexing/thesaurus';
import {normalizeTerm} from '../../src/plugins/search/engine/text';

/** Site words that WordNet links readers' words to, in map-data senses and in others. */
const SITE = new Set(['toilet', 'restaurant', 'take', 'have', 'consume', 'absorb', 'assimilate'].map(normalizeTerm));

describe('the thesaurus made from WordNet at build time', () => {
  const thesaurus = buildThesaurus(SITE);

  it("leads a reader's word to the site's word for the same thing", () => {
    expect(thesaurus[normalizeTerm('lavatory')]).toContain(normalizeTerm('toilet'));
    expect(thesaurus[normalizeTerm('cafe')]).toContain(normalizeTerm('restaurant'));
  });

  it('leaves out senses about eating, the body and feelings, which never mean map data', () => {
    // WordNet's first sense of "ingest" is to eat (verb.consumption): consume, take, have. A reader ingesting
    // places loads them; its second sense (verb.cognition: absorb, assimilate) is kept.
    const ingest = thesaurus[normalizeTerm('ingest')] ?? [];
    for (const word of ['take', 'have', 'consume']) expect(ingest).not.toContain(normalizeTerm(word));
    expect(ingest).toContain(normalizeTerm('absorb'));
  });
});
