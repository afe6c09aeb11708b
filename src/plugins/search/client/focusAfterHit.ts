import {SEARCH_BUTTON_SELECTOR} from '../constants';
import {setAfterNavigation} from './typeAhead';

/** DocSearch's modal (3.9.0). */
const MODAL = '.DocSearch-Container';

/** Whether the reader's last Enter or click was in the open search modal, choosing a hit (or not: see below). */
let leavingSearch = false;

/** Notes an Enter or a click (`chose`), or any other key, for the next navigation. */
function noteChoice(chose: boolean): void {
  leavingSearch = chose && document.querySelector(MODAL) !== null;
}

/**
 * After a navigation. DocSearch, closing, gives the focus back to the navbar's search button, or leaves it
 * nowhere, so a keyboard reader who chose a hit would start again from the top of the page: the focus goes to
 * where the hit leads instead, its anchor's element if it is there, else the page's title, without scrolling
 * (the landing, anchor-landing/, scrolls).
 */
function focusAfterHit(location: Location): void {
  if (!leavingSearch) return;
  leavingSearch = false;
  // After DocSearch's own hand-back, which may come with the modal's closing, and after Docusaurus's reset of
  // the focus on a navigation without an anchor, which comes with the next paint: two frames later.
  const afterPaint = (then: () => void): number => requestAnimationFrame(() => requestAnimationFrame(then));
  afterPaint(() => {
    // Left on the button, or on nothing (the modal's box, gone with it): anywhere else, the reader has moved on.
    const left = document.activeElement;
    if (left && left !== document.body && !left.matches(SEARCH_BUTTON_SELECTOR)) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    // Focusable by script only (-1), and it stays so: without it the browser takes the focus back to the page.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({preventScroll: true});
  });
}

/**
 * Installed by the live search bar (theme/SearchBar/Live.tsx), the first time it loads: a hit can only be
 * chosen once it has, so the pages' first-load code does not carry this.
 */
export function installFocusAfterHit(): void {
  window.addEventListener('keydown', (event) => event.isTrusted && noteChoice(event.key === 'Enter'), true);
  window.addEventListener('click', () => noteChoice(true), true);
  setAfterNavigation(focusAfterHit);
}
