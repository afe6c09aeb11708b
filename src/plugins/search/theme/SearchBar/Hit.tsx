import type {MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

/** A page's path without its anchor: what Docusaurus loads a page's code by. */
const pageOf = (url: string): string => url.replace(/#.*$/, '');

/**
 * A hit of the DocSearch modal: a link that opens its page in the app, as the theme's own hit does, without the
 * prefetch on sight that the theme's hit (Docusaurus's `Link`) starts. That prefetch is keyed by the whole
 * address, so every anchor counts as a new page: each keystroke appended a `<link rel="prefetch">` to the head for
 * every chunk of every visible hit's page, 11 ms of main thread a key at 4x CPU (a CPU profile of 16 keys: 177 ms
 * of `appendChild`, and 75 ms more finding the chunks). The page's code is still fetched ahead, as the theme's
 * link does on pointer and touch.
 */
export default function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const history = useHistory();
  const preload = (): void => void window.docusaurus.preload(pageOf(hit.url));
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A new tab or window, or a download, stays the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={open} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}
