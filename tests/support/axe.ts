import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG rules whose outcome depends on colours: all a change of colour mode can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** Check this part of the page only (CSS selectors; those matching nothing are left out). */
  within?: string[];
  /** Run these rules only. */
  only?: string[];
  /** Run every WCAG A/AA rule but these. */
  except?: string[];
}

/**
 * Every WCAG 2.2 A and AA rule axe finds broken on the page, one line each. A scope
 * narrows the check, for a page already checked whole in another state.
 */
export async function violations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
  if (scope.only) builder = builder.withRules(scope.only);
  if (scope.except) builder = builder.disableRules(scope.except);
  if (scope.within) {
    const present: string[] = [];
    for (const selector of scope.within) if ((await page.locator(selector).count()) > 0) present.push(selector);
    if (present.length === 0) return [];
    for (const selector of present) builder = builder.include(selector);
  }
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
