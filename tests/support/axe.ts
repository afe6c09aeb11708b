import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.2 A and AA rule axe finds broken on the page, one line each; `within`
 * narrows the check to one part of a page already checked whole in another state.
 */
export async function violations(page: Page, {within}: {within?: string} = {}): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
