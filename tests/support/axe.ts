import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every WCAG 2.2 A and AA rule axe finds broken on the page, one line each; `within`
 * narrows the check to one part of a page already checked whole in another state, and
 * `leaveOut` names rules (axe's ids) a caller checks elsewhere.
 *
 * axe runs in the page itself (legacy mode): by default @axe-core/playwright 4.13 runs each
 * frame apart and then opens a blank page to merge what every frame found, every passing
 * node included, which doubled the time of a check. The site has no frames to merge. Only
 * violations come back in full: passes shrink to one node a rule.
 */
export async function violations(
  page: Page,
  {within, leaveOut = []}: {within?: string; leaveOut?: string[]} = {},
): Promise<string[]> {
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS)
    .disableRules(leaveOut)
    .setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
