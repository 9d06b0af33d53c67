import { expect, holdEntryScript, test } from './support/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { dismissedDialogText, expectMenu, logIn, mainMenu, submitLogin } from './support/actions';
import { HTTP_PORT, SITES, httpsUrl } from './support/hosts';

test('logged out, the menu offers only login', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum));
  await expectMenu(page, ['Login']);
});

test('login, a reload keeps the session, logout ends it', async ({ page, context }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await logIn(page, TEST_ACCOUNTS.member);
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectMenu(page, ['Dashboard', 'Protected', 'Internal', 'Various', 'Chat', 'Log out']);
  await expect(page.getByTestId('user-name')).toHaveText(`Logged in as ${TEST_ACCOUNTS.member.username}`);
  // The shared first-level account has no email address (SPEC §3: access data on the dashboard).
  await expect(page.getByTestId('email')).toHaveText('none (shared account)');
  await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveClass(/visited/);
  // The session itself, httpOnly, and a readable marker with no content that a session may exist.
  // (The forum's own cookies: the account home holds its own since the single sign-on, single-sign-on.spec.ts.)
  const cookies = await context.cookies(httpsUrl(SITES.forum));
  expect(cookies).toHaveLength(2);
  expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  expect(cookies.find((cookie) => cookie.name === '__Host-signed-in')).toMatchObject({ value: '1', httpOnly: false, secure: true, sameSite: 'Strict', path: '/' });

  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('remaining')).toContainText('minutes');

  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expectMenu(page, ['Login']);
  expect(await context.cookies(httpsUrl(SITES.forum))).toEqual([]);
  await page.goto(httpsUrl(SITES.forum, '/dashboard'));
  await expect(page).toHaveURL(/\/login(\?[^/]*)?$/);
});

test('the chat is listed but disabled; the documentation only for entitled users', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/login'));
  await logIn(page, TEST_ACCOUNTS.member);
  const chat = mainMenu(page).getByRole('button', { name: /Chat/ });
  await expect(chat).toHaveAttribute('aria-disabled', 'true');
  await chat.click({ force: true });
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Documentation' })).toHaveCount(0);
  await page.goto(httpsUrl(SITES.personal, '/intern/doc'));
  await expect(page.getByText('Your account is not entitled to read the documentation.')).toBeVisible();

  await page.goto(httpsUrl(SITES.personal, '/log_out'));
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto(httpsUrl(SITES.personal, '/login'));
  await logIn(page, TEST_ACCOUNTS.entitled);
  await mainMenu(page).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { name: 'Member documentation' })).toBeVisible();
});

test('a member route sends a visitor to login and back after login', async ({ page }) => {
  await page.goto(httpsUrl(SITES.writing, '/various'));
  await expect(page).toHaveURL(/\/login(\?[^/]*)?$/);
  await logIn(page, TEST_ACCOUNTS.member);
  await expect(page).toHaveURL(/\/various(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { name: 'Various' })).toBeVisible();
});

test('wrong credentials show an error in the active language', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await submitLogin(page, { ...TEST_ACCOUNTS.member, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('User name, email address or password is wrong.');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('alert')).not.toHaveText('User name, email address or password is wrong.');
});

test('the session ends by itself at token expiry and the login page says so', async ({ page }) => {
  await page.goto(`http://localhost:${HTTP_PORT}/login`);
  await logIn(page, TEST_ACCOUNTS.member);
  await expect(page).toHaveURL(/\/login(\?[^/]*)?$/, { timeout: 15_000 });
  await expectMenu(page, ['Login']);
  await expect(page.getByText(`The session of ${TEST_ACCOUNTS.member.username} ended on`)).toBeVisible();
});

test('the factory reset asks first and restores the defaults', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await page.getByRole('button', { name: 'Show more languages' }).click();
  await logIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/various/settings'));
  const message = await dismissedDialogText(page, () => page.getByRole('button', { name: 'Restore factory settings' }).click());
  expect(message).toBe('All settings will be lost. Really restore factory settings?');
  expect(await page.evaluate(() => localStorage.getItem('advancedLanguage'))).toBe('true');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restore factory settings' }).click();
  await expect(page.getByText('The factory settings have been restored.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('advancedLanguage'))).toBe('false');
});

test('switching the browser memory off clears the stored entries', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await logIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/various/settings'));
  await page.getByRole('checkbox', { name: 'Remember my settings in this browser' }).uncheck();
  await expect(page.getByText('Nothing is kept in this browser')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['keepOptions', 'storedDataVersion']);
});

test('the login form as the server sent it submits nothing before the page is hydrated: no password in the address', async ({ context }) => {
  // A page of its own, not the fixture's, whose goto waits for hydration: the entry script is held back.
  const page = await context.newPage();
  const script = await holdEntryScript(page);
  await page.goto(httpsUrl(SITES.personal, '/login'));
  const submit = page.getByRole('button', { name: 'Log in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('User name').fill(TEST_ACCOUNTS.member.username);
  await page.getByLabel('Password').fill(TEST_ACCOUNTS.member.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(httpsUrl(SITES.personal, '/login'));
  // Once the script has taken the page over, the same form logs in with what was typed before,
  // kept in the fields when the form renders again (here: the email field typed into then).
  script.release();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email address').fill('');
  await page.getByLabel('Email address').pressSequentially('x');
  await page.getByLabel('Email address').press('Backspace');
  await expect(page.getByLabel('User name')).toHaveValue(TEST_ACCOUNTS.member.username);
  await expect(page.getByLabel('Password')).toHaveValue(TEST_ACCOUNTS.member.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard/);
});
