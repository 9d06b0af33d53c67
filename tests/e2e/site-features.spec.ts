import { expect, newPage, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';
import { arrivedAfterLogin } from './support/actions';

test('the daily Gospel moves 30 days back and forward and no further', async ({ page }) => {
  await page.goto(httpsUrl(SITES.peace, '/daily_gospel'));
  const date = page.getByTestId('gospel-date');
  const longDate = (offset: number) => {
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12);
    return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(day);
  };
  await expect(date).toHaveText(longDate(0));
  // A click, then the keyboard as someone paging through the month does (one key press each, no
  // mouse travel): the button stops at the 30th day.
  const next = page.getByRole('button', { name: 'Next day' });
  await next.click();
  await expect(date).toHaveText(longDate(1));
  for (let i = 1; i < 30; i += 1) await page.keyboard.press('Enter');
  await expect(date).toHaveText(longDate(30));
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Today' }).click();
  const previous = page.getByRole('button', { name: 'Previous day' });
  await previous.focus();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('Enter');
  await expect(date).toHaveText(longDate(-30));
  await expect(previous).toBeDisabled();
  await expect(page.locator('.passage h3')).not.toBeEmpty();
});

test('the daily Gospel date follows the language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', ignoreHTTPSErrors: true });
  const page = await newPage(context);
  await page.goto(httpsUrl(SITES.peace, '/daily_gospel'));
  const today = new Intl.DateTimeFormat('de-DE', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
  await expect(page.getByTestId('gospel-date')).toHaveText(today);
  await context.close();
});

test('the copy-link icon copies the full video address and shows the hint for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(httpsUrl(SITES.forum, '/media'));
  await expect(page.locator('video')).toHaveAttribute('poster', `/media/${SITES.forum}/images/cafe.jpg`);
  await page.getByRole('button', { name: 'Copy video link' }).click();
  const hint = page.locator('.copy-hint');
  await expect(hint).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(httpsUrl(SITES.forum, `/media/${SITES.forum}/videos/cafe.mp4`));
  await expect(hint).toHaveText('');
  const type = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), `/media/${SITES.forum}/videos/cafe.mp4`);
  expect(type).toBe('video/mp4');
});

test('the media item says that it is no longer available after 10/03/2026', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/media'));
  await expect(page.getByTestId('media-availability')).toHaveText(
    'This recording was available until March 10, 2026 and can no longer be offered.',
  );
  await expect(page.getByText('01:03:51').first()).toBeVisible();
  await expect(page.getByText('29.23 MB').first()).toBeVisible();
});

test('the media item is offered while it is available', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 1, 1, 12));
  await page.goto(httpsUrl(SITES.forum, '/media'));
  await expect(page.getByTestId('media-availability')).toHaveText('The recording can be requested until March 10, 2026.');
});

test('the photo gallery works with the keyboard and opens a larger view', async ({ page }) => {
  await page.goto(httpsUrl(SITES.morpheme, '/photos'));
  const thumbs = page.locator('.gallery button');
  await expect(thumbs).toHaveCount(6);
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.lightbox');
  await expect(dialog).toBeVisible();
  const firstCaption = await dialog.locator('figcaption').textContent();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('figcaption')).not.toHaveText(firstCaption ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test('the crypt reveals an obfuscated name on request', async ({ page }) => {
  await page.goto(httpsUrl(SITES.crypt, '/login'));
  await page.getByLabel('User name').fill('clara');
  await page.getByLabel(/Email address/).fill('clara@diakonie-forum.example');
  await page.getByLabel('Password').fill('personal-secret-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await arrivedAfterLogin(page);
  await page.goto(httpsUrl(SITES.crypt, '/intern/1971'));
  const hidden = page.locator('.hidden-name').first();
  const shifted = (await hidden.locator('span').first().textContent()) ?? '';
  await hidden.getByRole('button', { name: 'Reveal name' }).click();
  const revealed = await page.locator('.revealed-name').first().textContent();
  const unshift = (text: string) =>
    text.replace(/[A-Za-z]/g, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(base + ((c.charCodeAt(0) - base + 23) % 26));
    });
  expect(revealed).toBe(unshift(shifted));
});

test('a page missing in the visitor language falls back to English and says so', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'it-IT', ignoreHTTPSErrors: true });
  const page = await newPage(context);
  await page.goto(httpsUrl(SITES.personal, '/cv'));
  await expect(page.locator('main .notice').first()).not.toBeEmpty();
  await expect(page.locator('main article')).toHaveAttribute('lang', 'en-US');
  await context.close();
});
