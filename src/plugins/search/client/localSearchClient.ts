import {LOCAL_API_KEY, LOCAL_APP_ID} from '../constants';
import {loadLiteClient} from './preload';

type LiteClient = ReturnType<typeof import('./liteClient').liteClient>;

let client: Promise<LiteClient> | null = null;

/**
 * What the DocSearch modal searches with in local mode: an object with the client's
 * `search` method, which fetches the real (local) client and the index only when
 * the first search runs, so none of it weighs on page load.
 */
export const localSearchClient = {
  search(...args: Parameters<LiteClient['search']>): ReturnType<LiteClient['search']> {
    client ??= loadLiteClient().then(({liteClient}) => liteClient(LOCAL_APP_ID, LOCAL_API_KEY));
    return client.then((loaded) => loaded.search(...args)) as ReturnType<LiteClient['search']>;
  },
};
