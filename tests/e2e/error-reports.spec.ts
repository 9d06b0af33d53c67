// Browser errors reach the server (issue 18 item 20): a page sends nothing while nothing goes
// wrong, reports an uncaught error and an unhandled rejection to /api/client-errors (which takes
// them: 204), and sends no more than CLIENT_ERRORS_PER_PAGE however many errors follow.
import type { Request } from '@playwright/test';
import { CLIENT_ERROR_PATH, CLIENT_ERRORS_PER_PAGE } from '@shared/client-error-report';
import { expect, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

test('a page reports its errors to the server, none before the first and at most the limit', async ({ page }) => {
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CLIENT_ERROR_PATH) reports.push(request);
  });
  await page.goto(httpsUrl(SITES.personal, '/cv'));

  // The first error: its report is the first request to the route (requests are seen in the order they are sent).
  const first = page.waitForResponse((response) => new URL(response.url()).pathname === CLIENT_ERROR_PATH);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('first failure');
    });
  });
  expect((await first).status()).toBe(204);
  expect(reports).toHaveLength(1);
  const body = reports[0]!.postDataJSON() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['kind', 'message', 'page', 'stack']);
  expect(body).toMatchObject({ kind: 'error', message: 'first failure', page: '/cv' });

  // A rejection nobody handles.
  const rejected = page.waitForRequest((request) => new URL(request.url()).pathname === CLIENT_ERROR_PATH && (request.postDataJSON() as { kind: string }).kind === 'unhandledrejection');
  await page.evaluate(() => {
    void Promise.reject(new Error('rejected'));
  });
  expect((await rejected).postDataJSON()).toMatchObject({ message: 'rejected', page: '/cv' });

  // Many more errors; a request to another address after all of them marks the end: every report
  // the page sent was seen before it.
  const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
  await page.evaluate(() => {
    for (let i = 0; i < 12; i += 1) {
      setTimeout(() => {
        throw new Error(`failure ${i}`);
      });
    }
    setTimeout(() => void fetch('/api/health'));
  });
  await marker;
  expect(reports).toHaveLength(CLIENT_ERRORS_PER_PAGE);
});
