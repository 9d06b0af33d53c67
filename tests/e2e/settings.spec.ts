// The members' settings page: interface language, statistics, export and import of all settings,
// factory reset, and accessibility in English and Arabic.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { STORED_DATA_VERSION } from '@shared/constants';
import { TEST_ACCOUNTS } from './support/accounts';
import { dismissedDialogText } from './support/actions';
import { signIn } from './support/session';
import { SITES, httpsUrl } from './support/hosts';

const FORMAT = 'heartfelt-sites/settings';

async function openSettings(page: Page): Promise<void> {
  await signIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/various/settings'));
  await expect(page.getByRole('heading', { name: 'File transfer' })).toBeVisible();
}

function storedEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));
}

function jsonFile(name: string, content: unknown) {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return { name, mimeType: 'application/json', buffer: Buffer.from(text) };
}

function failOnDialog(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

test('the interface language can be chosen here, and the language management is linked', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('Language of the interface').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  expect(await page.evaluate(() => localStorage.getItem('languageShort'))).toBe('"de"');
  await page.getByRole('link', { name: /^Sprachverwaltung/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprachen');
});

test('the statistics name every stored entry with its size, behind the statistics toggle', async ({ page }) => {
  await openSettings(page);
  await page.evaluate(() => localStorage.setItem('timeRecording.events', '[{"id":"a"}]'));
  await page.reload();
  const entries = await storedEntries(page);
  const characters = Object.entries(entries).reduce((sum, [key, text]) => sum + key.length + text.length, 0);
  const count = Object.keys(entries).length;
  await expect(page.getByTestId('storage-usage')).toHaveText(`${count} entries stored (${characters.toLocaleString('en-US')} characters)`);
  await expect(page.getByText(`That is ${(characters * 2).toLocaleString('en-US')} bytes`)).toBeVisible();

  const table = page.getByTestId('storage-table');
  await expect(table).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show every stored entry' }).check();
  await expect(table).toBeVisible();
  for (const key of ['storedDataVersion', 'languageShort', 'keepOptions', 'timeRecording.events', 'statisticsToggle']) {
    await expect(table.getByRole('rowheader', { name: key, exact: true })).toBeVisible();
  }
  const eventsRow = table.getByRole('row', { name: /timeRecording\.events/ });
  await expect(eventsRow.getByRole('cell')).toHaveText([String('timeRecording.events[{"id":"a"}]'.length), String('timeRecording.events[{"id":"a"}]'.length * 2)]);
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('statisticsToggle'))).toBe('true');
  await page.reload();
  await expect(page.getByTestId('storage-table')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show every stored entry' }).uncheck();
  await expect(page.getByTestId('storage-table')).toHaveCount(0);
});

test('the export downloads every setting and the apps’ data as JSON', async ({ page }) => {
  await openSettings(page);
  await page.evaluate(() => {
    localStorage.setItem('timeRecording.events', '[{"id":"a","start":"1700000000000n"}]');
    localStorage.setItem('dataTypes.area', '"DB"');
    localStorage.setItem('languages.edited.de', '{"routes":{"home":"Start"}}');
  });
  await page.getByLabel('Language of the interface').selectOption('it');
  await page.getByLabel('Lingua dell’interfaccia').selectOption('en');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all settings' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^settings-${SITES.forum.replaceAll('.', '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(file).toMatchObject({ format: FORMAT, version: STORED_DATA_VERSION, settings: { languageShort: 'en', keepOptions: true } });
  expect(file.data).toEqual({
    'timeRecording.events': [{ id: 'a', start: '1700000000000n' }],
    'dataTypes.area': 'DB',
    'languages.edited.de': { routes: { home: 'Start' } },
  });
  await expect(page.locator('main').getByRole('status')).toHaveText(`The file ${download.suggestedFilename()} has been created.`);
});

test('a corrupt or invalid file is refused with a message and changes nothing', async ({ page }) => {
  await openSettings(page);
  failOnDialog(page);
  const before = await storedEntries(page);
  const input = page.getByLabel('Import settings from a file');
  const alert = page.getByRole('alert');

  await input.setInputFiles(jsonFile('broken.json', '{"format": "heartfelt'));
  await expect(alert).toHaveText('The file broken.json does not contain valid JSON. Nothing has been changed.');

  await input.setInputFiles(jsonFile('other.json', { hello: 'world' }));
  await expect(alert).toHaveText('The file other.json is not a settings export of this website. Nothing has been changed.');

  await input.setInputFiles(jsonFile('unknown.json', { format: FORMAT, version: STORED_DATA_VERSION, settings: { fontSize: 3 } }));
  await expect(alert).toHaveText('The file unknown.json contains the unknown entry “settings.fontSize”. Nothing has been changed.');

  await input.setInputFiles(jsonFile('invalid.json', { format: FORMAT, version: STORED_DATA_VERSION, settings: { languageShort: 'fr' } }));
  await expect(alert).toHaveText('The file invalid.json contains an invalid value for “settings.languageShort”. Nothing has been changed.');

  await input.setInputFiles(jsonFile('old.json', { format: FORMAT, version: 3, settings: {} }));
  await expect(alert).toHaveText(`The file old.json has data version 3, but version ${STORED_DATA_VERSION} is needed. Nothing has been changed.`);

  expect(await storedEntries(page)).toEqual(before);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a valid import asks first, then replaces everything: the language changes to German', async ({ page }) => {
  await openSettings(page);
  await page.evaluate(() => localStorage.setItem('dataTypes.area', '"old"'));
  const file = jsonFile('backup.json', {
    format: FORMAT,
    version: STORED_DATA_VERSION,
    exportedAt: '2026-01-02T03:04:05.000Z',
    settings: { languageShort: 'de', statisticsToggle: true },
    data: { 'timeRecording.events': [{ id: 'x' }], 'languages.edited.de': { routes: { 'various/settings': 'Meine Einstellungen' } } },
  });
  const before = await storedEntries(page);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('All settings and app data in this browser will be replaced by the content of backup.json. Continue?');
    void dialog.dismiss();
  });
  await page.getByLabel('Import settings from a file').setInputFiles(file);
  await expect.poll(() => storedEntries(page)).toEqual(before);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Import settings from a file').setInputFiles(file);
  await expect(page.locator('main').getByRole('status')).toHaveText('Die Einstellungen aus backup.json wurden importiert.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The imported edit of German applies at once.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Einstellungen');
  await expect(page.getByTestId('storage-table')).toBeVisible();
  const after = await storedEntries(page);
  expect(after).toMatchObject({ languageShort: '"de"', 'timeRecording.events': '[{"id":"x"}]', statisticsToggle: 'true' });
  expect(after['dataTypes.area']).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Einstellungen');
});

test('the factory reset still asks, restores the defaults and the shipped languages', async ({ page }) => {
  await openSettings(page);
  await page.evaluate(() => localStorage.setItem('languages.edited.en', '{"routes":{"various/settings":"My settings"}}'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My settings');
  const message = await dismissedDialogText(page, () => page.getByRole('button', { name: 'Restore factory settings' }).click());
  expect(message).toBe('All settings will be lost. Really restore factory settings?');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My settings');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Restore factory settings' }).click();
  await expect(page.getByText('The factory settings have been restored.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  expect(await page.evaluate(() => localStorage.getItem('languages.edited.en'))).toBeNull();
});

for (const language of ['English', 'العربية']) {
  test(`the settings page has no serious accessibility issue in ${language}`, async ({ page }) => {
    await openSettings(page);
    if (language !== 'English') {
      const flags = page.getByRole('navigation', { name: 'Choose language' });
      await flags.getByRole('button', { name: 'Show more languages' }).click();
      await flags.getByRole('button', { name: language }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'نقل الملفات' })).toBeVisible();
    }
    await page.getByRole('checkbox').nth(1).check();
    await expect(page.getByTestId('storage-table')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
}
