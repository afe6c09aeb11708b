/**
 * The local client's code, loaded from one place: the search bar's preload at the first sign of intent and the
 * modal's first search then share one chunk. Imported from each of them, it was built into two chunks, and the
 * modal fetched the second after its own code, a round trip more on a phone.
 */
export const loadLiteClient = (): Promise<typeof import('./liteClient')> => import('./liteClient');
