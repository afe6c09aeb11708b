import {describe, expect, it} from 'vitest';
import {buildIndex, openEngine, searchAsync, type SearchIndexFile} from '../../src/plugins/search/engine';
import {partFile} from '../../src/plugins/search/engine/indexFile';
import {indexPart, storedMeta} from '../support/searchIndexParts';
import {ORIGIN, searchRecord as record} from '../support/searchRecords';

const RECORDS = [
  record('/a/', 'lvl1', ['Docs', 'Bridges']),
  record('/a/', 'lvl2', ['Docs', 'Bridges', 'Flags on a segment'], null, {position: 1, anchor: 'flags-on-a-segment'}),
  record('/a/', 'content', ['Docs', 'Bridges', 'Flags on a segment'], 'A bridge is flagged on its segment.', {
    position: 2,
    anchor: 'flags-on-a-segment',
  }),
];
const FILE = JSON.parse(JSON.stringify(buildIndex(RECORDS, ORIGIN))) as SearchIndexFile;

/** An engine whose text files wait until `arrive` is called; every other part comes at once. */
function engineWithSlowText(): {engine: ReturnType<typeof openEngine>; arrive: () => void} {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const engine = openEngine(storedMeta(FILE), async (file) => {
    if (file.startsWith('t-')) await arrived;
    return indexPart(FILE, file);
  });
  return {engine, arrive};
}

/** Whether a search's answer is still on its way a moment after it was asked for. */
async function stillWaiting(answer: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void answer.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return !settled;
}

const bridgeHit = (hits: {content: string | null; type: string}[]) =>
  hits.find((hit) => hit.content?.includes('flagged') || hit.type === 'lvl2');

describe('hits before their text (SearchOptions.textLater)', () => {
  it('answers before the text comes, showing the hit as its heading, and says when the text is there', async () => {
    const {engine, arrive} = engineWithSlowText();
    let told = 0;
    const early = await searchAsync(engine, {query: 'bridge flagged'}, {textLater: () => told++});
    const shown = early.hits.map(({type, content, url}) => ({type, content, url}));
    expect(shown).toContainEqual({type: 'lvl2', content: null, url: `${ORIGIN}/a/#flags-on-a-segment`});
    expect(told).toBe(0);
    arrive();
    await expect.poll(() => told).toBe(1);
    const later = await searchAsync(engine, {query: 'bridge flagged'}, {textLater: () => told++});
    expect(bridgeHit(later.hits)).toMatchObject({type: 'content', content: 'A bridge is flagged on its segment.'});
    // The same hits, in the same order: only the text-bearing one changed how it shows.
    expect(early.hits.map((hit) => hit.objectID)).toEqual(later.hits.map((hit) => hit.objectID));
    expect(early.hits.filter((hit) => hit.type === 'content')).toEqual([]);
    // Everything was at hand: no second call.
    expect(told).toBe(1);
  });

  it('asks for the text only once the caller says it is still wanted, and not at all when it is not', async () => {
    const asked: string[] = [];
    const engine = openEngine(storedMeta(FILE), async (file) => {
      asked.push(file);
      return indexPart(FILE, file);
    });
    const texts = () => asked.filter((file) => file.startsWith('t-'));
    let told = 0;
    let decide!: (wanted: boolean) => void;
    const typedPast = new Promise<boolean>((resolve) => (decide = resolve));
    await searchAsync(engine, {query: 'bridge flagged'}, {textLater: () => told++, textWanted: () => typedPast});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts()).toEqual([]);
    decide(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts()).toEqual([]);
    expect(told).toBe(0);
    await searchAsync(engine, {query: 'bridge flagged'}, {textLater: () => told++, textWanted: async () => true});
    await expect.poll(() => told).toBe(1);
    expect(texts().length).toBeGreaterThan(0);
  });

  it('waits for the text, as before, when the caller cannot search again', async () => {
    const {engine, arrive} = engineWithSlowText();
    const answer = searchAsync(engine, {query: 'bridge flagged'});
    expect(await stillWaiting(answer)).toBe(true);
    arrive();
    expect(bridgeHit((await answer).hits)).toMatchObject({type: 'content'});
  });
});

describe('hits before the exact terms (Engine.fetchTerms)', () => {
  /** An engine whose every part comes at once, and whose exact terms come when `arrive` is called. */
  function engineWithSlowTerms() {
    const asked: string[] = [];
    const engine = openEngine(storedMeta(FILE), async (file) => {
      asked.push(file);
      return indexPart(FILE, file);
    });
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    engine.fetchTerms = () => {
      asked.push('terms');
      return arrived;
    };
    return {engine, arrive, asked};
  }

  it('answers the modal before the terms come, asks for them after its hits, and says when they are there', async () => {
    const {engine, arrive, asked} = engineWithSlowTerms();
    let told = 0;
    const answer = await searchAsync(engine, {query: 'bridges'}, {textLater: () => told++});
    expect(answer.hits.length).toBeGreaterThan(0);
    // The dictionary and shard its hits need first, then the terms (with the hits' text).
    const terms = asked.indexOf('terms');
    expect(terms).toBeGreaterThan(0);
    expect(asked.slice(terms).filter((file) => /^[ds]-/.test(file))).toEqual([]);
    expect(told).toBe(0);
    arrive();
    await expect.poll(() => told).toBe(1);
  });

  it('makes a search that waits for its text wait for the terms too', async () => {
    const {engine, arrive} = engineWithSlowTerms();
    const answer = searchAsync(engine, {query: 'bridges'});
    expect(await stillWaiting(answer)).toBe(true);
    arrive();
    expect((await answer).hits.length).toBeGreaterThan(0);
  });
});

describe("a word still being typed (SearchOptions.textLater) and its letter's thesaurus", () => {
  const TYPED = [
    record('/tools/', 'lvl1', ['Docs', 'Tools']),
    record('/tools/', 'content', ['Docs', 'Tools'], 'Install the tool, then run a benchmark.', {position: 1}),
    record('/toilets/', 'lvl1', ['Docs', 'Amenities']),
    record('/toilets/', 'content', ['Docs', 'Amenities'], 'A toilet block by the car park.', {position: 1}),
  ];
  // "bench" is not a word of the site, only the start of one; the thesaurus leads it elsewhere (a made-up link).
  const TYPED_FILE = JSON.parse(
    JSON.stringify(buildIndex(TYPED, ORIGIN, () => ({bench: ['toilet'], instal: ['install']}))),
  ) as SearchIndexFile;

  /** An engine whose thesaurus files wait until `arrive` is called; every other part comes at once. */
  function engineWithSlowThesaurus() {
    const asked: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const engine = openEngine(storedMeta(TYPED_FILE), async (file) => {
      asked.push(file);
      if (file.startsWith('w-')) await arrived;
      return indexPart(TYPED_FILE, file);
    });
    return {engine, arrive, asked};
  }
  /** Brings the text of every hit, with words of the site only (no thesaurus): what is told later is the thesaurus. */
  async function textAtHand(engine: ReturnType<typeof openEngine>): Promise<void> {
    await searchAsync(engine, {query: 'install'});
    await searchAsync(engine, {query: 'toilet'});
    expect(engine.thesaurus.size).toBe(0);
  }
  const pathsOf = (answer: {hits: {url: string}[]}) => answer.hits.map((hit) => new URL(hit.url).pathname);

  it("answers the start of a site word without waiting for its letter's thesaurus, which it asks for", async () => {
    const {engine, arrive, asked} = engineWithSlowThesaurus();
    await textAtHand(engine);
    let told = 0;
    const answer = searchAsync(engine, {query: 'inst'}, {textLater: () => told++});
    expect(await stillWaiting(answer)).toBe(false);
    expect(pathsOf(await answer)).toContain('/tools/');
    expect(asked).toContain('w-69.json');
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The thesaurus has nothing for "inst": nothing to search again for.
    expect(told).toBe(0);
  });

  it('says when the thesaurus has come if it leads the typed word elsewhere, and finds that then', async () => {
    const {engine, arrive} = engineWithSlowThesaurus();
    await textAtHand(engine);
    let told = 0;
    const early = await searchAsync(engine, {query: 'bench'}, {textLater: () => told++});
    expect(pathsOf(early)).toEqual(['/tools/']);
    arrive();
    await expect.poll(() => told).toBe(1);
    const later = await searchAsync(engine, {query: 'bench'}, {textLater: () => told++});
    expect(pathsOf(later)).toEqual(['/tools/', '/toilets/']);
  });

  it("answers a word being typed before the shards of the site's words for it, and says when they have come", async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // The shard of "toilet", the site's word for "bench" in the thesaurus, comes when the test lets it.
    const engine = openEngine(storedMeta(TYPED_FILE), async (file) => {
      if (file === partFile.shard('to')) await arrived;
      return indexPart(TYPED_FILE, file);
    });
    let told = 0;
    const search = () => searchAsync(engine, {query: 'bench'}, {textLater: () => told++});
    const early = search();
    expect(await stillWaiting(early)).toBe(false);
    expect(pathsOf(await early)).toEqual(['/tools/']);
    expect(told).toBe(0);
    arrive();
    await expect.poll(() => told).toBe(1);
    expect(pathsOf(await search())).toEqual(['/tools/', '/toilets/']);
  });

  it('waits for the thesaurus, as before, when the caller cannot search again', async () => {
    const {engine, arrive} = engineWithSlowThesaurus();
    const answer = searchAsync(engine, {query: 'bench'});
    expect(await stillWaiting(answer)).toBe(true);
    arrive();
    expect(pathsOf(await answer)).toEqual(['/tools/', '/toilets/']);
  });

  it('asks for the shard and dictionary of a stop word being typed ("to" of "tool"), which its next letter needs', async () => {
    const {engine, arrive, asked} = engineWithSlowThesaurus();
    arrive();
    await searchAsync(engine, {query: 'install to'}, {textLater: () => undefined});
    expect(asked).toContain(partFile.shard('to'));
    expect(asked).toContain(partFile.dictionary('t'));
  });
});
