import {INDEX_META_NAME} from '../constants';
import {loadLiteClient} from './loadLiteClient';

/**
 * Starts loading the local index when the reader shows an intent to search, with the code that reads it: the
 * local client, which the modal's first search needs too. Pages built for Algolia have no index meta tag, and
 * nothing loads.
 */
export function preloadSearchIndex(): void {
  if (!document.querySelector(`meta[name="${INDEX_META_NAME}"]`)) return;
  loadLiteClient()
    .then(({searchEngine}) => searchEngine())
    .catch(() => {
      // The modal reports the failure when a search actually runs.
    });
}
