import {createIdleQueue, type WhenIdle} from './queue';

/*
 * Stands in for `lib/client/prefetch.js` of @docusaurus/core (UPSTREAM_PATCHES.prefetch):
 * the same two ways to fetch a chunk ahead (a prefetch link, or a GET with credentials
 * where links cannot prefetch), but one at a time, each started in an idle period (./queue.ts).
 * Upstream appends every link at once when links scroll into view: on the blog archive that
 * is one task of about 25 ms on a fast desktop, four times that on a phone, and as many
 * requests at once as there are links. Whether to prefetch at
 * all (not on 2g, not with Save-Data) stays upstream's decision, in `docusaurus.js`.
 */

const whenIdle: WhenIdle =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(callback, 50);

const enqueue = createIdleQueue(whenIdle);

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

function requestPrefetch(url: string, done: () => void): void {
  const request = new XMLHttpRequest();
  request.open('GET', url, true);
  request.withCredentials = true;
  request.onloadend = done;
  request.send(null);
}

/**
 * The chunks already asked for. The core asks for every chunk of each route a page links to, and routes share most
 * of theirs (the docs and blog layouts'): on the home page, each of seven shared chunks was queued 28 times, one
 * idle period and one request from the cache each.
 */
const asked = new Set<string>();

/** Fetches `url` ahead, in an idle period and after the prefetches before it; settles when it has been fetched or has failed. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || asked.has(url)) return Promise.resolve();
  asked.add(url);
  const start = supportsLinkPrefetch() ? linkPrefetch : requestPrefetch;
  return new Promise((resolve) =>
    enqueue((done) =>
      start(url, () => {
        resolve();
        done();
      }),
    ),
  );
}
