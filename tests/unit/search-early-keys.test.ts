import {describe, expect, it} from 'vitest';
import {earlyKeysScript, type EarlyKeys} from '../../src/plugins/search/client/earlyKeys';
import {EARLY_KEYS_GLOBAL, SEARCH_BUTTON_SELECTOR} from '../../src/plugins/search/constants';

type Listener = (event: FakeEvent) => void;

/** The parts of an element the script reads. */
interface FakeTarget {
  tagName: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => FakeTarget | null;
}

interface FakeEvent {
  type: string;
  target: FakeTarget;
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

const BODY: FakeTarget = {tagName: 'BODY', closest: () => null};
const BUTTON: FakeTarget = {
  tagName: 'BUTTON',
  closest: (selector) => (selector === SEARCH_BUTTON_SELECTOR ? BUTTON : null),
};
const SPAN_IN_BUTTON: FakeTarget = {tagName: 'SPAN', closest: BUTTON.closest};
const INPUT: FakeTarget = {tagName: 'INPUT', closest: () => null};
const EDITABLE: FakeTarget = {tagName: 'DIV', isContentEditable: true, closest: () => null};
// The document itself has no closest(): a key before the body exists, say.
const DOCUMENT: FakeTarget = {tagName: '#document'};

/** Runs the script's very text in a page of its own, as the browser would. */
function page() {
  const listeners = new Map<string, Listener>();
  const window: Record<string, unknown> = {};
  const addEventListener = (type: string, listener: Listener, capture: boolean): void => {
    expect(capture).toBe(true);
    listeners.set(type, listener);
  };
  const removeEventListener = (type: string, listener: Listener): void => {
    if (listeners.get(type) === listener) listeners.delete(type);
  };
  new Function('window', 'addEventListener', 'removeEventListener', earlyKeysScript())(
    window,
    addEventListener,
    removeEventListener,
  );
  const dispatch = (event: Omit<FakeEvent, 'defaultPrevented' | 'preventDefault'>): boolean => {
    const full: FakeEvent = {
      ...event,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    listeners.get(event.type)?.(full);
    return full.defaultPrevented;
  };
  return {
    held: () => (window[EARLY_KEYS_GLOBAL] as EarlyKeys).text,
    stop: () => (window[EARLY_KEYS_GLOBAL] as EarlyKeys).stop(),
    listening: () => [...listeners.keys()],
    /** Presses a key; says whether its default was prevented. */
    key: (key: string | undefined, target = BODY, modifiers: Partial<FakeEvent> = {}) =>
      dispatch({type: 'keydown', key, target, ...modifiers}),
    type: (text: string, target = BODY) => [...text].map((key) => dispatch({type: 'keydown', key, target})),
    click: (target: FakeTarget) => dispatch({type: 'click', target}),
  };
}

describe("the page's inline key script (client/earlyKeys.ts)", () => {
  it('leaves keys alone until the reader asks for search', () => {
    const p = page();
    expect(p.type('gers id')).toEqual(Array(7).fill(false));
    expect(p.key('Backspace')).toBe(false);
    expect(p.held()).toBeNull();
  });

  it('takes Ctrl+K and Cmd+K from the browser and holds what is typed after them, in order', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}, {ctrlKey: true, shiftKey: true}]) {
      const p = page();
      const key = modifier.shiftKey ? 'K' : 'k';
      expect(p.key(key, BODY, modifier)).toBe(true);
      expect(p.held()).toBe('');
      expect(p.type('gers ix')).toEqual(Array(7).fill(true));
      expect(p.key('Backspace')).toBe(true);
      p.type('d');
      expect(p.held()).toBe('gers id');
    }
  });

  it('takes Ctrl+K in a text field too, and the keys typed there after it', () => {
    const p = page();
    expect(p.key('k', INPUT, {ctrlKey: true})).toBe(true);
    p.type('a/b', INPUT);
    expect(p.held()).toBe('a/b');
  });

  it('takes `/` outside a text field, Shift allowed, and the slash typed after it is text', () => {
    const p = page();
    expect(p.key('/', BODY, {shiftKey: true})).toBe(true);
    p.type('roads/segment');
    expect(p.held()).toBe('roads/segment');
  });

  it('leaves `/` to text fields and editable elements, and with Ctrl, Cmd or Alt', () => {
    const p = page();
    expect(p.key('/', INPUT)).toBe(false);
    expect(p.key('/', EDITABLE)).toBe(false);
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey']) expect(p.key('/', BODY, {[modifier]: true})).toBe(false);
    expect(p.held()).toBeNull();
  });

  it('holds from a click on the search button, and gives up on a click elsewhere', () => {
    const p = page();
    p.click(SPAN_IN_BUTTON);
    expect(p.held()).toBe('');
    p.type('gers');
    p.click(BUTTON);
    expect(p.held()).toBe('gers');
    p.click(BODY);
    expect(p.held()).toBeNull();
    expect(p.type('id')).toEqual([false, false]);
  });

  it('asks for search when a character is typed on the focused button, but not a space, which clicks it', () => {
    const p = page();
    expect(p.key(' ', BUTTON)).toBe(false);
    expect(p.held()).toBeNull();
    expect(p.key('g', BUTTON)).toBe(true);
    expect(p.held()).toBe('g');
  });

  it('gives up on Escape, and lets shortcuts with Ctrl, Cmd or Alt through while holding', () => {
    const p = page();
    p.key('/');
    p.type('ab');
    expect(p.key('c', BODY, {ctrlKey: true})).toBe(false);
    expect(p.key('v', BODY, {metaKey: true})).toBe(false);
    expect(p.key('ArrowDown')).toBe(false);
    expect(p.held()).toBe('ab');
    expect(p.key('Escape')).toBe(false);
    expect(p.held()).toBeNull();
  });

  it('ignores keydowns without a key (form autofill), and takes keys aimed at the document itself', () => {
    const p = page();
    expect(p.key(undefined)).toBe(false);
    expect(p.key('k', DOCUMENT, {ctrlKey: true})).toBe(true);
    expect(p.key('g', DOCUMENT)).toBe(true);
    expect(p.click(DOCUMENT)).toBe(false);
    expect(p.held()).toBeNull();
  });

  it('removes its listeners when the search code takes over', () => {
    const p = page();
    expect(p.listening().sort()).toEqual(['click', 'keydown']);
    p.stop();
    expect(p.listening()).toEqual([]);
  });
});
