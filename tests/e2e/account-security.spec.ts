// Password recovery and the session list in the browser (issue 20): "Forgot your password?" from
// the login form to the mailed link and a new password, by clicks; the dashboard's sessions, one
// ended after the confirmation. Each test signs up an account of its own, so ending sessions or
// changing the password touches no other test.
import type { Page } from '@playwright/test';
import { expect, newPage, test } from './support/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';
import { SITES, httpsUrl } from './support/hosts';
import { initialPasswordOf, newestMailTo } from './support/outbox';

const site = SITES.forum;

/** A JSON call from the page (the test hosts resolve in the browser only); returns the status. */
function callFromPage(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, url, body }) => (await fetch(url, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).status,
    { method, url, body },
  );
}

/** A new personal account by the sign-up API (from the page on the forum site); its initial password from the mail. */
async function signUp(page: Page, username: string, email: string): Promise<string> {
  await page.goto(httpsUrl(site, '/login'));
  expect(await callFromPage(page, 'POST', '/api/signup', { username, email, language: 'en' })).toBe(200);
  return initialPasswordOf(await newestMailTo(email), email);
}

async function submitNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Save and log in' }).click();
}

test('forgot password: the mailed link sets a new password and logs in; the link works once', async ({ page }) => {
  // Unique per run: the test servers keep their database between runs.
  const username = `vergesslich${Date.now() % 1_000_000}`;
  const email = `${username}@diakonie-forum.example`;
  const initial = await signUp(page, username, email);
  const signupMail = (await newestMailTo(email)).file;

  await page.goto(httpsUrl(site, '/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password(\?[^/]*)?$/);
  await expect(page.getByText('Shared accounts have no email address and get no link')).toBeVisible();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your user name or your email address.');
  await page.getByLabel('User name or email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('a link to choose a new password is on its way');

  const mail = await newestMailTo(email, [signupMail]);
  expect(mail.subject).toBe(`Choose a new password for ${site}`);
  const link = /https:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text)![0];
  const resetUrl = httpsUrl(site, new URL(link).pathname + new URL(link).hash);
  await page.goto(resetUrl);
  await expect(page.getByText(`Choose a new password for your account ${username}.`)).toBeVisible();
  // The secret leaves the address bar.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await submitNewPassword(page, 'short');
  await expect(page.getByText('The new password must have at least 10 characters.')).toBeVisible();
  await submitNewPassword(page, 'Lantern-river-42');
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);
  await expect(page.getByTestId('user-name')).toBeVisible();
  // As after the login form, the way went through the account home, which now holds the sign-in:
  // another site signs the member in without a form.
  expect((await page.context().cookies(httpsUrl(SITES.personal))).map((cookie) => cookie.name)).toContain('__Host-sign-in');
  await page.goto(httpsUrl(SITES.crypt, '/intern'));
  await expect(page).toHaveURL(new RegExp(`^${httpsUrl(SITES.crypt, '/intern')}`));
  await expect(page.getByTestId('user-name')).toBeVisible();

  // The old password no longer works, the new one does; the link cannot be used again.
  const fresh = await newPage(await page.context().browser()!.newContext({ ignoreHTTPSErrors: true }));
  await fresh.goto(httpsUrl(site, '/login'));
  await fresh.locator('input[name=username]').fill(username);
  await fresh.locator('input[name=email]').fill(email);
  await fresh.locator('input[name=password]').fill(initial);
  await fresh.locator('button[type=submit]').click();
  await expect(fresh.getByRole('alert')).toBeVisible();
  await logIn(fresh, { username, email, password: 'Lantern-river-42', entitled: false, internal: false });
  await fresh.goto(resetUrl);
  await expect(fresh.getByText('This link cannot be used (any more)')).toBeVisible();
  await fresh.context().close();
});

test('sessions: the dashboard lists both sessions, marks this one and ends the other after asking', async ({ page, browser }) => {
  const username = `unterwegs${Date.now() % 1_000_000}`;
  const email = `${username}@diakonie-forum.example`;
  const initial = await signUp(page, username, email);
  // A first session elsewhere (its own browser context), with the password changed there.
  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  const elsewhere = await newPage(other);
  await elsewhere.goto(httpsUrl(SITES.writing, '/login'));
  expect(await callFromPage(elsewhere, 'POST', '/api/login', { username, email, password: initial })).toBe(200);
  expect(await callFromPage(elsewhere, 'POST', '/api/password', { currentPassword: initial, newPassword: 'Compass-valley-77' })).toBe(200);

  await page.goto(httpsUrl(site, '/login'));
  await logIn(page, { username, email, password: 'Compass-valley-77', entitled: false, internal: false });
  await page.goto(httpsUrl(site, '/dashboard'));
  const table = page.getByTestId('sessions-table');
  // This session and the one elsewhere (a sign-in may hold one on the account home site as well).
  await expect(table.locator('tr[data-current]')).toHaveCount(1);
  const rows = await table.locator('tbody tr').count();
  expect(rows).toBeGreaterThanOrEqual(2);
  await expect(table.locator('tr[data-current]')).toContainText(site);
  await expect(table.locator('tr[data-current]')).toContainText('this session');
  const end = page.getByRole('button', { name: `End the session on ${SITES.writing}` });
  await expect(end).toBeVisible();

  // Declining keeps it; accepting ends it.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await end.click();
  await expect(table.locator('tbody tr')).toHaveCount(rows);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`End the session on ${SITES.writing}`);
    void dialog.accept();
  });
  await end.click();
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'The session has been ended.' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(rows - 1);
  await expect(end).toHaveCount(0);
  expect(await callFromPage(elsewhere, 'GET', '/api/check-auth-status')).toBe(401);
  await other.close();
});

test('administration: the owner sees an account’s sessions and ends them all after asking', async ({ page, browser }) => {
  const username = `besucher${Date.now() % 1_000_000}`;
  const email = `${username}@diakonie-forum.example`;
  const initial = await signUp(page, username, email);
  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  const elsewhere = await newPage(other);
  await elsewhere.goto(httpsUrl(SITES.writing, '/login'));
  expect(await callFromPage(elsewhere, 'POST', '/api/login', { username, email, password: initial })).toBe(200);

  await page.goto(httpsUrl(site, '/login'));
  await logIn(page, TEST_ACCOUNTS.owner);
  await page.goto(httpsUrl(site, '/admin'));
  await page.getByLabel('Account', { exact: true }).selectOption(username);
  await page.getByRole('button', { name: 'Show sessions' }).click();
  await expect(page.getByRole('heading', { name: `Sessions of ${username}` })).toBeVisible();
  await expect(page.getByTestId('sessions-table').locator('tbody tr')).toContainText([SITES.writing]);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`End all sessions of ${username}?`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: `End all sessions of ${username}` }).click();
  await expect(page.getByText(`All sessions of ${username} have been ended.`)).toBeVisible();
  await expect(page.getByText('This account has no active sessions.')).toBeVisible();
  expect(await callFromPage(elsewhere, 'GET', '/api/check-auth-status')).toBe(401);
  await other.close();
});
