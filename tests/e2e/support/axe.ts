// One way to ask axe-core about a page, for every spec: the serious and critical findings as
// readable lines. axe gathers only violations (resultTypes): the passing nodes are not reported.
// axe.run in the page itself (AxeBuilder's legacy mode): the default runs axe in each frame and
// then again in a blank page of its own, which on the forum home took twice the time and four
// times the test runner's CPU (a new page, a renderer process, axe injected twice); what legacy
// mode leaves out is cross-origin frames, and no page of the sites has a frame.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as shown, one line each, prefixed by where. */
export async function seriousAccessibilityProblems(page: Page, where = new URL(page.url()).pathname): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}
