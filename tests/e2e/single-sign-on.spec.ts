// Single sign-on across the sites (issue 20, docs/decisions/016): one login, every site signed in
// without a form; one logout, every site logged out. The sites are separate origins on the test
// server's port (Chromium maps *.example to this machine), as they are separate domains in use.
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn, mainMenu } from './support/actions';
import { SITES, httpsUrl } from './support/hosts';
import { expect, hydrated, test } from './support/test';

const OTHERS = [SITES.crypt, SITES.writing, SITES.morpheme];

/** The address of a page on a host, with the language the app may add to it. */
function at(host: string, path: string): RegExp {
  return new RegExp(`^${httpsUrl(host, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?&]lang=[a-z]+)?$`);
}
const account = TEST_ACCOUNTS.entitled;

test('log in on one site, three others sign in without a form; log out on one, all four are logged out', async ({ page, context }) => {
  await page.goto(httpsUrl(SITES.forum, '/intern'));
  // No sign-in at the account home yet: the forum's own login form, as before.
  await expect(page).toHaveURL(at(SITES.forum, '/login?from=%2Fintern&asked=1'));
  await hydrated(page);
  await logIn(page, account);
  // On the way back the browser passed the account home, which now holds the sign-in.
  await expect(page).toHaveURL(at(SITES.forum, '/intern'));
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toHaveText(`Logged in as ${account.username}`);
  const home = await context.cookies(httpsUrl(SITES.personal));
  expect(home.find((cookie) => cookie.name === '__Host-sign-in')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  expect(home.find((cookie) => cookie.name === '__Host-session')).toMatchObject({ sameSite: 'Strict' });

  for (const host of OTHERS) {
    await page.goto(httpsUrl(host, '/intern'));
    await expect(page).toHaveURL(at(host, '/intern'));
    await hydrated(page);
    await expect(page.getByTestId('user-name')).toHaveText(`Logged in as ${account.username}`);
    await expect(page.getByLabel('Password')).toHaveCount(0);
    // The site's own session cookie; no token of the exchange is left in its cookies or its address.
    const cookies = await context.cookies(httpsUrl(host));
    expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__Host-sign-in-handoff');
  }

  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  for (const host of [SITES.forum, ...OTHERS]) {
    await page.goto(httpsUrl(host, '/intern'));
    await expect(page).toHaveURL(at(host, '/login?from=%2Fintern&asked=1'));
    await hydrated(page);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveCount(0);
  }
  await page.goto(httpsUrl(SITES.personal, '/dashboard'));
  await expect(page).toHaveURL(at(SITES.personal, '/login?from=%2Fdashboard'));
});

test('the Login link of a site asks the account home and comes back signed in', async ({ page }) => {
  await page.goto(httpsUrl(SITES.writing, '/login'));
  // Asked the account home, which has no sign-in yet: the site's own form.
  await expect(page).toHaveURL(at(SITES.writing, '/login?asked=1'));
  await hydrated(page);
  await logIn(page, account);
  await expect(page).toHaveURL(at(SITES.writing, '/dashboard'));
  await page.goto(httpsUrl(SITES.peace, '/'));
  await expect(page.getByTestId('user-name')).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(at(SITES.peace, '/dashboard'));
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toHaveText(`Logged in as ${account.username}`);
});

test('a visitor reading in Arabic who presses Login gets the login form in Arabic after the account home was asked, and the dashboard in Arabic after logging in', async ({ page }) => {
  await page.goto(httpsUrl(SITES.crypt, '/?lang=ar'));
  await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(at(SITES.crypt, '/login?from=%2Fdashboard&lang=ar&asked=1'));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  // Through the account home and back, still in the language the visitor was reading.
  await page.getByLabel('اسم المستخدم').fill(account.username);
  if (account.email) await page.getByLabel(/عنوان البريد الإلكتروني/).fill(account.email);
  await page.getByLabel('كلمة المرور').fill(account.password);
  await page.locator('main button[type="submit"]').click();
  await expect(page).toHaveURL(httpsUrl(SITES.crypt, '/dashboard?lang=ar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
});
