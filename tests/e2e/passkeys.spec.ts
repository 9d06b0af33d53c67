// Passkeys (issue 20) with Chromium's virtual authenticator, on a site other than the account home:
// the member adds a passkey on the account home (the forum's dashboard links there), logs out,
// signs in on the forum with "Sign in with a passkey" — the ceremony runs on the account home and
// the forum gets its session through the single sign-on — and removes the passkey after the
// confirmation (declining keeps it).
import type { CDPSession, Page } from '@playwright/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { dismissedDialogText, logIn, mainMenu } from './support/actions';
import { SITES, httpsUrl } from './support/hosts';
import { expect, hydrated, test } from './support/test';

const account = TEST_ACCOUNTS.entitled;
const PASSKEY = 'Test laptop';

/** A platform authenticator that keeps discoverable passkeys and verifies its user, for this page's tab. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}


test('add a passkey from the forum on the account home, sign in with it on the forum, remove it', async ({ page }) => {
  await virtualAuthenticator(page);
  await page.goto(httpsUrl(SITES.forum, '/dashboard'));
  await hydrated(page);
  await logIn(page, account);
  await expect(page).toHaveURL(new RegExp(`^${httpsUrl(SITES.forum, '/dashboard')}`));

  // The forum is not the passkeys' relying party: its dashboard sends the member to the account home's.
  const section = page.locator('section#passkeys');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('link', { name: 'Add a passkey on the account home' }).click();
  await expect(page).toHaveURL(new RegExp(`^${httpsUrl(SITES.personal, '/dashboard')}`));
  await hydrated(page);
  await page.getByLabel(/Name of the new passkey/).fill(PASSKEY);
  await page.locator('section#passkeys').getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.locator('section#passkeys').getByText('The passkey was added.')).toBeVisible();
  const row = page.getByTestId('passkeys-table').getByRole('row', { name: new RegExp(PASSKEY) });
  await expect(row).toContainText('never');

  // Logged out everywhere; the forum's login page offers the passkey.
  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto(httpsUrl(SITES.forum, '/login?from=%2Fdashboard'));
  await expect(page).toHaveURL(/asked=1/);
  await hydrated(page);
  // The spec's form is still there, unchanged.
  await expect(page.getByLabel('User name')).toBeVisible();
  await expect(page.getByLabel(/Email address/)).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();

  // The ceremony ran on the account home; the forum signed in by the one-time code and shows its dashboard.
  await page.waitForURL((url) => url.host.startsWith(SITES.forum) && url.pathname === '/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toHaveText(`Logged in as ${account.username}`);
  const forumRow = page.getByTestId('passkeys-table').getByRole('row', { name: new RegExp(PASSKEY) });
  await expect(forumRow).not.toContainText('never');

  // Removal asks first: declined, the passkey stays; confirmed, it is gone.
  const remove = forumRow.getByRole('button', { name: `Remove the passkey ${PASSKEY}` });
  expect(await dismissedDialogText(page, () => remove.click())).toContain(`Remove the passkey “${PASSKEY}”?`);
  await expect(forumRow).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect(page.locator('section#passkeys').getByText('The passkey was removed.')).toBeVisible();
  await expect(page.locator('section#passkeys').getByText('You have no passkeys yet.')).toBeVisible();
});
