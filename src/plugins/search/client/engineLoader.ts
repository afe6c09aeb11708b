import {loadEngine, loadTerms, type Engine, type SearchIndexFile, type SearchTermsFile} from '../engine';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER, TERMS_META_NAME} from '../constants';

/** Raised when there is no index to load, such as in `npm start`, which runs no build. */
export class SearchIndexMissing extends Error {
  name = 'SearchIndexMissing';
}

let loading: Promise<Engine> | null = null;

const metaContent = (name: string): string | undefined =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search file ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The index and the exact terms, fetched side by side; search works without the terms. */
async function fetchEngine(): Promise<Engine> {
  const url = metaContent(INDEX_META_NAME);
  if (!url || url === INDEX_URL_PLACEHOLDER) {
    throw new SearchIndexMissing('The search index is made by the production build (npm run build).');
  }
  const termsUrl = metaContent(TERMS_META_NAME);
  const terms = termsUrl
    ? fetchJson<SearchTermsFile>(termsUrl)
        .then(loadTerms)
        .catch((error: unknown) => {
          console.warn('Search runs without its exact terms:', error);
          return undefined;
        })
    : Promise.resolve(undefined);
  const engine = loadEngine(await fetchJson<SearchIndexFile>(url));
  return {...engine, terms: await terms};
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
