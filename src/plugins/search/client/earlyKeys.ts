import {EARLY_KEYS_GLOBAL, SEARCH_BUTTON_SELECTOR} from '../constants';

/** What the inline script leaves on `window[EARLY_KEYS_GLOBAL]` for the search code (typeAhead.ts) to take over. */
export interface EarlyKeys {
  /** The text typed since the reader asked for search, in order; null while they have not asked. */
  text: string | null;
  /** Removes the script's listeners: from then on the search code holds the keys. */
  stop: () => void;
}

/**
 * Runs as an inline script in every page, from the first paint until the main bundle
 * takes over: before that, nothing on the page answers a click on the search button,
 * Ctrl/Cmd+K or `/`, so they and the keys typed after them were lost, and the browser
 * took Ctrl+K for its address bar. This records that the reader asked for search and
 * holds each key they type after it, with the rules of typeAhead.ts: a key that types
 * a character (Ctrl, Cmd and Alt off), Backspace, Escape to give up; `/` asks only
 * outside a text field. A click anywhere else gives up too, so a page whose bundle
 * never arrives does not keep the keys.
 *
 * It is written into the page as text (see earlyKeysScript), so it uses nothing from
 * outside its own body, and only syntax every browser the site supports can parse.
 */
function earlyKeys(name: string, button: string): void {
  const held: EarlyKeys = {text: null, stop: () => listen(removeEventListener)};
  (window as unknown as Record<string, EarlyKeys>)[name] = held;

  function listen(method: typeof addEventListener): void {
    method('keydown', on, true);
    method('click', on, true);
  }
  function on(event: Event): void {
    const target = event.target as HTMLElement;
    const onButton = !!target.closest && !!target.closest(button);
    let text = held.text;
    if (event.type === 'click') {
      held.text = onButton ? text || '' : null;
      return;
    }
    const {key = '', ctrlKey, metaKey, altKey} = event as KeyboardEvent;
    const typed = key.length === 1 && !ctrlKey && !metaKey && !altKey;
    const editing = target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
    if (text !== null && (typed || key === 'Backspace')) {
      text = typed ? text + key : text.slice(0, -1);
    } else if ((key.toLowerCase() === 'k' && (ctrlKey || metaKey)) || (typed && key === '/' && !editing)) {
      text = text || '';
    } else if (text === null && typed && key !== ' ' && onButton) {
      // Typing on the focused button asks for search with that character.
      text = key;
    } else {
      if (key === 'Escape') held.text = null;
      return;
    }
    held.text = text;
    // Neither the browser (Ctrl+K, quick find on `/`) nor the page (a space would scroll it) acts on the key.
    event.preventDefault();
  }
  listen(addEventListener);
}

/** The inline script's text (the build's HTML minifier shortens it; the security headers hash what it wrote). */
export function earlyKeysScript(): string {
  return `(${earlyKeys.toString()})(${JSON.stringify(EARLY_KEYS_GLOBAL)},${JSON.stringify(SEARCH_BUTTON_SELECTOR)})`;
}
