/** How long to wait for a target that is not in the page yet (its code may be on a slow network). */
const WAIT_MS = 15_000;
/** How long the target is held in view after the last change of the page's height. */
const SETTLE_MS = 1_000;
/** How long a target may stay missing after the page last changed before the reader is told it is not there. */
const MISSING_MS = 1_500;
/** Anything the reader does to scroll or leave ends the landing: their scrolling wins. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let cancelCurrent: (() => void) | null = null;

/** How far the target is from where `scrollIntoView` puts it (its scroll margin below the top). */
function offset(target: Element): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

/**
 * Scrolls to the element with this id once it exists, and keeps it there while
 * content above it loads and changes its place (tables, maps, code). Stops when the
 * reader scrolls or types, at the next landing, or once the page has settled.
 */
export function landOn(id: string): void {
  cancelCurrent?.();
  let target = document.getElementById(id);

  let waitTimer = 0;
  let settleTimer = 0;
  let missingTimer = 0;
  const observer = new MutationObserver(() => follow());
  const resize = new ResizeObserver(() => follow());

  const stop = (): void => {
    observer.disconnect();
    resize.disconnect();
    window.clearTimeout(waitTimer);
    window.clearTimeout(settleTimer);
    window.clearTimeout(missingTimer);
    READER_EVENTS.forEach((type) => window.removeEventListener(type, stop, true));
    if (cancelCurrent === stop) cancelCurrent = null;
  };

  function follow(): void {
    target = target?.isConnected ? target : document.getElementById(id);
    if (!target) {
      // Still not there once the page has stopped changing: say so, rather than leave the reader at the top.
      window.clearTimeout(missingTimer);
      missingTimer = window.setTimeout(() => {
        stop();
        sayMissing(id);
      }, MISSING_MS);
      return;
    }
    document.querySelector(`.${MISSING_CLASS}`)?.remove();
    window.clearTimeout(waitTimer);
    if (Math.abs(offset(target)) > 1) target.scrollIntoView();
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(stop, SETTLE_MS);
  }

  cancelCurrent = stop;
  READER_EVENTS.forEach((type) => window.addEventListener(type, stop, {capture: true, passive: true}));
  observer.observe(document.body, {childList: true, subtree: true});
  resize.observe(document.body);
  waitTimer = window.setTimeout(stop, WAIT_MS);
  follow();
}

const MISSING_CLASS = 'anchor-missing';

/** Edit distance between two names, `-` and `_` alike: how far a mistyped anchor is from a real one. */
function distance(a: string, b: string): number {
  const [x, y] = [a, b].map((name) => name.toLowerCase().replace(/-/g, '_'));
  let row = Array.from({length: y.length + 1}, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length];
}

/** The page's anchor closest to `id`, where one is close enough to be what the reader meant. */
function nearestAnchor(id: string): string | null {
  let best: {anchor: string; cost: number} | null = null;
  for (const element of document.querySelectorAll('main [id]')) {
    const cost = distance(id, element.id);
    if (!best || cost < best.cost) best = {anchor: element.id, cost};
  }
  return best && best.cost <= Math.max(2, Math.floor(id.length / 3)) ? best.anchor : null;
}

/**
 * Tells the reader that the address's anchor is not on the page (a renamed field, a typo), in a note over the
 * foot of the window (anchor-offset.css), with the nearest anchor the page has. Built from text nodes: the anchor comes from the
 * address, and is shown, never run.
 */
export function sayMissing(id: string): void {
  document.querySelector(`.${MISSING_CLASS}`)?.remove();
  const note = document.createElement('div');
  note.className = MISSING_CLASS;
  note.setAttribute('role', 'status');
  // One box for the sentence: the note lays out its children as flex items, and the link and its full stop each
  // became one, apart from the words around them.
  const message = document.createElement('span');
  message.append(`Nothing on this page is called “${id}”.`);
  const nearest = nearestAnchor(id);
  if (nearest) {
    const link = Object.assign(document.createElement('a'), {
      href: `#${encodeURIComponent(nearest)}`,
      textContent: nearest,
    });
    message.append(' The nearest is ', link, '.');
  }
  const dismiss = Object.assign(document.createElement('button'), {type: 'button', textContent: 'Dismiss'});
  dismiss.addEventListener('click', () => note.remove());
  note.append(message, ' ', dismiss);
  (document.querySelector('main article') ?? document.querySelector('main'))?.prepend(note);
}
