// Personal accounts in the browser (SPEC §6): sign-up with the emailed initial password, the forced
// password change, the administration in two languages, unsubscribe links, and accessibility.
import { type Browser, type Page } from '@playwright/test';
import { expect, holdEntryScript, newPage, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { TEST_ACCOUNTS, type TestAccount } from './support/accounts';
import { arrivedAfterLogin, logIn, mainMenu } from './support/actions';
import { SITES, httpsUrl } from './support/hosts';
import { initialPasswordOf, newestMailTo, readOutbox, unsubscribeLinkOf } from './support/outbox';

/** Logs in by the form's field names, so it works in every language. */
async function logInAnyLanguage(page: Page, account: TestAccount): Promise<void> {
  await page.locator('input[name=username]').fill(account.username);
  if (account.email) await page.locator('input[name=email]').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await arrivedAfterLogin(page);
}

/** The id of the focused element (toBeFocused also needs the window to have focus, which parallel runs may not give). */
function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

async function pageIn(browser: Browser, locale: string): Promise<Page> {
  return newPage(await browser.newContext({ locale, ignoreHTTPSErrors: true }));
}

test('sign-up, first login with the emailed password, forced password change, login with the new password', async ({ page }) => {
  const username = 'neuling';
  const email = 'neuling@martin-sommerfeld.example';
  await page.goto(httpsUrl(SITES.personal, '/login'));
  await page.getByRole('link', { name: 'Request a personal account' }).click();
  await expect(page).toHaveURL(/\/signup(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a personal account' })).toBeVisible();

  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(2);
  await expect.poll(() => focusedId(page)).toBe('signup-email');
  await page.getByLabel('Email address').fill('neuling@localhost');
  await page.getByLabel('User name').fill(username);
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByText('Please enter a complete email address, for example name@example.org.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request account' }).click();
  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText(`An email with your initial password is on its way to ${email}.`);
  await expect(status).toContainText('please also look in your spam folder');
  await expect(status).toContainText('At your first login you will be asked to choose a new password of your own.');

  const mail = await newestMailTo(email);
  expect(mail.subject).toBe(`Your access to ${SITES.personal}`);
  const initialPassword = initialPasswordOf(mail, email);
  expect(initialPassword).toMatch(/^\S{16}$/);

  await page.getByRole('link', { name: 'Go to the login' }).click();
  await logIn(page, { username, email, password: initialPassword, entitled: false, internal: false });
  await expect(page).toHaveURL(/\/change-password(\?[^/]*)?$/);
  await expect(page.getByText('You have logged in with an initial password.')).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Protected' }).click();
  await expect(page).toHaveURL(/\/change-password(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByText('At least 10 characters, using three of the four kinds')).toBeVisible();

  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change password' });
  await current.fill(initialPassword);
  await next.fill('weakpass');
  await repeat.fill('weakpass');
  await submit.click();
  await expect(page.getByText('The new password must have at least 10 characters.')).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('password-next');
  await next.fill('weakpassword');
  await repeat.fill('weakpassword');
  await submit.click();
  await expect(page.getByText('The new password is too simple.')).toBeVisible();

  const strong = 'Blue-Harbor-47';
  await current.fill('not-the-initial-password');
  await next.fill(strong);
  await repeat.fill(strong);
  await submit.click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/change-password(\?[^/]*)?$/);

  await current.fill(initialPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/protected(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { name: 'Protected area' })).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto(httpsUrl(SITES.personal, '/login'));
  await logIn(page, { username, email, password: strong, entitled: false, internal: false });
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { name: 'Validity of your account' })).toBeVisible();
  await expect(page.getByTestId('email')).toHaveText(email.toLowerCase());
  const year = new Date().getFullYear() + 1;
  await expect(page.getByTestId('account-valid-to')).toContainText(String(year));
  await expect(page.getByTestId('account-duration')).toHaveText('365 days');
  await expect(page.getByTestId('account-remaining')).toContainText('364 days');
  await expect(page.getByTestId('remaining')).toContainText('minutes');
});

test('sign-up reports a taken user name and a rate limit', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/signup'));
  await page.getByLabel('Email address').fill('someone-else@diakonie-forum.example');
  await page.getByLabel('User name').fill(TEST_ACCOUNTS.entitled.username);
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This user name is already taken. Please choose another one.');

  await page.route('**/api/signup', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }) }),
  );
  await page.getByLabel('User name').fill('someone-else');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again later.');
});

test('what a visitor types into the sign-up and forgot-password forms before the page is hydrated stays in the fields and is sent', async ({ context }) => {
  // Pages of their own, not the fixture's, whose goto waits for hydration: the entry script is held back.
  const signup = await context.newPage();
  const signupScript = await holdEntryScript(signup);
  await signup.goto(httpsUrl(SITES.forum, '/signup'));
  await signup.getByLabel('Email address').fill('early@diakonie-forum.example');
  await signup.getByLabel('User name').fill(TEST_ACCOUNTS.entitled.username);
  signupScript.release();
  const request = signup.getByRole('button', { name: 'Request account' });
  await expect(request).toBeEnabled();
  // A render of the form (leaving a field marks it touched) keeps the text; the server gets it.
  await signup.getByLabel('User name').press('Tab');
  await expect(signup.getByLabel('Email address')).toHaveValue('early@diakonie-forum.example');
  await expect(signup.getByLabel('User name')).toHaveValue(TEST_ACCOUNTS.entitled.username);
  await request.click();
  await expect(signup.getByRole('alert')).toHaveText('This user name is already taken. Please choose another one.');

  const forgot = await context.newPage();
  const forgotScript = await holdEntryScript(forgot);
  await forgot.goto(httpsUrl(SITES.forum, '/forgot-password'));
  await forgot.getByLabel('User name or email address').fill(TEST_ACCOUNTS.member.username);
  forgotScript.release();
  const send = forgot.getByRole('button', { name: 'Send the link' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(forgot.locator('main').getByRole('status')).toContainText('a link to choose a new password is on its way');
});

const ADMIN_TEXTS = {
  'en-US': {
    admin: 'Account administration',
    create: 'Create account',
    created: 'has been created',
    updated: 'has been updated.',
    internal: /^Internal/,
    disable: /^Disable/,
    enable: /^Re-enable/,
    disabled: 'disabled',
    active: 'active',
    sent: 'sent',
    resend: /^Resend initial password/,
    resent: 'A new initial password has been issued',
    delete: /^Delete/,
    confirm: (name: string) => `Really delete the account ${name}? This cannot be undone.`,
    deleted: (name: string) => `The account ${name} has been deleted.`,
    actions: { create: 'Created the account', update: 'Changed the account', resend: 'Resent the initial password', delete: 'Deleted the account' },
    subject: `Your access to ${SITES.personal}`,
    language: 'English',
  },
  'de-DE': {
    admin: 'Kontenverwaltung',
    create: 'Konto anlegen',
    created: 'wurde angelegt',
    updated: 'wurde geändert.',
    internal: /^Intern/,
    disable: /^Sperren/,
    enable: /^Wieder freigeben/,
    disabled: 'gesperrt',
    active: 'aktiv',
    sent: 'gesendet',
    resend: /^Erstes Passwort erneut senden/,
    resent: 'wurde ein neues erstes Passwort erzeugt',
    delete: /^Löschen/,
    confirm: (name: string) => `Das Konto ${name} wirklich löschen? Das kann nicht rückgängig gemacht werden.`,
    deleted: (name: string) => `Das Konto ${name} wurde gelöscht.`,
    actions: { create: 'Hat das Konto angelegt', update: 'Hat das Konto geändert', resend: 'Hat das erste Passwort erneut gesendet', delete: 'Hat das Konto gelöscht' },
    subject: `Ihr Zugang zu ${SITES.personal}`,
    language: 'Deutsch',
  },
} as const;

for (const [locale, text] of Object.entries(ADMIN_TEXTS)) {
  test(`the owner administers accounts (${locale})`, async ({ browser }) => {
    const page = await pageIn(browser, locale);
    const name = `gast-${locale.slice(0, 2)}`;
    const email = `${name}@martin-sommerfeld.example`;
    await page.goto(httpsUrl(SITES.personal, '/login'));
    await logInAnyLanguage(page, TEST_ACCOUNTS.owner);
    await page.getByRole('link', { name: text.admin }).click();
    await expect(page).toHaveURL(/\/admin(\?[^/]*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: text.admin })).toBeVisible();
    for (const account of Object.values(TEST_ACCOUNTS)) await expect(page.getByTestId(`account-${account.username}`)).toBeVisible();
    await expect(page.getByTestId(`account-${TEST_ACCOUNTS.entitled.username}`)).toContainText(TEST_ACCOUNTS.entitled.email);

    await page.locator('#create-username').fill(name);
    await page.locator('#create-email').fill(email);
    await page.locator('#create-language').selectOption({ label: text.language });
    await page.getByRole('button', { name: text.create, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.created })).toContainText(email);
    const row = page.getByTestId(`account-${name}`);
    await expect(row).toBeVisible();
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(text.subject);
    await expect(row.getByTestId('mail-status')).toHaveText(text.sent);

    const internal = row.getByRole('checkbox', { name: text.internal });
    await expect(internal).not.toBeChecked();
    await internal.click();
    await expect(page.getByRole('status').filter({ hasText: text.updated })).toContainText(name);
    await expect(internal).toBeChecked();

    await row.getByRole('button', { name: text.disable }).click();
    await expect(row.getByTestId('account-status')).toHaveText(text.disabled);
    await row.getByRole('button', { name: text.enable }).click();
    await expect(row.getByTestId('account-status')).toHaveText(text.active);

    await row.getByRole('button', { name: text.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: text.resent })).toContainText(text.sent);
    const resent = await newestMailTo(email, [mail.file]);
    expect(resent.file).not.toBe(mail.file);

    let dialogText = '';
    page.once('dialog', (dialog) => {
      dialogText = dialog.message();
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: text.delete }).click();
    expect(dialogText).toBe(text.confirm(name));
    await expect(row).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: text.delete }).click();
    await expect(page.getByRole('status').filter({ hasText: text.deleted(name) })).toBeVisible();
    await expect(row).toHaveCount(0);

    const audit = page.getByTestId('audit-log').locator('tbody tr').filter({ hasText: name });
    await expect(audit.first()).toContainText(text.actions.delete);
    await expect(audit.filter({ hasText: text.actions.create })).toHaveCount(1);
    await expect(audit.filter({ hasText: text.actions.resend })).toHaveCount(1);
    await expect(audit.filter({ hasText: text.actions.update })).toHaveCount(3);
    await expect(audit.first()).toContainText(TEST_ACCOUNTS.owner.username);
    await page.context().close();
  });
}

test('a member without a role is told that the administration is not for them', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await logIn(page, TEST_ACCOUNTS.member);
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account administration' })).toHaveCount(0);
  await page.goto(httpsUrl(SITES.forum, '/admin'));
  await expect(page.getByText('Your account is not entitled to manage accounts.')).toBeVisible();
  await expect(page.getByTestId('accounts-table')).toHaveCount(0);
});

test('the unsubscribe link of a mail stops the mails; a forged link is refused', async ({ page }) => {
  const name = 'abmelder';
  const email = `${name}@martin-sommerfeld.example`;
  await page.goto(httpsUrl(SITES.personal, '/login'));
  await logIn(page, TEST_ACCOUNTS.owner);
  await page.goto(httpsUrl(SITES.personal, '/admin'));
  await page.locator('#create-username').fill(name);
  await page.locator('#create-email').fill(email);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  const mail = await newestMailTo(email);
  const link = unsubscribeLinkOf(mail);
  expect(link.hostname).toBe(SITES.personal);

  await page.goto(httpsUrl(SITES.personal, `/unsubscribe${link.search}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeVisible();
  await expect(page.getByText('we will send no more emails to this address')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('You will receive no more emails from us at this address.');

  await page.goto(httpsUrl(SITES.personal, '/admin'));
  const row = page.getByTestId(`account-${name}`);
  await row.getByRole('button', { name: /^Resend initial password/ }).click();
  await expect(row.getByTestId('mail-status')).toHaveText('not sent (unsubscribed)');
  expect(readOutbox().filter((item) => item.to.includes(email))).toHaveLength(1);

  await page.goto(httpsUrl(SITES.personal, `/unsubscribe?token=${Buffer.from(email).toString('base64url')}.forged-signature`));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. Please open the complete link from our email.');
  await page.goto(httpsUrl(SITES.personal, '/unsubscribe'));
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. Please open the complete link from our email.');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

for (const locale of ['en-US', 'ar-SA']) {
  test(`the account pages have no serious accessibility issue (${locale})`, async ({ browser }) => {
    const page = await pageIn(browser, locale);
    const problems: string[] = [];
    const audit = async (path: string) => {
      await page.goto(httpsUrl(SITES.personal, path));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main form, main table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      problems.push(...(await seriousAccessibilityProblems(page, path)));
    };
    await audit('/signup');
    await page.goto(httpsUrl(SITES.personal, '/login'));
    await logInAnyLanguage(page, TEST_ACCOUNTS.owner);
    await audit('/change-password');
    await audit('/admin');
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
