import { expect, newPage, test } from './support/test';
import { HTTPS_PORT, HTTP_PORT, SITES, httpUrl, httpsUrl } from './support/hosts';

test.describe('host handling', () => {
  test('a host that is not allowed gets a 421 with an empty document, which the browser shows as a blank page', async ({ page, request }) => {
    const response = await request.get(`https://127.0.0.1:${HTTPS_PORT}/`, { headers: { host: 'not-listed.example' }, failOnStatusCode: false });
    expect(response.status()).toBe(421);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toBe('<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>');
    const shown = await page.goto(`https://not-listed.example:${HTTPS_PORT}/`);
    expect(shown?.status()).toBe(421);
    expect(await page.evaluate(() => document.body.innerText.trim())).toBe('');
    await expect(page.locator('script')).toHaveCount(0);
  });

  test('a www. host is sent to the bare host', async ({ page }) => {
    await page.goto(httpsUrl(`www.${SITES.forum}`, '/imprint'));
    expect(new URL(page.url()).host).toBe(`${SITES.forum}:${HTTPS_PORT}`);
    await expect(page.getByRole('heading', { name: 'Imprint' })).toBeVisible();
  });

  test('plain http on a public host shows only the HTTPS notice with protocol, URL, port and flags', async ({ page }) => {
    await page.goto(httpUrl(SITES.forum, '/login'));
    await expect(page.getByRole('heading', { name: 'HTTP is no longer supported. Use HTTPS instead.' })).toBeVisible();
    await expect(page.getByTestId('protocol')).toHaveText('http');
    await expect(page.getByTestId('url')).toHaveText(httpUrl(SITES.forum, '/login'));
    await expect(page.getByTestId('port')).toHaveText(String(HTTP_PORT));
    await expect(page.getByRole('navigation', { name: 'Choose language' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('HTTP is no longer supported. Use HTTPS instead.');
  });

  test('local hosts switch domains with buttons and name an unknown domain', async ({ page }) => {
    await page.goto(`http://localhost:${HTTP_PORT}/`);
    await expect(page.locator('.site-title')).toHaveText(SITES.construction);
    await page.getByRole('button', { name: SITES.forum }).click();
    await expect(page.getByRole('link', { name: 'Diakonie-Forum' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('domain')).toBe(SITES.forum);
    await page.reload();
    await expect(page.getByRole('button', { name: SITES.forum })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('domainName'))).toBe(JSON.stringify(SITES.forum));
    await page.goto(`http://localhost:${HTTP_PORT}/?domain=nowhere.example`);
    await expect(page.getByRole('heading', { name: 'Domain nowhere.example unknown!' })).toBeVisible();
    await page.getByRole('button', { name: SITES.writing }).click();
    await expect(page.locator('.site-title')).toContainText('Writing helps');
  });
});

test.describe('shell', () => {
  test('unknown paths show the 404 text and a titled document', async ({ page }) => {
    await page.goto(httpsUrl(SITES.forum, '/no/such/page'));
    await expect(page.getByRole('heading', { name: 'Error 404 File not found!' })).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${SITES.forum}`);
  });

  test('the document title is the translated path name and the domain', async ({ page }) => {
    await page.goto(httpsUrl(SITES.personal, '/imprint'));
    await expect(page).toHaveTitle(`Imprint | ${SITES.personal}`);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await expect(page).toHaveTitle(`Login | ${SITES.personal}`);
  });

  test('the frame is in order: slider, title, menu, divider, page, footer', async ({ page }) => {
    await page.goto(httpsUrl(SITES.personal));
    await expect(page.locator('main h1')).toBeVisible();
    const order = await page.evaluate(() =>
      ['.dark-mode-slider', '.site-title', '.main-menu', '.divider', 'main', '.site-footer'].map(
        (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('the footer reveals its credits on request', async ({ page }) => {
    await page.goto(httpsUrl(SITES.personal));
    const footer = page.locator('footer');
    await expect(footer).toContainText('Developed by Martin Sommerfeld');
    await expect(footer.getByText('Heartfelt Intelligence (HI)')).toBeHidden();
    await footer.getByRole('button', { name: 'Show credits' }).click();
    await expect(footer.getByText('with the support of Heartfelt Intelligence (HI)')).toBeVisible();
  });

  test('dark mode follows the system, then the stored choice, and moves the thumb 30 px', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(httpsUrl(SITES.forum));
    await expect(page.locator('body')).not.toHaveClass(/(light|dark)-mode/);
    await expect(page.locator('.site-logo:visible')).toHaveAttribute('src', '/brand/forum-logo-light.svg');
    const slider = page.getByRole('switch', { name: 'Dark mode' });
    await expect(slider).toHaveAttribute('aria-checked', 'false');
    const before = await page.locator('.slider-thumb').boundingBox();
    await slider.click();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    await expect(page.locator('.site-logo:visible')).toHaveAttribute('src', '/brand/forum-logo-dark.svg');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.slider-thumb')!).transform !== 'none');
    await expect.poll(async () => ((await page.locator('.slider-thumb').boundingBox())?.x ?? 0) - (before?.x ?? 0)).toBe(30);
    await slider.click({ button: 'right' });
    await expect(slider).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.locator('body')).not.toHaveClass(/light-mode/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  });

  test('no cookie is set for a visitor, and the imprint says so', async ({ page, context }) => {
    await page.goto(httpsUrl(SITES.forum));
    await page.goto(httpsUrl(SITES.personal, '/imprint'));
    await expect(page.getByText('This website stores no cookies for visitors.')).toBeVisible();
    await expect(page.getByText('Using the browser’s local storage is optional')).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 555 0100' })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('languages', () => {
  test('the browser language is the default, else English', async ({ browser }) => {
    const german = await browser.newContext({ locale: 'de-DE', ignoreHTTPSErrors: true });
    const page = await newPage(german);
    await page.goto(httpsUrl(SITES.personal, '/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page).toHaveTitle(new RegExp(`\\| ${SITES.personal}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log in');
    await german.close();
    const french = await browser.newContext({ locale: 'fr-FR', ignoreHTTPSErrors: true });
    const other = await newPage(french);
    await other.goto(httpsUrl(SITES.personal, '/login'));
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');
    await french.close();
  });

  test('a first visit names its language in the address before the app starts, not by a navigation after it has', async ({ browser }) => {
    const german = await browser.newContext({ locale: 'de-DE', ignoreHTTPSErrors: true });
    const page = await newPage(german);
    await page.goto(httpsUrl(SITES.forum, '/cafe#top'));
    await expect(page).toHaveURL(/\/cafe\?lang=de#top$/);
    // React Router keys every location it navigates to; the one it started at has none.
    expect(await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)).toBeUndefined();
    await german.close();
  });

  test('switching to Arabic sets right to left and survives a reload', async ({ page }) => {
    await page.goto(httpsUrl(SITES.personal));
    const selector = page.getByRole('navigation', { name: 'Choose language' });
    await expect(selector.getByRole('button', { name: 'العربية' })).toHaveCount(0);
    await selector.getByRole('button', { name: 'Show more languages' }).click();
    await selector.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    const slider = await page.getByRole('switch').boundingBox();
    const flags = await page.locator('.language-selector').boundingBox();
    expect(slider!.x).toBeGreaterThan(flags!.x);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('languageShort'))).toBe('"ar"');
    expect(await page.evaluate(() => localStorage.getItem('advancedLanguage'))).toBe('true');
    const toggle = page.locator('.language-selector .more-languages');
    await expect(toggle).toHaveText('-');
    await toggle.click();
    await expect(toggle).toHaveText('+');
    await expect(page.getByRole('button', { name: 'Русский' })).toHaveCount(0);
  });

  test('an old stored-data version is reset to the defaults', async ({ page }) => {
    await page.goto(httpsUrl(SITES.personal));
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('storedDataVersion', '3');
      localStorage.setItem('languageShort', '"de"');
      localStorage.setItem('legacyEntry', 'x');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => [localStorage.getItem('storedDataVersion'), localStorage.getItem('legacyEntry')])).toEqual(['4', null]);
  });
});
