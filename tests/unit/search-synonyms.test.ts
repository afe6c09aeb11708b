import {describe, expect, it, vi} from 'vitest';
import {
  IMPLIED_WORDS,
  PHRASE_SYNONYMS,
  WORD_FORMS,
  alternativesOf,
  replacePhrases,
} from '../../src/plugins/search/engine/synonyms';
import {algoliaSynonyms} from '../../src/plugins/search/indexing/algoliaIndex';
import {normalizeTerm} from '../../src/plugins/search/engine/text';
import {DOMAIN_VOCABULARY, siteWordsFor} from '../../src/plugins/search/engine/vocabulary';

describe('the word forms', () => {
  const all = WORD_FORMS.flat();

  it('holds each word once, as the index stores it', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const word of [...all, ...IMPLIED_WORDS]) expect(normalizeTerm(word), word).toBe(word);
    for (const group of WORD_FORMS) expect(group.length, group.join()).toBeGreaterThan(1);
  });

  it('gives every word the others of its group, and nothing to other words', () => {
    expect(alternativesOf('colour')).toEqual(['color']);
    expect(alternativesOf('license')).toEqual(expect.arrayContaining(['licence', 'licensing']));
    expect(alternativesOf('segment')).toEqual([]);
    // A word of another meaning is the vocabulary's, not a form of the word.
    expect(alternativesOf('building')).toEqual([]);
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

  it("runs no phrase's pattern on a query holding none of the phrases' first words", () => {
    // Compiling the patterns cost a reader's first two searches about 9 ms each in Node (synonyms.ts).
    const patternsRun = vi.spyOn(RegExp.prototype, Symbol.replace);
    try {
      expect(replacePhrases('duckdb buildings height')).toBe('duckdb buildings height');
      expect(patternsRun).not.toHaveBeenCalled();
      expect(replacePhrases('buildings in my town')).toBe('buildings in area');
      expect(patternsRun).toHaveBeenCalled();
    } finally {
      patternsRun.mockRestore();
    }
  });

  it('goes to Algolia whole, so both search modes agree', () => {
    const sent = algoliaSynonyms();
    for (const group of WORD_FORMS) expect(sent).toContainEqual(expect.objectContaining({synonyms: [...group]}));
    for (const [phrase, word] of PHRASE_SYNONYMS)
      expect(sent).toContainEqual(expect.objectContaining({synonyms: [phrase, word]}));
    for (const {reader, site} of DOMAIN_VOCABULARY)
      for (const word of reader)
        expect(sent).toContainEqual(expect.objectContaining({type: 'oneWaySynonym', input: word, synonyms: [...site]}));
    expect(new Set(sent.map((hit) => hit.objectID)).size).toBe(sent.length);
  });
});

describe('the domain vocabulary', () => {
  it('gives every entry its reason, and words of one word each', () => {
    for (const {reader, site, reason} of DOMAIN_VOCABULARY) {
      expect(reason.length, reader.join()).toBeGreaterThan(20);
      expect(reader.length * site.length, reader.join()).toBeGreaterThan(0);
      for (const word of [...reader, ...site]) expect(word).toMatch(/^[a-z0-9]+$/);
      // A reader's word that is one of the site's own would find itself twice.
      const siteTerms = site.map(normalizeTerm);
      for (const word of reader) expect(siteTerms, word).not.toContain(normalizeTerm(word));
    }
  });

  it("leads a reader's words to the site's, and not back", () => {
    expect(siteWordsFor('adm1')).toEqual(['region']);
    expect(siteWordsFor('underground')).toEqual(expect.arrayContaining(['tunnel', 'subway']));
    expect(siteWordsFor('footprint')).toEqual(['building']);
    expect(siteWordsFor('match')).toEqual(expect.arrayContaining([normalizeTerm('gers')]));
    expect(siteWordsFor('region')).toEqual([]);
  });
});
