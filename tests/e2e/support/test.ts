// The browser tests' `test`: like Playwright's, but page.goto and page.reload resolve only once the
// app has hydrated the server's markup (or the page has no app), so a test never clicks a button
// before it works — as a visitor on a slow phone could, and a busy test machine would.
import { type BrowserContext, type Page, type TestInfo, test as base, expect } from '@playwright/test';

/** Resolves once the app has hydrated, or at once for a page without the app; survives a reload on the way. */
export async function hydrated(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A page that sends the browser on by itself (the single sign-on's landing, the busy page) is not the end.
      await page.waitForFunction(
        () => (document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('page-state')) && !document.querySelector('meta[http-equiv="refresh"]'),
      );
      return;
    } catch (error) {
      // The boot script or the asset-reload guard may replace the document meanwhile.
      if (attempt >= 3 || !/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * Holds back the app's entry script on the page (of a context a test made itself, whose goto does
 * not wait for hydration), so the test can use the server's markup as a visitor on a slow
 * connection does before the script arrives; release() lets it through.
 */
export async function holdEntryScript(page: Page): Promise<{ release(): void }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Makes page.goto and page.reload wait for hydration, as every test page does. */
function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

/** A page of a context a test made itself (another locale, storage state…), waiting for hydration like `page`. */
export async function newPage(context: BrowserContext): Promise<Page> {
  return hydrating(await context.newPage());
}

/** Where a failed test's page was and what it showed: the list reporter prints it, and a CI run keeps only its output. */
async function attachWherePageWas(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(no text: ${String(error).split('\n')[0]})`);
  await testInfo.attach('page at failure', { body: `URL: ${page.url()}\n${text.slice(0, 2_000)}`, contentType: 'text/plain' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    await use(javaScriptEnabled === false ? page : hydrating(page));
    await attachWherePageWas(page, testInfo);
  },
});

export { expect };
