import {EARLY_KEYS_GLOBAL, SEARCH_BUTTON_SELECTOR} from '../constants';
import type {EarlyKeys} from './earlyKeys';
import './standIns.css';

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName));
}

/**
 * The keys that open the search modal: Ctrl+K or Cmd+K anywhere, `/` (Shift allowed,
 * as some layouts need it for `/`) outside a text field; the page's inline script
 * (earlyKeys.ts) takes the same keys.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
    (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target))
  );
}

/** DocSearch's class names (3.9.0): its modal and the modal's text box. */
const MODAL = '.DocSearch-Container';
const INPUT = '.DocSearch-Input';
/**
 * If the modal has not opened this long after the search code was asked for (it failed to load), typing goes
 * back to the page. The wait starts when the code is asked for, not at the key: a slow phone can take longer
 * than this to hydrate the page, before which the search code cannot even be asked for, and giving up then lost
 * the search the reader had asked for.
 */
export const GIVE_UP_MS = 10_000;

/** What the reader has typed since asking for search, or null when nothing is being held. */
let held: string | null = null;
let giveUpTimer = 0;
/** Whether the search bar has asked for its code (searchCodeRequested): only then can waiting be given up. */
let requested = false;

/** Who is told of each change to the held text (the search's early fetches, client/preload.ts). */
let heldListener: ((text: string) => void) | undefined;

function hold(text: string): void {
  held = text;
  waitForModal();
  heldListener?.(text);
}

/**
 * The box shown the moment the reader asks for search, in the modal's place and look, until the modal's code
 * has come (on a slow phone network, most of a second): the reader types into it at once, and a phone brings
 * up its keyboard, which iOS does only for a box focused within the tap itself. Its text is the held text,
 * which the modal's box takes over as it opens (typeInto).
 */
let shell: HTMLInputElement | null = null;

function ask(text: string): void {
  gaveUp = false;
  hold(text);
  if (shell || document.querySelector(MODAL)) return;
  const frame = document.createElement('div');
  frame.className = 'search-shell';
  frame.innerHTML = '<div><input aria-label="Search" placeholder="Search docs"></div>';
  const box = frame.firstChild!.firstChild as HTMLInputElement;
  box.value = text;
  // Typed natively, as the keyboard of a phone types (its keydown events carry no key).
  box.oninput = () => hold(box.value);
  document.body.append(frame);
  shell = box;
  box.focus();
}

function waitForModal(): void {
  window.clearTimeout(giveUpTimer);
  if (requested) giveUpTimer = window.setTimeout(giveUp, GIVE_UP_MS);
}

/** Called by the search bar as it starts loading its code: from then on, held keys wait GIVE_UP_MS at most. */
export function searchCodeRequested(): void {
  requested = true;
  if (held !== null) waitForModal();
}

/**
 * Whether the reader gave up a search before the modal's code came: Escape, a click away, or waiting in vain.
 * The search bar then replays the click or shortcut that asked (theme/SearchBar), which must not open it.
 */
let gaveUp = false;

function giveUp(): void {
  gaveUp ||= held !== null;
  release();
}

function release(): void {
  held = null;
  window.clearTimeout(giveUpTimer);
  shell?.parentElement!.parentElement!.remove();
  shell = null;
}

/** A key that types a character; the same rule as the page's inline script (earlyKeys.ts). */
function isCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

function searchButtonOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(SEARCH_BUTTON_SELECTOR) : null;
}

/**
 * Types the held text into the modal's box the way a reader would: through the
 * native value setter and an `input` event, which React and DocSearch listen to.
 * Runs once the modal has finished mounting, before any later key arrives.
 */
function typeInto(input: HTMLInputElement): void {
  const text = held;
  release();
  if (!text) return;
  queueMicrotask(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

function onKeyDown(event: KeyboardEvent): void {
  // A key replayed by the search bar once its code has arrived (`/` included) is for DocSearch.
  if (!event.isTrusted) return void (gaveUp && event.stopImmediatePropagation());
  if (held !== null) {
    if (event.key === 'Escape') return giveUp();
    // The reader's own box: what it types, it keeps.
    if (event.target === shell) return;
    if (isCharacter(event) || event.key === 'Backspace') {
      // Neither the page (a space would scroll it) nor DocSearch sees the key: it is held for the box.
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(event.key === 'Backspace' ? held.slice(0, -1) : held + event.key);
      return;
    }
  }
  if (isSearchShortcut(event)) {
    // The browser's own Ctrl+K (its address bar) and `/` (quick find) never run: the page has taken them
    // from its first paint (earlyKeys.ts), and the search bar or DocSearch, which open the modal, may not
    // be listening yet.
    event.preventDefault();
    if (held === null && !document.querySelector(MODAL)) ask('');
    return;
  }
  if (held !== null || document.querySelector(MODAL)) return;
  const button = searchButtonOf(event.target);
  if (button && isCharacter(event) && event.key !== ' ') {
    event.preventDefault();
    event.stopImmediatePropagation();
    ask(event.key);
    button.click();
  }
}

/**
 * A click on the search button asks for search: the keys typed after it are held until
 * the modal's box has the focus. They cannot be left to the focused button: it is
 * swapped for the live one meanwhile, which leaves the focus nowhere for a moment, and
 * Safari does not focus a button on a click at all. A click elsewhere before the modal
 * opens gives up.
 */
function onClick(event: MouseEvent): void {
  if (!event.isTrusted) return void (gaveUp && event.stopImmediatePropagation());
  if (document.querySelector(MODAL)) return;
  if (shell?.parentElement!.contains(event.target as Node)) return;
  if (!searchButtonOf(event.target)) return giveUp();
  if (held === null) ask('');
}

function onFocusIn(event: FocusEvent): void {
  // The focus lands on elements only: the window's own focus comes as `focus`, not `focusin`.
  const box = event.target as HTMLInputElement;
  if (held !== null && box.matches(INPUT)) typeInto(box);
}

/** Whether the reader has asked for search and their keys are held for the modal's box. */
export function isSearchAsked(): boolean {
  return held !== null;
}

/** Calls `listener` with the text held for the modal's box, now if there is some, and each time a key changes it. */
export function onHeldText(listener: (text: string) => void): void {
  heldListener = listener;
  if (held) listener(held);
}

/**
 * Keeps every key typed between asking for search (a click on the search button,
 * Ctrl/Cmd+K, `/`, or typing on the focused button) and the modal's box taking the
 * focus. The search code and the modal load on demand, so that gap can last a moment
 * or, on a slow network, seconds; without this, those keys are lost and a space
 * scrolls the page. Before this runs, the page's inline script (earlyKeys.ts) has
 * held them: this takes over its listeners and what it held.
 */
function installTypeAhead(): void {
  const early = (window as unknown as Record<string, EarlyKeys | undefined>)[EARLY_KEYS_GLOBAL];
  early?.stop();
  if (early && early.text !== null) ask(early.text);
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocusIn, true);
}

// A client module of the plugin (index.ts): runs once per page load, in both search modes, before the search
// code itself is fetched. It is also where the button's stylesheet comes in: one module fewer in every page.
if (typeof window !== 'undefined') installTypeAhead();

/** What runs after each navigation once the live search bar has come (focusAfterHit.ts): nothing before. */
let afterNavigation: ((location: Location) => void) | undefined;

export function setAfterNavigation(listener: (location: Location) => void): void {
  afterNavigation = listener;
}

/** Client-module hook: the new page is in. */
export function onRouteDidUpdate({location}: {location: Location}): void {
  afterNavigation?.(location);
}
