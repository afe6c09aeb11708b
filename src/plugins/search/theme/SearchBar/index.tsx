import type {ComponentProps, ComponentType} from 'react';
import type DocSearchBar from '@theme-search-algolia/SearchBar';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {splitDefault} from '@site/src/framework/static-islands/chunks';
import {preloadSearchIndex} from '../../client/preload';
import {isSearchAsked, isSearchShortcut, searchCodeRequested} from '../../client/typeAhead';

type Props = ComponentProps<typeof DocSearchBar>;

/** What the reader did before the search bar's code arrived, to be done again once it has. */
type Pending = {kind: 'click'} | {kind: 'key'; init: KeyboardEventInit} | null;

let pending: Pending = null;
let focused = false;

/** Starts loading the search bar (and, in local mode, the index) on the first sign of intent. */
function trigger(load: () => void, frame: HTMLElement): () => void {
  const start = (): void => {
    preloadSearchIndex();
    searchCodeRequested();
    load();
    // The modal's code: the live bar asks for it only once its own code has arrived, a round trip later.
    import('@docsearch/react/modal').catch(() => {
      // The live bar asks again, and reports a failure, when the modal opens.
    });
  };
  const onClick = (event: Event): void => {
    event.preventDefault();
    pending = {kind: 'click'};
    start();
  };
  const onFocus = (): void => {
    focused = true;
    start();
  };
  const onBlur = (event: FocusEvent): void => {
    const left = event.target as Node;
    // Swapping in the live button removes the focused server one, which moves the focus
    // away too; that is not the reader leaving, and onSwap must hand the focus on.
    queueMicrotask(() => {
      if (left.isConnected) focused = false;
    });
  };
  // Enter or Space on the server's button is a click; taken at keydown, it survives the button being swapped
  // for the live one before the key's click would have fired.
  const onButtonKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    pending = {kind: 'click'};
    start();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    pending = {kind: 'key', init: {key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true}};
    start();
  };
  // One signal takes every listener away again when the live bar is in.
  const listening = new AbortController();
  const {signal} = listening;
  frame.addEventListener('pointerover', start, {signal});
  frame.addEventListener('touchstart', start, {passive: true, signal});
  frame.addEventListener('focusin', onFocus, {signal});
  frame.addEventListener('focusout', onBlur, {signal});
  frame.addEventListener('click', onClick, {signal});
  frame.addEventListener('keydown', onButtonKey, {signal});
  window.addEventListener('keydown', onKeyDown, {signal});
  // Asked for before the page was hydrated (typeAhead.ts and the page's inline script hold what was typed since).
  if (isSearchAsked()) {
    pending = {kind: 'click'};
    start();
  }
  return () => listening.abort();
}

/**
 * As the live search bar replaces the server's button, in the same task: the focus moves to it. A frame
 * later would leave a moment with the focus nowhere, and an Enter pressed then would be lost.
 */
function onSwap(frame: HTMLElement): void {
  if (focused) frame.querySelector<HTMLButtonElement>('button')?.focus();
}

/** Once the live search bar's own listeners are in place: finish what the reader started. */
function onLive(frame: HTMLElement): void {
  const button = frame.querySelector<HTMLButtonElement>('button');
  const action = pending;
  pending = null;
  if (action?.kind === 'click') button?.click();
  if (action?.kind === 'key') window.dispatchEvent(new KeyboardEvent('keydown', action.init));
}

/**
 * The navbar's search button. The server renders the full DocSearch button; in the
 * browser its code (button, shortcuts, modal loader; about 10 KB gzip) and the search
 * index load at the first sign of intent: pointer over or focus on the button, a tap,
 * a click, or Ctrl/Cmd+K or `/`, including one made before hydration. Whatever started
 * it is then carried out, so the reader sees no difference, and pages that are only read
 * never pay for search.
 */
const SearchBar: ComponentType<Props> = staticIsland<Props>(
  splitDefault(require.resolveWeak('./Live'), () => import('./Live')),
  {mode: 'on-demand', trigger, onSwap, onLive},
);

export default SearchBar;
