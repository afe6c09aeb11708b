import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.2 A and AA rule axe finds broken on the page, one line each; `within`
 * narrows the check to one part of a page already checked whole in another state.
 */
export async function violations(page: Page, {within}: {within?: string} = {}): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  // axe reads sizes, overlaps and colours from the layout. A block away from the screen has none until the browser
  // draws it (`content-visibility: auto`: long tables, code), which a reader's browser does before it comes into
  // view; the check draws every block for its scan, then gives the page back as it was.
  const drawAll = await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  const results = await (within ? builder.include(within) : builder).analyze();
  await drawAll.evaluate((style) => style.parentNode?.removeChild(style));
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
