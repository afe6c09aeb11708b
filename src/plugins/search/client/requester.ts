import {search, type SearchParams} from '../engine';
import {searchEngine} from './engineLoader';

/** The transport contract of the Algolia JavaScript client (`@algolia/client-common`). */
export interface EndRequest {
  method: string;
  url: string;
  data?: string | Uint8Array;
}

export interface EndResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
}

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
 * A requester for the Algolia client that answers search requests from the site's
 * own index instead of the network. A failure to load the index answers status 0,
 * which the client reports as a `RetryError`: the DocSearch modal then shows its
 * "Unable to fetch results" screen.
 */
export const localRequester = {
  async send(request: EndRequest): Promise<EndResponse> {
    if (request.method !== 'POST' || !/\/1\/indexes\/[^/]+\/queries/.test(request.url)) {
      return {status: 404, content: JSON.stringify({message: 'Not supported by the local index'}), isTimedOut: false};
    }
    let engine;
    try {
      engine = await searchEngine();
    } catch {
      return {status: 0, content: '', isTimedOut: false};
    }
    const data = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
    const body = JSON.parse(data || '{}') as {requests?: QueryRequest[]};
    const results = (body.requests ?? []).map((query) => ({
      ...search(engine, paramsOf(query)),
      index: query.indexName,
    }));
    return {status: 200, content: JSON.stringify({results}), isTimedOut: false};
  },
};
