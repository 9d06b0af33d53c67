// The morpheme game on /play: building words by mouse, keyboard and drag and drop, scoring and the
// next word, a wrong word, the CSV download and upload of the lists, and the lists of the visitor's
// language (Arabic).
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, newPage, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { parseCategoriesCsv, parseMorphemesCsv, parseWordsCsv } from '@client/features/morpheme-game/model/csv';
import { displayForm, resolveParts } from '@client/features/morpheme-game/model/word-building';
import type { Morpheme } from '@client/features/morpheme-game/model/word-lists';
import { SITES, httpsUrl } from './support/hosts';

const DATA = 'src/client/features/morpheme-game/data/en';

function readLists() {
  const categories = parseCategoriesCsv(readFileSync(`${DATA}/categories.csv`, 'utf8'));
  if (!categories.ok) throw new Error('categories.csv');
  const morphemes = parseMorphemesCsv(readFileSync(`${DATA}/morphemes.csv`, 'utf8'), categories.rows);
  const words = parseWordsCsv(readFileSync(`${DATA}/words.csv`, 'utf8'));
  if (!morphemes.ok || !words.ok) throw new Error('morphemes.csv or words.csv');
  return { categories: categories.rows, morphemes: morphemes.rows, words: words.rows };
}

const lists = readLists();
const labelOf = (category: string) => lists.categories.find((entry) => entry.id === category)!.label;

/** The word sought in the round shown, found in the word list by its hint. */
async function currentTarget(page: Page): Promise<{ word: string; parts: Morpheme[] }> {
  const hint = (await page.getByTestId('round-hint').textContent())!.trim();
  const entry = lists.words.find((word) => word.hint === hint);
  if (!entry) throw new Error(`No word with the hint "${hint}"`);
  const resolution = resolveParts(entry.parts, lists.morphemes);
  if (!resolution.ok) throw new Error(`Parts of ${entry.word}`);
  return { word: entry.word, parts: resolution.morphemes };
}

function poolBlock(page: Page, morpheme: Morpheme): Locator {
  return page.getByTestId('block-pool').getByRole('button', { name: `${displayForm(morpheme)}, ${labelOf(morpheme.category)}`, exact: true });
}

const score = (page: Page) => page.getByTestId('game-score');

async function openGame(page: Page) {
  await page.goto(httpsUrl(SITES.morpheme, '/play'));
  await expect(page.getByTestId('round-hint')).not.toBeEmpty();
}

async function expectSolved(page: Page, word: string) {
  await expect(page.getByTestId('result-block')).toContainText(word);
  await expect(page.getByTestId('result-block')).toContainText('Known word');
  await expect(page.getByTestId('game-status')).toContainText(`Correct! “${word}” is the word sought`);
  await expect(score(page)).not.toHaveText('0');
}

test('a word built by mouse is confirmed, scores, and the next word follows', async ({ page }) => {
  await openGame(page);
  await expect(page.getByText('Round 1')).toBeVisible();
  await expect(score(page)).toHaveText('0');
  const target = await currentTarget(page);
  for (const part of target.parts) await poolBlock(page, part).click();
  await page.getByRole('button', { name: 'Check word' }).click();
  await expectSolved(page, target.word);
  const points = Number(await score(page).textContent());
  expect(points).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('game-solved')).toHaveText('1');

  const hint = await page.getByTestId('round-hint').textContent();
  await page.getByRole('button', { name: 'Next word' }).click();
  await expect(page.getByText('Round 2')).toBeVisible();
  await expect(page.getByTestId('round-hint')).not.toHaveText(hint!);
  await expect(page.getByTestId('built-word')).toContainText('Your word is still empty');
  await expect(score(page)).toHaveText(String(points));

  const next = await currentTarget(page);
  for (const part of next.parts) await poolBlock(page, part).click();
  await page.getByRole('button', { name: 'Check word' }).click();
  await expect(page.getByTestId('game-status')).toContainText(`“${next.word}” is the word sought`);
  expect(Number(await score(page).textContent())).toBeGreaterThan(points);
});

test('a word is built with the keyboard: Tab, Enter, Space and Backspace', async ({ page }) => {
  await openGame(page);
  const target = await currentTarget(page);
  const blocks = page.getByTestId('block-pool').getByRole('button');
  await blocks.first().focus();
  await page.keyboard.press('Tab');
  await expect(blocks.nth(1)).toBeFocused();

  // A block too many, taken away again with Backspace.
  await poolBlock(page, target.parts[0]!).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('built-word').getByRole('button')).toHaveCount(2);
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('built-word').getByRole('button')).toHaveCount(1);

  for (const [index, part] of target.parts.slice(1).entries()) {
    await poolBlock(page, part).focus();
    await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
  }
  await page.getByRole('button', { name: 'Check word' }).focus();
  await page.keyboard.press('Enter');
  await expectSolved(page, target.word);
  await expect(page.getByRole('button', { name: 'Next word' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Round 2')).toBeVisible();
});

test('blocks are dragged onto the word and back off it', async ({ page }) => {
  await openGame(page);
  const target = await currentTarget(page);
  const word = page.getByTestId('built-word');
  for (const part of target.parts) await poolBlock(page, part).dragTo(word);
  await expect(word.getByRole('button')).toHaveCount(target.parts.length);

  // Dragging a placed block back to the pool removes it; dropping it again puts it back.
  const last = target.parts.at(-1)!;
  await word.getByRole('button').last().dragTo(page.getByTestId('block-pool'));
  await expect(word.getByRole('button')).toHaveCount(target.parts.length - 1);
  await poolBlock(page, last).dragTo(word);
  await page.getByRole('button', { name: 'Check word' }).click();
  await expectSolved(page, target.word);
});

test('a word that is not in the list is reported and earns nothing', async ({ page }) => {
  await openGame(page);
  const target = await currentTarget(page);
  const first = target.parts[0]!;
  await poolBlock(page, first).click();
  await poolBlock(page, first).click();
  await expect(page.getByTestId('result-block')).toContainText('Not in the word list');
  await page.getByRole('button', { name: 'Check word' }).click();
  await expect(page.getByRole('alert')).toContainText('is not in the word list');
  await expect(score(page)).toHaveText('0');
});

test('the morphemes download as CSV', async ({ page }) => {
  await openGame(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download morphemes (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('morphemes-en.csv');
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const parsed = parseMorphemesCsv(text, lists.categories);
  expect(text.startsWith('text,category,meaning\r\n')).toBe(true);
  expect(parsed.ok && parsed.rows).toEqual(lists.morphemes);
});

test('a broken upload is refused with its row named and the game keeps its lists', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openGame(page);
  const count = page.getByTestId('morpheme-count');
  await expect(count).toHaveText(String(lists.morphemes.length));
  const blocksBefore = await page.getByTestId('block-pool').getByRole('button').allTextContents();
  const upload = page.getByTestId('upload-morphemes');

  await upload.setInputFiles({ name: 'wrong-header.csv', mimeType: 'text/csv', buffer: Buffer.from('morpheme,kind,meaning\nun,prefix,not\n') });
  const alert = page.getByTestId('lists-alert');
  await expect(alert).toContainText('The file “wrong-header.csv” was not used');
  await expect(alert).toContainText('Row 1: the columns must be text, category, meaning (found: morpheme, kind, meaning).');

  const rows = ['un,prefix,not', 'kind,basic,', 'ness,suffix,state', 're,prefix,again', 'dark,basic,', 'dis,prefx,not', 'ly,suffix,in a way'];
  await upload.setInputFiles({ name: 'typo.csv', mimeType: 'text/csv', buffer: Buffer.from(`text,category,meaning\n${rows.join('\n')}\n`) });
  await expect(alert).toContainText('Row 7: unknown category ‘prefx’');

  const categories = page.getByTestId('upload-categories');
  await categories.setInputFiles({ name: 'categories.csv', mimeType: 'text/csv', buffer: Buffer.from('id,colour,label\nbasic,gray,Stem\n') });
  await expect(alert).toContainText('The morphemes use the category ‘prefix’, which the file does not contain.');

  expect(dialogs).toEqual([]);
  await expect(count).toHaveText(String(lists.morphemes.length));
  await expect(page.getByTestId('category-count')).toHaveText(String(lists.categories.length));
  expect(await page.getByTestId('block-pool').getByRole('button').allTextContents()).toEqual(blocksBefore);
});

test('a valid upload replaces the morphemes after confirmation and the game plays with them', async ({ page }) => {
  const texts = ['un', 'kind', 'dark', 'quick', 'slow', 'ness', 'ly', 'er'];
  const rows = ['un,prefix,not', 'kind,basic,', 'dark,basic,', 'quick,basic,', 'slow,basic,', '-ness,suffix,state', 'ly,suffix,in a way', '-er,inflexion,more'];
  const file = { name: 'small.csv', mimeType: 'text/csv', buffer: Buffer.from(`text,category,meaning\n${rows.join('\n')}\n`) };
  await openGame(page);

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByTestId('upload-morphemes').setInputFiles(file);
  await expect(page.getByTestId('lists-status')).toHaveText('Nothing was changed.');
  await expect(page.getByTestId('morpheme-count')).toHaveText(String(lists.morphemes.length));

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Replace the morphemes in use by the 8 morphemes of the file? A new game starts.');
    void dialog.accept();
  });
  await page.getByTestId('upload-morphemes').setInputFiles(file);
  await expect(page.getByTestId('lists-status')).toHaveText('The 8 morphemes of the file are now in use.');
  await expect(page.getByTestId('morpheme-count')).toHaveText('8 (uploaded)');
  const forms = await page.getByTestId('block-pool').locator('.form').allTextContents();
  expect(forms.length).toBeGreaterThan(1);
  for (const form of forms) expect(texts).toContain(form.replace(/-/g, ''));

  const target = await currentTarget(page);
  for (const part of target.parts) await poolBlock(page, part).click();
  await page.getByRole('button', { name: 'Check word' }).click();
  await expectSolved(page, target.word);

  // The upload is kept in the browser, until the original lists are restored.
  await page.reload();
  await expect(page.getByTestId('morpheme-count')).toHaveText('8 (uploaded)');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restore the original lists' }).click();
  await expect(page.getByTestId('morpheme-count')).toHaveText(String(lists.morphemes.length));
});

test('the game plays in Arabic with the Arabic lists, right to left, without the English notice', async ({ browser }) => {
  const arabic = parseWordsCsv(readFileSync('src/client/features/morpheme-game/data/ar/words.csv', 'utf8'));
  if (!arabic.ok) throw new Error('ar/words.csv');
  const context = await browser.newContext({ locale: 'ar-SA', ignoreHTTPSErrors: true });
  const page = await newPage(context);
  await page.goto(httpsUrl(SITES.morpheme, '/play'));
  await expect(page.getByTestId('round-hint')).not.toBeEmpty();
  expect(arabic.rows.map((entry) => entry.hint)).toContain((await page.getByTestId('round-hint').textContent())!.trim());
  await expect(page.locator('.morpheme-game')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.morpheme-game .notice')).toHaveCount(0);
  // Arabic lists have no circumfix: the legend says so in Arabic.
  await expect(page.getByTestId('legend-circumfix')).toContainText('لا تعرف العربية مورفيمات من هذا النوع');
  await context.close();
});

for (const locale of ['en-US', 'ar-SA']) {
  test(`the game in ${locale} has no serious accessibility issue`, async ({ browser }) => {
    const context = await browser.newContext({ locale, ignoreHTTPSErrors: true });
    const page = await newPage(context);
    await page.goto(httpsUrl(SITES.morpheme, '/play'));
    await expect(page.getByTestId('round-hint')).not.toBeEmpty();
    // With a block placed and a word checked, so that the result block and messages are audited too.
    await page.getByTestId('block-pool').getByRole('button').first().click();
    await page.locator('.game-actions button.primary').first().click();
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await context.close();
  });
}
