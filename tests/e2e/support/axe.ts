// One way to ask axe-core about a page, for every spec: the serious and critical findings as
// readable lines. axe gathers only violations (resultTypes): the passing nodes are not reported.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as shown, one line each, prefixed by where. */
export async function seriousAccessibilityProblems(page: Page, where = new URL(page.url()).pathname): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}
