import type {CDPSession, Page} from '@playwright/test';

/** What the browser's trace tells of a layout: the elements it started from. */
interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  args?: {name?: string; beginData?: {frame?: string}; endData?: {layoutRoots?: {nodeName: string}[]}};
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

/**
 * The roots of every layout of the page's document that its main thread ran while `run` typed, as the trace
 * names them: the element's tag, id and classes, such as `INPUT id='…' class='form-control'`, or `#document`.
 * Images' own documents (an SVG icon's, laid out as the browser fetches the address's icon again after the
 * address changes) are left out.
 */
export async function layoutRootsWhile(page: Page, run: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const {frameTree} = await cdp.send('Page.getFrameTree');
  const events = await traced(cdp, run);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;
  return events
    .filter((event) => event.tid === main && event.name === 'Layout' && event.ph === 'X')
    .filter((event) => event.args?.beginData?.frame === frameTree.frame.id)
    .flatMap((event) => (event.args?.endData?.layoutRoots ?? []).map((root) => root.nodeName));
}
