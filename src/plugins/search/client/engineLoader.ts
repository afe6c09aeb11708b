import type {Engine, SearchTermsFile, StoredMeta} from '../engine';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER, TERMS_META_NAME} from '../constants';
import {PARTS_META_NAME, PARTS_URL_PLACEHOLDER} from '../engine/partFiles';

/** Raised when there is no index to load, such as in `npm start`, which runs no build. */
export class SearchIndexMissing extends Error {
  name = 'SearchIndexMissing';
}

let loading: Promise<Engine> | null = null;

/**
 * The engine's code (the index reader and the ranking), fetched with the index's meta file at the first
 * search: the search page shows its empty form without it, and other pages load it only when a reader
 * shows an intent to search.
 */
export const engineCode = (): Promise<typeof import('./engineCode')> => import('./engineCode');

const metaContent = (name: string): string | undefined =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search file ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The folder of the index's parts, as the page's head names it (engine/partFiles.ts), if it does. */
export function partsFolder(): string | undefined {
  const folder = metaContent(PARTS_META_NAME);
  return folder === PARTS_URL_PLACEHOLDER ? undefined : folder;
}

const earlyParts = new Map<string, Promise<unknown>>();

/**
 * A part of the index asked for by the early start (a letter's dictionary, from which it names the shards of a
 * typed word's typos and synonyms before the meta file has come), fetched once: the engine takes it from there
 * rather than asking again. A failed fetch is not kept.
 */
export function fetchEarly<T>(url: string): Promise<T> {
  let part = earlyParts.get(url);
  if (!part) {
    part = fetchJson<T>(url);
    earlyParts.set(url, part);
    part.catch(() => earlyParts.delete(url));
  }
  return part as Promise<T>;
}

/**
 * The engine, on the index's meta file. It fetches the dictionaries, shards and chunks of text it needs from the
 * folder the meta file names, and the exact terms when a search first asks (searchAsync); search works without
 * them.
 */
async function fetchEngine(): Promise<Engine> {
  const url = metaContent(INDEX_META_NAME);
  if (!url || url === INDEX_URL_PLACEHOLDER) {
    throw new SearchIndexMissing('The search index is made by the production build (npm run build).');
  }
  const termsUrl = metaContent(TERMS_META_NAME);
  const [{openEngine, loadTerms}, meta] = await Promise.all([engineCode(), fetchJson<StoredMeta>(url)]);
  const folder = `${url.slice(0, url.lastIndexOf('/') + 1)}${meta.parts}/`;
  const engine = openEngine(meta, (file) => earlyParts.get(folder + file) ?? fetchJson<unknown>(folder + file));
  if (termsUrl) {
    let loading: Promise<void> | undefined;
    engine.fetchTerms = () =>
      (loading ??= fetchJson<SearchTermsFile>(termsUrl)
        .then((file) => {
          engine.terms = loadTerms(file);
        })
        .catch((error: unknown) => {
          engine.fetchTerms = undefined;
          console.warn('Search runs without its exact terms:', error);
        }));
  }
  return engine;
}

/**
 * The engine, fetched on first use and kept. A failed load is not kept, so the
 * next search tries again (the reader may be back online).
 */
export function searchEngine(): Promise<Engine> {
  loading ??= fetchEngine().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
