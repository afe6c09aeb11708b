import {PAGE_KINDS} from '../routes';
import {test, expect, hydrated} from './fixtures';

/**
 * A screen reader reads a page from the browser's accessibility tree, all of it, not only what is on screen.
 * Chromium leaves out of that tree whatever it skips drawing while it is away from the screen
 * (`content-visibility: auto`): a long table, code, a list's rows were missing until a sighted reader would
 * have scrolled to them. On every kind of page, on a phone, nothing the page shows is skipped, and the last
 * words of the page's text, many screens down, are in the tree as text that is read out.
 */
const PHONE = {width: 390, height: 844};

for (const [kind, route] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${route}): all the page shows is in the accessibility tree at load, below the screen too`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route);
    await hydrated(page);
    const skipped = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.checkVisibility() && !element.checkVisibility({contentVisibilityAuto: true}))
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
        ),
    );
    expect(skipped.slice(0, 5), `${skipped.length} elements skipped`).toEqual([]);

    // The last text of the page's content (its last article) that a reader sees; its element is marked to be found
    // over CDP.
    const text = await page.evaluate(() => {
      const content =
        document.querySelector('main article:last-of-type') ??
        document.querySelector('main') ??
        document.querySelector('.main-wrapper')!;
      const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent!.trim() && node.parentElement!.checkVisibility()) last = node as Text;
      }
      last!.parentElement!.setAttribute('data-last-text', '');
      return last!.textContent!.replace(/\s+/g, ' ').trim();
    });
    const cdp = await page.context().newCDPSession(page);
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: '[data-last-text]'});
    const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: true});
    // Read out as text of its own, or as part of the name of what holds it (a link, a cell).
    const read = nodes.filter(
      (node) => !node.ignored && String(node.name?.value).replace(/\s+/g, ' ').includes(text.slice(0, 20)),
    );
    expect(read, `"${text}" is read out`).not.toEqual([]);
  });
}
