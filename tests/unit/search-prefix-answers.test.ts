import {describe, expect, it} from 'vitest';
import {buildIndex, loadEngine, search, type SearchIndexFile, type SearchParams} from '../../src/plugins/search/engine';
import {addPrefixAnswers, PREFIX_ANSWER_URLS} from '../../src/plugins/search/engine/prefixAnswers';
import type {SearchRecord} from '../../src/plugins/search/engine/record';
import {POST_PAGE_RANK} from '../../src/plugins/search/constants';
import {ORIGIN, searchRecord} from '../support/searchRecords';

/** A seeded generator, so that a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Words sharing their first two letters, so that two letters find many pages, and more URLs than an answer keeps. */
const WORDS = (
  'release record region read reference road route report connector count country code coast content ' +
  'style street station stop stream river rail range place parking path'
).split(' ');

/** Sixty pages, a fifth of them posts, each with a title, three sections and a paragraph or two in each. */
function site(): SearchRecord[] {
  const next = random(7);
  const pick = (n: number): string => Array.from({length: n}, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  return Array.from({length: 60}, (_, page) => {
    const post = page % 5 === 0;
    const path = post ? `/blog/2025/${page}/` : `/docs/${page}/`;
    const options = post ? {tag: 'default', pageRank: POST_PAGE_RANK} : {};
    const title = pick(2);
    const records = [searchRecord(path, 'lvl1', ['Docs', title], null, {...options, position: 0})];
    for (let section = 0; section < 3; section++) {
      const heading = pick(2);
      const at = {...options, anchor: `s${section}`};
      records.push(searchRecord(path, 'lvl2', ['Docs', title, heading], null, {...at, position: records.length}));
      for (let line = 0; line <= page % 2; line++) {
        const text = `${pick(5)}.`;
        records.push(searchRecord(path, 'content', ['Docs', title, heading], text, {...at, position: records.length}));
      }
    }
    return records;
  }).flat();
}

const copy = (file: SearchIndexFile): SearchIndexFile => JSON.parse(JSON.stringify(file)) as SearchIndexFile;
const plain = buildIndex(site(), ORIGIN);
const answered = copy(plain);
addPrefixAnswers(answered);

/** What a search shows: its hits' addresses, how many answer, how many pages, the counts by facet. */
const shown = (file: SearchIndexFile, params: SearchParams) => {
  const {hits, nbHits, nbPages, facets} = search(loadEngine(file), params);
  return {hits: hits.map((hit) => hit.url), nbHits, nbPages, facets};
};

describe('the answers to two letters, ranked at build and kept in their shards', () => {
  it('answer every query of two letters as ranking it in full does, with every filter, page and distinct', () => {
    const keys = Object.keys(answered.shards).filter((key) => answered.shards[key].best);
    expect(keys.length).toBeGreaterThan(5);
    // Some keep only the first URLs: asking for more ranks the query in full.
    expect(keys.some((key) => !answered.shards[key].best!.complete)).toBe(true);
    const filters = [
      undefined,
      ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      ['docusaurus_tag:default'],
      ['-docusaurus_tag:default'],
    ];
    for (const key of keys) {
      for (const facetFilters of filters) {
        for (const page of [0, 1, 2]) {
          const params = {query: key, facetFilters, page, hitsPerPage: 20};
          expect(shown(answered, params), `${key} ${JSON.stringify(params)}`).toEqual(shown(plain, params));
        }
        const more = {query: key, facetFilters, distinct: false, facets: ['docusaurus_tag'], hitsPerPage: 30};
        expect(shown(answered, more), key).toEqual(shown(plain, more));
      }
    }
  });

  it("answers from the shard's answer, not by ranking every record the two letters find", () => {
    const [key, shard] = Object.entries(answered.shards).find(([, each]) => each.best!.ids.length > 3)!;
    const reversed = copy(answered);
    reversed.shards[key].best!.ids.reverse();
    const params = {query: key, hitsPerPage: 3};
    const ids = search(loadEngine(reversed), params).hits.map((hit) => Number(hit.objectID));
    expect(ids).toEqual(shard.best!.ids.slice().reverse().slice(0, 3));
    expect(shard.best!.ids.length).toBeLessThanOrEqual(PREFIX_ANSWER_URLS);
  });

  it('ranks in full a query that excludes a word, or whose two letters are a whole word, not one being typed', () => {
    const [key] = Object.keys(answered.shards).filter((each) => answered.shards[each].best);
    const emptied = copy(answered);
    for (const shard of Object.values(emptied.shards)) if (shard.best) shard.best.ids = [];
    for (const query of [`${key} -road`, `${key}.`]) {
      const params = {query, advancedSyntax: true};
      expect(shown(emptied, params), query).toEqual(shown(plain, params));
    }
  });
});
