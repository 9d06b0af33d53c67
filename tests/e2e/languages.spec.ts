// The language management: the list, editing with immediate effect, adding and deleting a language,
// filling and clearing, the clipboard in both directions with the row-count rule, accessibility.
import { readFileSync } from 'node:fs';
import { type Dialog, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';
import { TEST_ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { SITES, httpsUrl } from './support/hosts';

type Tree = { [key: string]: string | Tree };

/** Rows of a shipped main catalogue, as the page counts them. */
function shippedRows(code: string): Record<string, string> {
  const rows: Record<string, string> = {};
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') rows[path] = value;
      else walk(value, path);
    }
  };
  // The main catalogue's two parts, which the language management edits as one.
  for (const part of ['', 'pages/']) walk(JSON.parse(readFileSync(`src/client/core/i18n/locales/${part}${code}.json`, 'utf8')) as Tree, '');
  return rows;
}

const ENGLISH_ROWS = Object.keys(shippedRows('en')).length;
const GERMAN = shippedRows('de');
const RUSSIAN_ROWS = Object.keys(shippedRows('ru')).length;
const KEY = 'routes.various/languages';

async function openLanguages(page: Page): Promise<void> {
  await signIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/various/languages'));
  await expect(page.getByTestId('language-en')).toBeVisible();
}

function row(page: Page, code: string) {
  return page.getByTestId(`language-${code}`);
}

async function addLanguage(page: Page, code: string, name: string): Promise<void> {
  await page.getByLabel('Isocode').fill(code);
  await page.getByLabel('Name of the language').fill(name);
  await page.getByRole('button', { name: 'Add language' }).click();
}

/** Answers the next dialogs in turn and collects their messages. */
function answerDialogs(page: Page, answers: boolean[]): string[] {
  const messages: string[] = [];
  const handle = (dialog: Dialog) => {
    messages.push(dialog.message());
    const accept = answers[messages.length - 1] ?? false;
    if (messages.length >= answers.length) page.off('dialog', handle);
    void (accept ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', handle);
  return messages;
}

test('the list shows the eight languages with isocode, name, entries and empty entries', async ({ page }) => {
  await openLanguages(page);
  await expect(page.locator('.languages-table tbody tr')).toHaveCount(8);
  for (const code of LANGUAGE_CODES) {
    await expect(row(page, code).getByTestId('isocode')).toHaveText(code);
    await expect(row(page, code).getByTestId('name')).toHaveText(LANGUAGES[code].name);
    const rows = shippedRows(code);
    await expect(row(page, code).getByTestId('rows')).toHaveText(String(Object.keys(rows).length));
    await expect(row(page, code).getByTestId('empty')).toHaveText(String(Object.values(rows).filter((value) => value.trim() === '').length));
  }
  await expect(row(page, 'ru').getByTestId('rows')).toHaveText(String(RUSSIAN_ROWS));
  // The entry table grows on request; the search finds any row.
  const tableRows = page.locator('.catalogue-table tbody tr');
  await expect(tableRows).toHaveCount(Math.min(50, ENGLISH_ROWS));
  await page.getByRole('button', { name: 'Show more entries' }).click();
  await expect(tableRows).toHaveCount(Math.min(100, ENGLISH_ROWS));
  await page.getByLabel('Search keys and texts').fill('various/languages');
  await expect(tableRows).toHaveCount(1);
});

test('an edited German entry changes the interface at once and after a reload', async ({ page }) => {
  await openLanguages(page);
  await row(page, 'de').getByRole('button', { name: 'Use Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GERMAN[KEY]!);
  await page.getByLabel('Zu bearbeitende Sprache').selectOption('de');
  await page.getByLabel('Schlüssel und Texte durchsuchen').fill(KEY);
  await expect(page.getByTestId('entries-shown')).toHaveText(`Angezeigte Einträge: 1 von ${Object.keys(GERMAN).length}.`);
  await page.getByRole('textbox', { name: KEY, exact: true }).fill('Sprachen bearbeiten');
  await page.getByRole('button', { name: 'Speichern und anwenden' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('1 Eintrag wurde gespeichert und angewendet.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprachen bearbeiten');
  await expect(row(page, 'de').getByRole('cell', { name: 'Bearbeitet' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('languages.edited.de'))) ?? '{}')).toMatchObject({
    routes: { 'various/languages': 'Sprachen bearbeiten' },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprachen bearbeiten');

  // A built-in language is reset to its shipped texts instead of being deleted.
  const messages = answerDialogs(page, [true]);
  await row(page, 'de').getByRole('button', { name: 'Zurücksetzen Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GERMAN[KEY]!);
  expect(messages).toEqual(['Alle Änderungen an Deutsch (de) verwerfen und die mitgelieferten Texte wiederherstellen?']);
  expect(await page.evaluate(() => localStorage.getItem('languages.edited.de'))).toBeNull();
});

test('a language is added with a valid isocode and deleted after both dialogs', async ({ page }) => {
  await openLanguages(page);
  await addLanguage(page, 'french', 'Français');
  await expect(page.getByRole('alert')).toHaveText('“french” is not a valid language code. Please use a code such as fr or pt-BR.');
  await addLanguage(page, 'DE', 'Deutsch');
  await expect(page.getByRole('alert')).toHaveText('The language DE exists already.');
  await addLanguage(page, 'pt-br', ' ');
  await expect(page.getByRole('alert')).toHaveText('Please enter the name of the language.');
  await expect(page.locator('.languages-table tbody tr')).toHaveCount(8);

  await addLanguage(page, 'pt-br', 'Português');
  await expect(page.locator('main').getByRole('status')).toHaveText(`The language Português (pt-BR) has been added with ${ENGLISH_ROWS} empty entries.`);
  await expect(row(page, 'pt-BR').getByTestId('name')).toHaveText('Português');
  await expect(row(page, 'pt-BR').getByTestId('rows')).toHaveText(String(ENGLISH_ROWS));
  await expect(row(page, 'pt-BR').getByTestId('empty')).toHaveText(String(ENGLISH_ROWS));
  await expect(page.getByLabel('Language to edit')).toHaveValue('pt-BR');

  const declined = answerDialogs(page, [false]);
  await row(page, 'pt-BR').getByRole('button', { name: 'Delete Português' }).click();
  await expect.poll(() => declined).toEqual(['Really delete the language Português (pt-BR)?']);
  await expect(row(page, 'pt-BR')).toBeVisible();

  const messages = answerDialogs(page, [true, true]);
  await row(page, 'pt-BR').getByRole('button', { name: 'Delete Português' }).click();
  await expect(row(page, 'pt-BR')).toHaveCount(0);
  expect(messages).toEqual(['Really delete the language Português (pt-BR)?', 'The language Português (pt-BR) will now be deleted.']);
  await expect(page.locator('main').getByRole('status').first()).toHaveText('The language Português (pt-BR) has been deleted.');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('languages.')))).toEqual([]);
});

test('an added language can be the interface language, English filling its gaps', async ({ page }) => {
  await openLanguages(page);
  await addLanguage(page, 'fr', 'Français');
  await page.getByLabel('Search keys and texts').fill(KEY);
  await page.getByRole('textbox', { name: KEY, exact: true }).fill('Gestion des langues');
  await page.getByRole('button', { name: 'Save and apply' }).click();
  await row(page, 'fr').getByRole('button', { name: 'Use Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des langues');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Add a language' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des langues');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The flags choose a built-in language again.
  await page.getByRole('navigation', { name: 'Choose language' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Languages');
});

test('empty entries are filled from English, and all entries are cleared after confirmation', async ({ page }) => {
  await openLanguages(page);
  await addLanguage(page, 'fr', 'Français');
  await page.getByRole('button', { name: 'Fill empty entries from English' }).click();
  await expect(page.locator('main').getByRole('status').last()).toHaveText(`${ENGLISH_ROWS} empty entries of Français (fr) have been filled from English.`);
  await expect(row(page, 'fr').getByTestId('empty')).toHaveText('0');
  await page.getByLabel('Search keys and texts').fill(KEY);
  await expect(page.getByRole('textbox', { name: KEY, exact: true })).toHaveValue('Languages');

  const declined = answerDialogs(page, [false]);
  await page.getByRole('button', { name: 'Clear all entries' }).click();
  await expect.poll(() => declined).toEqual([`Really clear all ${ENGLISH_ROWS} entries of Français (fr)?`]);
  await expect(row(page, 'fr').getByTestId('empty')).toHaveText('0');

  answerDialogs(page, [true]);
  await page.getByRole('button', { name: 'Clear all entries' }).click();
  await expect(page.locator('main').getByRole('status').last()).toHaveText('All entries of Français (fr) have been cleared.');
  await expect(row(page, 'fr').getByTestId('empty')).toHaveText(String(ENGLISH_ROWS));
  await expect(page.getByRole('textbox', { name: KEY, exact: true })).toHaveValue('');
});

test('a catalogue is copied to the clipboard and pasted back; a wrong row count changes nothing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLanguages(page);
  await page.getByLabel('Language to edit').selectOption('de');
  await page.getByRole('button', { name: 'Copy to the clipboard' }).click();
  const germanRows = Object.keys(GERMAN).length;
  await expect(page.locator('main').getByRole('status').last()).toHaveText(`${germanRows} rows of Deutsch (de) have been copied to the clipboard.`);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const lines = text.split('\n');
  expect(lines).toHaveLength(germanRows);
  expect(lines).toContain(`${KEY}\t${GERMAN[KEY]}`);

  // Russian has more rows than German: the paste is refused before any question and Russian stays as shipped.
  await page.getByLabel('Language to edit').selectOption('ru');
  await page.getByRole('button', { name: 'Paste from the clipboard' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `The language to be replaced contains ${RUSSIAN_ROWS} rows, but the pasted text has ${germanRows}. Nothing has been changed.`,
  );
  await expect(row(page, 'ru').getByRole('cell', { name: 'As shipped' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('languages.edited.ru'))).toBeNull();

  // A new language has English's keys, as many as German: German's rows replace it.
  await addLanguage(page, 'de-AT', 'Österreichisch');
  const pasteDialogs = answerDialogs(page, [true]);
  await page.getByRole('button', { name: 'Paste from the clipboard' }).click();
  await expect(page.locator('main').getByRole('status').last()).toHaveText(`Österreichisch (de-AT) has been replaced by ${germanRows} rows from the clipboard.`);
  expect(pasteDialogs).toEqual(['Replace the entries of Österreichisch (de-AT) with the rows from the clipboard? Unsaved input in the table is kept.']);
  await expect(row(page, 'de-AT').getByTestId('empty')).toHaveText('0');
  await page.getByLabel('Search keys and texts').fill(KEY);
  await expect(page.getByRole('textbox', { name: KEY, exact: true })).toHaveValue(GERMAN[KEY]!);

  // Copying the new language gives back exactly the German rows.
  await page.getByRole('button', { name: 'Copy to the clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').sort()).toEqual(lines.sort());
});

for (const language of ['English', 'العربية']) {
  test(`the language management has no serious accessibility issue in ${language}`, async ({ page }) => {
    await openLanguages(page);
    await addLanguage(page, 'fr', 'Français');
    if (language !== 'English') {
      const flags = page.getByRole('navigation', { name: 'Choose language' });
      await flags.getByRole('button', { name: 'Show more languages' }).click();
      await flags.getByRole('button', { name: language }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('اللغات');
      await expect(page.getByRole('heading', { name: 'إضافة لغة' })).toBeVisible();
    }
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
