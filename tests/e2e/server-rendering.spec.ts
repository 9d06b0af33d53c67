// Pages arrive complete from the server: without JavaScript the shell and the text are there and
// links work; ?lang= and the stored choice; no theme flash. (That every page hydrates without a
// mismatch or console error is checked at every stop of the walks in journeys.spec.ts.)
import { type APIRequestContext, type Route } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { SITE_PAGES } from '@shared/site-pages';
import { HTTPS_PORT, SITES, httpsUrl } from './support/hosts';

/** A request to a configured host (the API client resolves no *.example names; the browser does). */
function fromHost(request: APIRequestContext, host: string, path: string) {
  return request.get(`https://127.0.0.1:${HTTPS_PORT}${path}`, { headers: { host }, failOnStatusCode: false });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the shell and the whole text, and links lead to complete pages', async ({ page }) => {
    await page.goto(httpsUrl(SITES.forum, '/?lang=de'));
    await expect(page.getByRole('link', { name: 'Diakonie-Forum' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Hauptmenü|Main menu/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Martin Sommerfeld');
    await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
    await expect(page.locator('main')).toContainText('17:00');
    await page.locator('main').getByRole('link', { name: /café/i }).first().click();
    await expect(page).toHaveURL(/\/cafe\?lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('main h1')).toContainText('Begegnungscafé');
    await expect(page.locator('main')).toContainText('15:00–17:00');
  });

  test('Arabic is right to left before any script runs', async ({ page }) => {
    await page.goto(httpsUrl(SITES.peace, '/?lang=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  });
});

test.describe('language per address', () => {
  test.use({ locale: 'de-DE' });

  test('without ?lang= the browser language decides and the address then names it', async ({ page }) => {
    await page.goto(httpsUrl(SITES.peace, '/peace'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await hydrated(page);
    await expect(page).toHaveURL(/\/peace\?lang=de$/);
  });

  test('a first visit without ?lang= asks for no page text again: the address comes to name the language the server rendered in', async ({ page }) => {
    const pageTexts: string[] = [];
    page.on('request', (request) => request.url().includes('/api/page') && pageTexts.push(request.url()));
    await page.goto(httpsUrl(SITES.peace, '/peace'));
    await expect(page).toHaveURL(/\/peace\?lang=de$/);
    await page.waitForLoadState('networkidle');
    expect(pageTexts).toEqual([]);
    // A flag still brings the text in the new language, once.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(/\/peace\?lang=en$/);
    await expect(page.locator('main')).toContainText('Few words are used as often');
    await page.waitForLoadState('networkidle');
    expect(pageTexts).toEqual([expect.stringMatching(/\/api\/page\?path=%2Fpeace&lang=en$/)]);
  });

  test('?lang= wins over the browser language; a flag click switches at once, is stored and updates the address', async ({ page }) => {
    await page.goto(httpsUrl(SITES.peace, '/peace?lang=it'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await hydrated(page);
    await page.locator('.more-languages').click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page).toHaveURL(/\/peace\?lang=ru$/);
    expect(await page.evaluate(() => localStorage.getItem('languageShort'))).toBe('"ru"');
  });

  test('the stored choice wins over the browser language when the address names none', async ({ page }) => {
    await page.goto(httpsUrl(SITES.peace, '/?lang=ta'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') requests.push(request.url());
    });
    await page.goto(httpsUrl(SITES.peace, '/work'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(/\/work\?lang=en$/);
    expect(requests.at(-1)).toMatch(/\/work\?lang=en$/);
  });
});

test('a visitor who never logged in is not asked about a session: no request, no console error', async ({ page }) => {
  const problems: string[] = [];
  const checks: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('request', (request) => request.url().includes('/api/check-auth-status') && checks.push(request.url()));
  await page.goto(httpsUrl(SITES.personal, '/'));
  await page.goto(httpsUrl(SITES.forum, '/cafe'));
  await page.waitForLoadState('networkidle');
  expect(checks).toEqual([]);
  expect(problems).toEqual([]);
});

test('the document alone paints the page styled: its stylesheet is inline and allowed by the CSP, no stylesheet request is waited for', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  // Every stylesheet file held back until the checks are done: the styles must come with the document.
  const held: Route[] = [];
  await page.route('**/*.css', (route) => void held.push(route));
  await page.goto(httpsUrl(SITES.forum, '/cafe'), { waitUntil: 'domcontentloaded' });
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe('0px');
  await expect(page.locator('main h1')).toBeVisible();
  await Promise.all(held.map((route) => route.continue()));
  await hydrated(page);
  expect(violations).toEqual([]);
});

test('a stored dark mode applies before the first paint, with no flash of the system theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(httpsUrl(SITES.forum));
  await hydrated(page);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  // The next document's first paint: the body's class is set before any stylesheet-dependent
  // paint, by the inline boot script, without waiting for the app.
  // A page of its own, not waiting for the app: its script is held back.
  const noApp = await page.context().newPage();
  await noApp.route('**/assets/index-*.js', (route) => route.abort());
  await noApp.goto(httpsUrl(SITES.forum, '/cafe'));
  await expect(noApp.locator('body')).toHaveClass(/dark-mode/);
  await expect(noApp.locator('.site-logo:visible')).toHaveAttribute('src', '/brand/forum-logo-dark.svg');
  expect(await noApp.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 20, 28)');
});

test('the document alone paints the page: the app’s script is asked for only after the first contentful paint, and hydrates', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum));
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.some((script) => /\/assets\/index-[^/]+\.js$/.test(script.name))).toBe(true);
  for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.paint!);
});

test('every public page of a site is listed in its sitemap, never another site’s', async ({ request }) => {
  const response = await fromHost(request, SITES.writing, '/sitemap.xml');
  const xml = await response.text();
  for (const page of SITE_PAGES.writing.pages) expect(xml).toContain(`<loc>https://${SITES.writing}/${page}?lang=ar</loc>`);
  expect(xml).not.toContain('intern');
  for (const other of Object.values(SITES).filter((domain) => domain !== SITES.writing)) expect(xml).not.toContain(other);
});

test('media are served only on their own domain’s hosts', async ({ request }) => {
  const path = '/media/diakonie-forum.example/images/cafe.jpg';
  expect((await fromHost(request, SITES.forum, path)).status()).toBe(200);
  expect((await fromHost(request, SITES.peace, path)).status()).toBe(404);
});

test('no other site’s domain is in a public host’s page or in the files it loads', async ({ request }) => {
  for (const domain of Object.values(SITES)) {
    const others = Object.values(SITES).filter((other) => other !== domain);
    const html = await (await fromHost(request, domain, '/')).text();
    // The entry and the route chunks are named on the boot script, which adds them after the first paint.
    const files = [...html.matchAll(/(?:src|href|data-entry|data-preload)="(\/assets\/[^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(files.length).toBeGreaterThan(2);
    expect(files.some((file) => /\/assets\/index-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of files) {
      const body = await (await fromHost(request, domain, file)).text();
      for (const other of others) expect(body, `${other} in ${file} of ${domain}`).not.toContain(other);
    }
  }
});
