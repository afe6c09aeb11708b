import {loadEngine, type Engine, type SearchIndexFile} from '../engine';
import {INDEX_META_NAME, INDEX_URL_PLACEHOLDER} from '../constants';

/** Raised when there is no index to load, such as in `npm start`, which runs no build. */
export class SearchIndexMissing extends Error {
  name = 'SearchIndexMissing';
}

let loading: Promise<Engine> | null = null;

async function fetchEngine(): Promise<Engine> {
  const url = document.querySelector(`meta[name="${INDEX_META_NAME}"]`)?.getAttribute('content');
  if (!url || url === INDEX_URL_PLACEHOLDER) {
    throw new SearchIndexMissing('The search index is made by the production build (npm run build).');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
  return loadEngine((await response.json()) as SearchIndexFile);
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
