import {describe, expect, it} from 'vitest';
import {
  IMPLIED_WORDS,
  PHRASE_SYNONYMS,
  SYNONYM_GROUPS,
  alternativesOf,
  replacePhrases,
} from '../../src/plugins/search/engine/synonyms';
import {algoliaSynonyms} from '../../src/plugins/search/indexing/algoliaIndex';
import {normalizeTerm} from '../../src/plugins/search/engine/text';

describe('the synonym table', () => {
  const all = SYNONYM_GROUPS.flat();

  it('holds each word once, as the index stores it', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const word of [...all, ...IMPLIED_WORDS]) expect(normalizeTerm(word), word).toBe(word);
    for (const group of SYNONYM_GROUPS) expect(group.length, group.join()).toBeGreaterThan(1);
  });

  it('gives every word the others of its group, and nothing to other words', () => {
    expect(alternativesOf('colour')).toEqual(['color']);
    expect(alternativesOf('license')).toEqual(expect.arrayContaining(['licence', 'licensing']));
    expect(alternativesOf('building')).toContain('footprint');
    expect(alternativesOf('segment')).toEqual([]);
  });

  it('reads each phrase as its word, with spaces or hyphens, and only as whole words', () => {
    for (const [phrase, word] of PHRASE_SYNONYMS) {
      expect(replacePhrases(`the ${phrase} tool`)).toBe(`the ${word} tool`);
      expect(replacePhrases(phrase.toUpperCase())).toBe(word);
      // The words a phrase stands for are words of the index, as it stores them.
      expect(word, phrase).toMatch(/^[a-z]+(?: [a-z]+)*$/);
    }
    expect(replacePhrases('command-line download')).toBe('cli download');
    expect(replacePhrases('subcommand lines')).toBe('subcommand lines');
  });

  it('goes to Algolia whole, so both search modes agree', () => {
    const sent = algoliaSynonyms();
    for (const group of SYNONYM_GROUPS) expect(sent).toContainEqual(expect.objectContaining({synonyms: [...group]}));
    for (const [phrase, word] of PHRASE_SYNONYMS)
      expect(sent).toContainEqual(expect.objectContaining({synonyms: [phrase, word]}));
    expect(new Set(sent.map((hit) => hit.objectID)).size).toBe(sent.length);
  });
});
