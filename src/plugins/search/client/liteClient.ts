import type {SearchOptions, SearchParams} from '../engine';
import {engineCode, fetchEarly, searchEngine} from './engineLoader';
import {noteRelaxed} from './relaxed';
import {onHeldText} from './typeAhead';
import {fold} from '../../../lib/foldText';
import {STOP_WORDS} from '../engine/stopWords';
import {
  maskHasLetter,
  maskHasShard,
  partFile,
  PARTS_META_NAME,
  PARTS_URL_PLACEHOLDER,
  shardKey,
} from '../engine/partFiles';

/** The engine, for the search bar to start loading at the reader's first sign of intent (preload.ts). */
export {searchEngine};

/**
 * What the search bar starts once this code has arrived (preload.ts): the shards of the words typed for the
 * modal's box, and the dictionaries of their first letters, as they are typed; once the engine's code has come,
 * the shards of their typos and synonyms too, named from those dictionaries (typoShards); then, once the index is
 * open, whatever else a search for them needs (its hits' text), so that the modal's first search finds them at
 * hand.
 */
let early: Promise<void> | undefined;

export function startEarly(): Promise<void> {
  early ??= (async () => {
    let typed = '';
    onHeldText((text) => {
      typed = text;
      prefetchShardsFor(text);
    });
    const parts = headParts();
    if (parts) {
      engineCode()
        .then(({lettersOfText, shardKeysOfText}) => {
          if (engineOpen) return;
          typoShards = (text) => {
            const letters = lettersOfText(text, parts.mask).filter((letter) => maskHasLetter(parts.mask, letter));
            Promise.all(letters.map(async (letter) => [letter, await dictionaryOf(parts.folder, letter)] as const))
              .then((dictionaries) => {
                if (engineOpen) return;
                shardKeysOfText(new Map(dictionaries), text, parts.mask).forEach((key) =>
                  preloadOnce(parts.folder, key),
                );
              })
              .catch(() => {
                // The engine asks for the dictionaries again, and reports a failure, when a search runs.
              });
          };
          typoShards(latest);
        })
        .catch(() => {
          // The modal loads the engine's code again, and reports a failure, when a search runs.
        });
    }
    const [engine, {searchAsync}] = await Promise.all([searchEngine(), engineCode()]);
    // From now on each search names its own shards, typos' included, at once: naming them here too is waste.
    engineOpen = true;
    typoShards = undefined;
    // Its hits' text and the exact terms are asked for, not waited for. Not where the modal's own search is
    // already waiting for the engine: on a phone it mostly is, and ranking the same words twice, at once, only
    // put off the modal's first hits.
    if (typed && !searchAsked) await searchAsync(engine, {query: typed}, {textLater: () => undefined});
  })().catch((error: unknown) => {
    // Once is enough, unless loading failed: the next sign of intent tries again.
    early = undefined;
    throw error;
  });
  return early;
}

/** Whether a search of the modal or the search page has run, or is waiting for the engine. */
let searchAsked = false;

interface QueryRequest extends SearchParams {
  indexName?: string;
  params?: SearchParams | string;
}

/** A request's parameters, whether flat (client v5) or in `params`, as an object or a query string. */
function paramsOf({params, indexName: _index, ...flat}: QueryRequest): SearchParams {
  if (typeof params === 'string') {
    const decoded: SearchParams = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        decoded[key] = JSON.parse(value);
      } catch {
        decoded[key] = value;
      }
    }
    return {...flat, ...decoded};
  }
  return {...flat, ...params};
}

/**
 * The error Algolia's client throws when no host answers. DocSearch shows its "Unable to
 * fetch results" screen for an error of this name, so a missing index does the same.
 */
class RetryError extends Error {
  override name = 'RetryError';
}

/**
 * What the theme's search page (under the alias `algoliasearch/lite`) and the DocSearch
 * modal (through `./localSearchClient`) search with in local mode: the part of Algolia's
 * lite client they call, answered by the site's own index. No transport, no Algolia
 * code: a multi-query `search`, in the array form of client v4 or the `{requests}` of v5.
 */
export function liteClient(_appId?: string, _apiKey?: string) {
  return {
    /** The search helper names itself to the client; nothing here reports it anywhere. */
    addAlgoliaAgent(): void {},
    async search(request: QueryRequest[] | {requests: QueryRequest[]}, options?: SearchOptions) {
      const requests = Array.isArray(request) ? request : request.requests;
      searchAsked = true;
      // The modal may open before the early start has heard the typed text (startEarly): its query asks too.
      for (const each of requests) prefetchShardsFor(String(paramsOf(each).query ?? ''));
      try {
        const [engine, {searchAsync}] = await Promise.all([searchEngine(), engineCode()]);
        return {
          results: await Promise.all(
            requests.map(async (request) => {
              const result = await searchAsync(engine, paramsOf(request), options);
              noteRelaxed(result.query, result.queryAfterRemoval);
              return {...result, index: request.indexName};
            }),
          ),
        };
      } catch (error) {
        throw new RetryError('The search index could not be loaded', {cause: error});
      }
    },
  };
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Asks the browser for a file of the index now, before the code that fetches it has arrived: with the request
 * mode of `fetch()` (cors, same-origin credentials), so that the later fetch takes this response rather than
 * asking again.
 */
function preloadFile(url: string): void {
  document.head.append(
    Object.assign(document.createElement('link'), {rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: url}),
  );
}

const prefetched = new Set<string>();

function preloadOnce(folder: string, key: string): void {
  const url = `${folder}${partFile.shard(key)}`;
  if (prefetched.has(url)) return;
  prefetched.add(url);
  preloadFile(url);
}

const dictionaryOf = (folder: string, letter: string): Promise<string[]> =>
  fetchEarly<string[]>(folder + partFile.dictionary(letter));

/** The parts' folder the page's head names, and its mask of the shards that exist (engine/partFiles.ts). */
function headParts(): {folder: string; mask: string} | undefined {
  const tag = document.querySelector(`meta[name="${PARTS_META_NAME}"]`);
  const folder = tag?.getAttribute('content');
  const mask = tag?.getAttribute('data-shards');
  return folder && mask && folder !== PARTS_URL_PLACEHOLDER ? {folder, mask} : undefined;
}

/** Asks for the shards of a text's words' typos and synonyms, once the early start has the engine's code. */
let typoShards: ((text: string) => void) | undefined;
/** The last text typed, held for the modal or in its box: what typoShards first looks at. */
let latest = '';
let engineOpen = false;

/**
 * Asks for the shards of the words typed for the modal's box, and the dictionaries of their first letters, while
 * the search code and the index's meta file are on their way: the page's head names the parts' folder and the
 * shards that exist (engine/partFiles.ts). The engine's own fetch of these, once the meta file has arrived, then
 * finds them on their way or there, a round trip saved on a phone. A word's typo variants and synonyms wait for
 * the engine's code.
 */
export function prefetchShardsFor(text: string): void {
  const parts = headParts();
  latest = text;
  if (!parts) return;
  for (const word of text.match(WORD) ?? []) {
    // Left out of queries by the engine (engine/text.ts): "how" and "are" of a question cost two files each.
    if (STOP_WORDS.has(word.toLowerCase())) continue;
    const key = shardKey(fold(word));
    if (maskHasShard(parts.mask, key)) preloadOnce(parts.folder, key);
    if (maskHasLetter(parts.mask, key.charAt(0))) dictionaryOf(parts.folder, key.charAt(0)).catch(() => undefined);
  }
  typoShards?.(text);
}
