// Page changes in one tab do not pile up DOM nodes or event listeners: after 20 client-side
// navigations through the site's navigation the counts (after a forced garbage collection) are
// those after 2, within a small margin for caches that fill once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

async function liveCounts(page: Page): Promise<{ nodes: number; listeners: number }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  for (let round = 0; round < 5; round += 1) {
    await session.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(200);
  }
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

test('20 page changes leave no more DOM nodes and listeners than 2', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/?lang=en'));
  const navigation = page.getByRole('navigation', { name: 'Pages of this site' });
  const cycle = ['News', 'Café', 'Contact', 'Media', '2025', 'Home'];
  const visit = async (names: string[]) => {
    for (const name of names) {
      await navigation.getByRole('link', { name, exact: true }).click();
      await expect(navigation.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main h1')).toBeVisible();
    }
  };
  // Every page once first, so that each page's code and text are loaded and cached before counting;
  // both counts are taken on the home page.
  await visit(cycle);
  await visit(['Café', 'Home']);
  const after2 = await liveCounts(page);
  await visit([...cycle, ...cycle, ...cycle]);
  const after20 = await liveCounts(page);
  test.info().annotations.push({ type: 'counts', description: JSON.stringify({ after2, after20 }) });
  // A leak of the media page alone was some 250 nodes and 27 listeners per visit (3 visits here).
  expect(after20.nodes - after2.nodes, `DOM nodes ${after2.nodes} → ${after20.nodes}`).toBeLessThanOrEqual(100);
  expect(after20.listeners - after2.listeners, `listeners ${after2.listeners} → ${after20.listeners}`).toBeLessThanOrEqual(10);
});
