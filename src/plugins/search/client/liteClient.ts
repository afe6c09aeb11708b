import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {localRequester} from './requester';

export * from 'algoliasearch/dist/lite/builds/browser';

/**
 * The Algolia lite client, talking to the site's own index. In local mode the search
 * plugin points `algoliasearch/lite` here, so the theme's search page gets it. One
 * host only: a failure then surfaces at once instead of after trying four.
 */
export const liteClient: typeof algoliaLiteClient = (appId, apiKey, options) =>
  algoliaLiteClient(appId, apiKey, {
    ...options,
    requester: localRequester,
    hosts: [{url: 'local.invalid', accept: 'readWrite', protocol: 'https'}],
  });
