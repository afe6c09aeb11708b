import {INDEX_META_NAME} from '../constants';

/**
 * The local client's code, loaded from one place: the search bar's preload at the first sign of intent and the
 * modal's first search then share one chunk. Imported from each of them, it was built into two chunks, and the
 * modal fetched the second after its own code, a round trip more on a phone.
 */
export const loadLiteClient = (): Promise<typeof import('./liteClient')> => import('./liteClient');

/**
 * Starts loading the local index when the reader shows an intent to search, with the code that reads it: the
 * local client, which the modal's first search needs too. That code then asks for the shards of the words typed
 * meanwhile as they are typed, and, once the index is open, whatever else a search for them needs, while the
 * modal's code may still be on its way (startEarly, liteClient.ts): on a phone, each of these round trips is then
 * not added after the modal opens. Pages built for Algolia have no index meta tag, and nothing loads.
 */
export function preloadSearchIndex(): void {
  if (!document.querySelector(`meta[name="${INDEX_META_NAME}"]`)) return;
  loadLiteClient()
    .then(({startEarly}) => startEarly())
    .catch(() => {
      // The modal reports the failure when a search actually runs.
    });
}
