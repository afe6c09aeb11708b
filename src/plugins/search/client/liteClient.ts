import type {SearchParams} from '../engine';
import {engineCode, searchEngine} from './engineLoader';
import {noteRelaxed} from './relaxed';

/** The engine, for the search bar to start loading at the reader's first sign of intent (preload.ts). */
export {searchEngine};

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
    async search(request: QueryRequest[] | {requests: QueryRequest[]}) {
      const requests = Array.isArray(request) ? request : request.requests;
      try {
        const [engine, {searchAsync}] = await Promise.all([searchEngine(), engineCode()]);
        return {
          results: await Promise.all(
            requests.map(async (request) => {
              const result = await searchAsync(engine, paramsOf(request));
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
