import type {Page} from '@playwright/test';

/**
 * Runs in the page before its HTML: keeps every layout shift, with enough of each moved box to find it when a run
 * on a busy machine fails: `DIV.filters_GOop 16,779 380x312 -> 16,801`.
 */
export function recordLayoutShifts(): void {
  const shifts: string[] = [];
  (window as unknown as {shifts: string[]}).shifts = shifts;
  type Source = {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
  const describeShiftSource = ({node, previousRect: from, currentRect: to}: Source): string =>
    `${node?.nodeName ?? '?'}${node instanceof Element && node.classList.length ? `.${[...node.classList].join('.')}` : ''} ` +
    `${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources?: Source[]})[]) {
      const nodes = (entry.sources ?? []).map(describeShiftSource).join(', ');
      shifts.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${nodes}`);
    }
  }).observe({type: 'layout-shift', buffered: true});
}

/** The shifts `recordLayoutShifts` kept, once the app has hydrated and its effects and idle work have run. */
export async function shiftsAfterHydration(page: Page): Promise<string[]> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  return page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
}
