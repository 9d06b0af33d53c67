// Pages on paper (issue 21): printing leaves out everything to click — menu, flags, dark-mode
// slider, site navigation, the footer's button — prints light whatever the theme, and writes out
// the address of a link to elsewhere. Reached by clicks, as a reader who then prints would.
import type { Page } from '@playwright/test';
import { SITES, httpsUrl } from './support/hosts';
import { expect, test } from './support/test';
import { clickFlag, followLink } from './support/walk';

/** What the reader would print: the parts of the shell that show, and the colours of the page. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  return page.evaluate(() => {
    const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].some((element) => element.checkVisibility());
    return {
      menu: shown('.main-menu, .menu-button'),
      flags: shown('.language-selector'),
      slider: shown('.dark-mode-slider'),
      siteNavigation: shown('.site-navigation'),
      footerButton: shown('.site-footer button'),
      heading: shown('main h1'),
      siteTitle: shown('.site-title'),
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('main')!).color,
    };
  });
}

test('the CV prints in Arabic as text only, light on a dark-mode screen, right to left', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/'));
  await clickFlag(page, 'ar');
  await followLink(page, '/cv');
  await expect(page.locator('main h1')).toBeVisible();
  const onScreen = await printed(page).finally(() => page.emulateMedia({ media: 'screen' }));
  expect(onScreen).toEqual({
    menu: false,
    flags: false,
    slider: false,
    siteNavigation: false,
    footerButton: false,
    heading: true,
    siteTitle: true,
    background: 'rgb(255, 255, 255)',
    text: 'rgb(0, 0, 0)',
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // On screen again, the shell is back.
  await expect(page.locator('.language-selector')).toBeVisible();
});

test('a printed link to another site names its address', async ({ page }) => {
  await page.goto(httpsUrl(SITES.peace, '/'));
  await followLink(page, '/auschwitz');
  await page.emulateMedia({ media: 'print' });
  const external = page.locator('main a[href="https://www.auschwitz.org"]');
  expect(await external.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('" (https://www.auschwitz.org)"');
  const internal = page.locator('main a[href^="/"]').first();
  if ((await internal.count()) > 0) expect(await internal.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('none');
});
