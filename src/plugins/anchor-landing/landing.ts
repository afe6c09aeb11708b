/** How long to wait for a target that is not in the page yet (its code may be on a slow network). */
const WAIT_MS = 15_000;
/** How long the target is held in view after the last change of the page's height. */
const SETTLE_MS = 1_000;
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
  const observer = new MutationObserver(() => follow());
  const resize = new ResizeObserver(() => follow());

  const stop = (): void => {
    observer.disconnect();
    resize.disconnect();
    window.clearTimeout(waitTimer);
    window.clearTimeout(settleTimer);
    READER_EVENTS.forEach((type) => window.removeEventListener(type, stop, true));
    if (cancelCurrent === stop) cancelCurrent = null;
  };

  function follow(): void {
    target = target?.isConnected ? target : document.getElementById(id);
    if (!target) return;
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
