// One way to ask axe-core about a page, for every spec: the serious and critical findings as
// readable lines. axe gathers only violations (resultTypes): the passing nodes are not reported.
// axe-core itself, put into the page once per document and run there (axe.run): no page of the
// sites has a frame, which is what @axe-core/playwright's wrapper adds handling for — by default it
// runs axe in each frame and then again in a blank page of its own, and even in its in-page mode it
// puts the 550 KB script in twice per audit. On the forum home an audit took 530 ms and 110 ms of
// the test runner's CPU through the wrapper, 280 / 35 ms in its in-page mode, 160–220 / 6–8 ms so.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as shown, one line each, prefixed by where. */
export async function seriousAccessibilityProblems(page: Page, where = new URL(page.url()).pathname): Promise<string[]> {
  // A string is evaluated by the browser's debugging protocol, which the pages' CSP does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}
