import {describe, expect, it} from 'vitest';
import {
  buildIndex,
  loadEngine,
  openEngine,
  search,
  searchAsync,
  type SearchIndexFile,
} from '../../src/plugins/search/engine';
import {partFile, type Thesaurus} from '../../src/plugins/search/engine/indexFile';
import {POST_PAGE_RANK} from '../../src/plugins/search/constants';
import {indexPart, storedMeta} from '../support/searchIndexParts';
import {ORIGIN, searchRecord as record} from '../support/searchRecords';

const post = {tag: 'default', pageRank: POST_PAGE_RANK};
const RECORDS = [
  record('/a/', 'lvl1', ['Docs', 'Footprint notes']),
  record('/a/', 'content', ['Docs', 'Footprint notes'], 'How a footprint is drawn.', {position: 1}),
  record('/b/', 'lvl1', ['Docs', 'Buildings']),
  record('/b/', 'content', ['Docs', 'Buildings'], 'Every building has a height.', {position: 1}),
  record('/c/', 'lvl1', ['Docs', 'Divisions']),
  record('/c/', 'content', ['Docs', 'Divisions'], 'A region is the first level below a country.', {position: 1}),
  record('/d/', 'lvl1', ['Docs', 'Infrastructure']),
  record('/d/', 'content', ['Docs', 'Infrastructure'], 'A toilet, a bench, a post box.', {position: 1}),
  record('/e/', 'lvl1', ['Docs', 'Places']),
  record('/e/', 'content', ['Docs', 'Places'], 'Every place has a category.', {position: 1}),
  record('/blog/2025/01/22/release-notes/', 'lvl1', ['Blog', '2025-01-22.0 release notes'], null, post),
  record('/blog/2025/10/22/release-notes/', 'lvl1', ['Blog', '2025-10-22.0 release notes'], null, post),
  record('/blog/2025/05/21/release-notes/', 'lvl1', ['Blog', '2025-05-21.0 release notes'], null, post),
];
const THESAURUS: Thesaurus = {lavatory: ['toilet']};
const FILE = JSON.parse(JSON.stringify(buildIndex(RECORDS, ORIGIN, () => THESAURUS))) as SearchIndexFile;
const paths = (query: string): string[] =>
  search(loadEngine(FILE), {query}).hits.map((hit) => new URL(hit.url_without_anchor).pathname);

describe("the reader's vocabulary", () => {
  it("ranks the reader's own word above the site's word for it, and finds both", () => {
    expect(paths('footprint')).toEqual(['/a/', '/b/']);
  });

  it("leads a map-data word to the site's (ADM1 is a region)", () => {
    expect(paths('adm1')[0]).toBe('/c/');
  });

  it('reads POIs as places, though the plural rule keeps the s of words ending in "is"', () => {
    expect(paths('pois')[0]).toBe('/e/');
    expect(paths('poi')[0]).toBe('/e/');
  });

  it('finds what the site says in other words through the thesaurus', () => {
    expect(paths('lavatory')[0]).toBe('/d/');
  });

  it("fetches a site word's shard without its letter's dictionary: no round trip more for a reader's word", async () => {
    const fetched: string[] = [];
    const engine = openEngine(storedMeta(FILE), (file) => {
      fetched.push(file);
      return Promise.resolve(indexPart(FILE, file));
    });
    const result = await searchAsync(engine, {query: 'adm1'});
    expect(result.hits[0].url).toBe(`${ORIGIN}/c/`);
    expect(fetched).toContain(partFile.shard('re'));
    expect(fetched).not.toContain(partFile.dictionary('r'));
  });

  it("answers a word's first two letters from their shard, not waiting for the letter's dictionary", async () => {
    const fetched: string[] = [];
    const engine = openEngine(storedMeta(FILE), (file) => {
      fetched.push(file);
      // The dictionary never comes: the search must not need it.
      return file.startsWith('d-') ? new Promise<never>(() => undefined) : Promise.resolve(indexPart(FILE, file));
    });
    const timedOut = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 1000));
    const result = await Promise.race([searchAsync(engine, {query: 'bu'}), timedOut]);
    expect(result).not.toBe('timed out');
    expect(typeof result === 'string' ? [] : result.hits.map((hit) => hit.url)).toContain(`${ORIGIN}/b/`);
    // Asked for all the same, for the word's next letter and its typos.
    expect(fetched).toContain(partFile.dictionary('b'));
  });

  it('fetches the thesaurus only for a word the site does not use', async () => {
    const fetched: string[] = [];
    const engine = openEngine(storedMeta(FILE), (file) => {
      fetched.push(file);
      return Promise.resolve(indexPart(FILE, file));
    });
    await searchAsync(engine, {query: 'toilet'});
    expect(fetched).not.toContain(partFile.thesaurus('l'));
    expect(fetched).not.toContain(partFile.thesaurus('t'));
    const result = await searchAsync(engine, {query: 'lavatory'});
    expect(fetched).toContain(partFile.thesaurus('l'));
    expect(result.hits[0].url).toBe(`${ORIGIN}/d/`);
  });
});

describe('recency', () => {
  it('puts the newest release notes first when a query asks for notes, or for the latest', () => {
    expect(paths('release notes')).toEqual([
      '/blog/2025/10/22/release-notes/',
      '/blog/2025/05/21/release-notes/',
      '/blog/2025/01/22/release-notes/',
    ]);
    expect(paths('latest release')[0]).toBe('/blog/2025/10/22/release-notes/');
  });
});
