// The property for sale on the personal site: facts with the price per locale, the description,
// the gallery by keyboard, the owner as contact, and accessibility in English and Arabic.
import { type Browser } from '@playwright/test';
import { expect, newPage, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { SITES, httpsUrl } from './support/hosts';

async function openIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, ignoreHTTPSErrors: true });
  const page = await newPage(context);
  await page.goto(httpsUrl(SITES.personal, '/property'));
  return { context, page };
}

test('the home page links to the property', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/'));
  await page.getByRole('link', { name: 'the property for sale' }).click();
  await expect(page).toHaveURL(/\/property(\?[^/]*)?$/);
  await expect(page.locator('main h1')).toHaveText('Detached house with a large garden in Musterstadt');
});

test('the facts show in English with the price in US format', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/property'));
  const facts = page.getByTestId('property-facts');
  await expect(page.getByTestId('property-price')).toHaveText('€360,000');
  const expected: [string, string][] = [
    ['Living space', 'about 115 m²'],
    ['Plot', 'about 1,094 m²'],
    ['Rooms', '5 rooms'],
    ['Additional costs', 'about €280 per month'],
    ['Garage', 'Yes, included in the price'],
    ['Year of construction', '1978, renovated in 2015'],
  ];
  for (const [term, value] of expected) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
    await expect(facts.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Renovation in 2015')).toBeVisible();
  const contact = page.getByTestId('property-contact');
  await expect(contact).toContainText('Martin Sommerfeld');
  await expect(contact.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  await expect(contact.getByRole('link', { name: 'martin@martin-sommerfeld.example' })).toHaveAttribute('href', 'mailto:martin@martin-sommerfeld.example');
});

test('the facts and the description show in German with the price in German format', async ({ browser }) => {
  const { context, page } = await openIn(browser, 'de-DE');
  await expect(page.getByTestId('property-price')).toHaveText('360.000 €');
  await expect(page.locator('main h1')).toHaveText('Freistehendes Einfamilienhaus mit großem Garten in Musterstadt');
  const facts = page.getByTestId('property-facts');
  await expect(facts.getByText('ca. 1.094 m²')).toBeVisible();
  await expect(facts.getByText('5 Zimmer', { exact: true })).toBeVisible();
  await expect(facts.getByText('1978, saniert 2015')).toBeVisible();
  await context.close();
});

test('a language without a description shows the English one and says so', async ({ browser }) => {
  const { context, page } = await openIn(browser, 'ar-SA');
  await expect(page.locator('main h1')).toHaveText('عقار للبيع');
  await expect(page.locator('.property-page .notice')).toBeVisible();
  await expect(page.locator('.property-description')).toHaveAttribute('lang', 'en-US');
  await context.close();
});

test('the gallery works with the keyboard and opens a larger view', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/property'));
  const thumbs = page.locator('.gallery button');
  await expect(thumbs).toHaveCount(5);
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(thumbs.nth(4)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.nth(4)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(thumbs.nth(1)).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('figcaption')).toContainText('Garden');
  await expect(dialog.locator('figcaption')).toContainText('(picture 2 of 5)');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /large garden/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('figcaption')).toContainText('Living room');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('figcaption')).toContainText('Front of the house');
  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(dialog.locator('figcaption')).toContainText('Garden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test('in Arabic the arrow keys follow the reading direction', async ({ browser }) => {
  const { context, page } = await openIn(browser, 'ar-SA');
  const thumbs = page.locator('.gallery button');
  await thumbs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.nth(1)).toBeFocused();
  await context.close();
});

for (const locale of ['en-US', 'ar-SA']) {
  test(`the property page in ${locale} has no serious accessibility issue`, async ({ browser }) => {
    const { context, page } = await openIn(browser, locale);
    await expect(page.getByTestId('property-price')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.locator('.gallery button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAccessibilityProblems(page, 'the larger view')).toEqual([]);
    await context.close();
  });
}
