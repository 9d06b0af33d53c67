// A member's session for the browser tests that do not themselves test logging in (the tools, the
// languages and settings pages): one request to the login API from a page of the site, whose
// cookies the browser keeps, instead of walking the login form through the account home and back
// (two hand-offs and two hydrations a test). Each test gets a session of its own: a stored state
// shared by the run would tie the tests together, since logging out anywhere ends every session of
// the sign-in (docs/decisions/016). The tests of logging in itself walk the form (actions.ts logIn).
import type { Page } from '@playwright/test';
import type { TestAccount } from './accounts';
import { SITES, httpsUrl } from './hosts';
import { expect } from './test';

/**
 * Gives the page's browser a session of the account on the host (the forum unless named); the page
 * is left on a document of that site (its health answer), for the test to go on to its page.
 */
export async function signIn(page: Page, account: TestAccount, host: string = SITES.forum): Promise<void> {
  // A same-origin document without the app, so that the request carries the site's origin.
  await page.goto(httpsUrl(host, '/api/health'));
  const status = await page.evaluate(async ({ username, email, password }) => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(email ? { username, email, password } : { username, password }),
    });
    return response.status;
  }, account);
  expect(status, `login of ${account.username} on ${host}`).toBe(200);
}
