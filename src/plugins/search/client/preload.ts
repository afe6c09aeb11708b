import {INDEX_META_NAME} from '../constants';

/**
 * Starts loading the local index when the reader shows an intent to search. Pages
 * built for Algolia have no index meta tag, and nothing loads.
 */
export function preloadSearchIndex(): void {
  if (!document.querySelector(`meta[name="${INDEX_META_NAME}"]`)) return;
  import('./engineLoader')
    .then(({searchEngine}) => searchEngine())
    .catch(() => {
      // The modal reports the failure when a search actually runs.
    });
}
