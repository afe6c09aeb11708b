import type {CDPSession, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

/**
 * Each keystroke in the modal lays out and paints the modal only, not the page under its overlay
 * (client/standIns.css): read from the browser's own trace of the frames that show a keystroke's hits.
 */

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  args?: {name?: string; beginData?: {partialLayout?: boolean}; endData?: {layoutRoots?: {nodeName: string}[]}};
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {categories: 'devtools.timeline', transferMode: 'ReportEvents'});
  await run();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The roots of every layout the page's main thread ran while `run` typed. */
async function layoutRootsWhile(page: Page, run: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const events = await traced(cdp, run);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;
  return events
    .filter((event) => event.tid === main && event.name === 'Layout' && event.ph === 'X')
    .flatMap((event) => (event.args?.endData?.layoutRoots ?? []).map((root) => root.nodeName));
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, a keystroke's hits are laid out within the modal, not the whole page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/getting-data/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.pressSequentially('build');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const roots = await layoutRootsWhile(page, async () => {
      await box.press('Backspace');
      await box.pressSequentially('ings');
      await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(/building/i);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    });
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.filter((root) => !root.includes('DocSearch-Container'))).toEqual([]);
    // Nothing of the modal is cut off by the overlay's containment.
    const modal = await page.locator('.DocSearch-Modal').boundingBox();
    expect(modal!.x).toBeGreaterThanOrEqual(0);
    expect(modal!.x + modal!.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.locator('.DocSearch-Footer')).toBeInViewport({ratio: 1});
  });
}
