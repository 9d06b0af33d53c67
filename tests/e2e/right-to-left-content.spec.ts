// Page texts in Arabic show what is written left to right as written (issue 22 items 1 and 2): the
// morpheme home's affixes "un-" and "-ness" keep their hyphen on the side it is written, marked as
// English, and the forum's phone number reads "+1 555 0100", not "0100 555 1+" — after the
// server's render and after a client-side navigation.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

/** The left edges on screen of the first and the last character of an element's text. */
async function edges(element: Locator): Promise<{ first: number; last: number }> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const left = (text: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const last = texts.at(-1)!;
    return { first: left(texts[0]!, 0), last: left(last, last.data.length - 1) };
  });
}

test('the Arabic morpheme pages show the English affixes as written, marked as English', async ({ page }) => {
  await page.goto(httpsUrl(SITES.morpheme, '/?lang=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const prefix = page.locator('span[lang="en"][dir="ltr"]', { hasText: /^un-$/ });
  const suffix = page.locator('span[lang="en"][dir="ltr"]', { hasText: /^-ness$/ });
  await expect(prefix).toBeVisible();
  // Left to right inside the right-to-left page: "u" first, the hyphen on its right.
  const un = await edges(prefix);
  expect(un.last).toBeGreaterThan(un.first);
  const ness = await edges(suffix);
  expect(ness.last).toBeGreaterThan(ness.first);
  await expect(page.locator('span[lang="de"]', { hasText: 'gespielt' })).toBeVisible();

  // The play page, rendered in the browser after a client-side navigation, marks its examples too.
  await page.locator('main a[href^="/play"]').first().click();
  await expect(page).toHaveURL(/\/play/);
  await expect(page.locator('span[lang="en"]', { hasText: /^unkindness$/ })).toBeVisible();
});

test('the Arabic forum contact page reads the phone number left to right', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/contact?lang=ar'));
  const phone = page.locator('main bdi[dir="ltr"]', { hasText: '+1 555 0100' });
  await expect(phone).toBeVisible();
  const { first, last } = await edges(phone);
  // "+" is the leftmost character, the final "0" the rightmost.
  expect(last).toBeGreaterThan(first);
  await expect(page.locator('main a[href^="mailto:"] bdi[dir="ltr"]').first()).toBeVisible();
});
