import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine, search, shardKeysOfText, type SearchIndexFile} from '../../src/plugins/search/engine';
import {encodeShardMask, shardKey} from '../../src/plugins/search/engine/partFiles';
import {ORIGIN, searchRecord} from '../support/searchRecords';

/** Two words a letter apart under different shards ("speed", "seed"), and a word alone in its shard ("limits"). */
const RECORDS = [
  searchRecord('/guides/transportation/', 'lvl1', ['Docs', 'Speed limits']),
  searchRecord('/guides/base/', 'lvl1', ['Docs', 'Seed points']),
  searchRecord('/guides/drawing/', 'lvl1', ['Docs', 'Draw a box']),
];
const DICTIONARY = ['box', 'docs', 'draw', 'limits', 'points', 'seed', 'speed'];
const MASK = encodeShardMask(DICTIONARY.map(shardKey));
const byLetter = new Map<string, string[]>();
for (const term of DICTIONARY) byLetter.set(term[0], [...(byLetter.get(term[0]) ?? []), term]);

const engine = loadEngine(JSON.parse(JSON.stringify(buildIndex(RECORDS, ORIGIN))) as SearchIndexFile);
const pagesFor = (query: string): string[] =>
  search(engine, {query}).hits.map((hit) => new URL(hit.url_without_anchor).pathname);

describe('typos of a word the site uses', () => {
  it('are looked for in its own shard only: no shard of other letters is named for them', () => {
    // "seed" is one letter from "speed", under "se": named before only for that near spelling.
    expect(shardKeysOfText(byLetter, 'speed limits', MASK)).toEqual(['sp', 'li']);
    // A past form's stems ("spe", "spee" for "speed") are matched as they are, not through their typos.
    expect(shardKeysOfText(byLetter, 'speed', MASK)).toEqual(['sp']);
  });

  it("match nothing under other letters, but do under the word's own two letters", () => {
    expect(pagesFor('speed')).toEqual(['/guides/transportation/']);
    // "drawn" is not a term: its typos are looked for everywhere, and "draw" is one of them.
    expect(pagesFor('drawn')).toEqual(['/guides/drawing/']);
  });
});

describe('typos of a word the site does not use', () => {
  it('are looked for under every shard of its letter', () => {
    expect(shardKeysOfText(byLetter, 'sped', MASK).sort()).toEqual(['se', 'sp']);
    expect(pagesFor('sped').sort()).toEqual(['/guides/base/', '/guides/transportation/']);
  });
});
