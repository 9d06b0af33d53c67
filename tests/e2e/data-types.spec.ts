// The data-types page: variables and their layout, range checks that leave the bytes alone,
// Int64 beyond 2^53 across a reload, the byte order, the tabs' keyboard use, and accessibility.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousAccessibilityProblems } from './support/axe';
import { TEST_ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { SITES, httpsUrl } from './support/hosts';

const PAGE_URL = httpsUrl(SITES.forum, '/various/data-types');

async function openDataTypes(page: Page): Promise<void> {
  await signIn(page, TEST_ACCOUNTS.member);
  await page.goto(PAGE_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Data types' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Configuration' })).toBeVisible();
}

async function addVariable(page: Page, name: string, type: string): Promise<void> {
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Type', { exact: true }).selectOption(type);
  await page.getByRole('button', { name: 'Add variable' }).click();
  await expect(page.getByTestId(`config-${name}`)).toBeVisible();
}

async function storeValue(page: Page, name: string, value: string): Promise<void> {
  await page.getByRole('tab', { name: 'Test' }).click();
  const row = page.getByTestId(`test-${name}`);
  await row.getByRole('textbox').fill(value);
  await row.getByRole('button', { name: 'Store' }).click();
}

test('variables of several types get their place, address and hex in the data area', async ({ page }) => {
  await openDataTypes(page);
  const variables = [
    ['Start', 'bit'],
    ['Stop', 'bit'],
    ['Level', 'byte'],
    ['Speed', 'word'],
    ['Count', 'int32'],
    ['Big', 'int64'],
    ['Ratio', 'float32'],
  ] as const;
  for (const [name, type] of variables) await addVariable(page, name, type);
  await expect(page.getByRole('heading', { name: '7 variables' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('level');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await expect(page.getByRole('alert')).toHaveText('A variable named “level” already exists (upper and lower case count as the same name).');
  await page.getByLabel('Name', { exact: true }).fill('1st');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await expect(page.getByRole('alert')).toContainText('“1st” is not a valid name');
  await expect(page.getByRole('heading', { name: '7 variables' })).toBeVisible();

  await page.getByRole('tab', { name: 'Data area' }).click();
  const expected = [
    ['Start', '0.0', 'DBX0.0'],
    ['Stop', '0.1', 'DBX0.1'],
    ['Level', '1.0', 'DBB1'],
    ['Speed', '2.0', 'DBW2'],
    ['Count', '4.0', 'DBD4'],
    ['Big', '8.0', 'DBB8…DBB15'],
    ['Ratio', '16.0', 'DBD16'],
  ] as const;
  for (const [name, offset, address] of expected) {
    const row = page.getByTestId(`layout-${name}`);
    await expect(row.getByTestId('offset')).toHaveText(offset);
    await expect(row.getByTestId('address')).toHaveText(address);
  }
  await expect(page.getByTestId('area-size')).toHaveText('The data area takes 20 bytes.');
  await expect(page.getByTestId('layout-Big').getByTestId('hex')).toHaveText('00 00 00 00 00 00 00 00');

  await storeValue(page, 'Start', '1');
  await storeValue(page, 'Ratio', '0.1');
  await expect(page.getByTestId('test-Ratio').getByTestId('stored-value')).toHaveText('0.10000000149011612');
  await page.getByRole('tab', { name: 'Data area' }).click();
  await expect(page.getByTestId('layout-Ratio').getByTestId('hex')).toHaveText('3D CC CC CD');
  await expect(page.getByTestId('layout-Start').getByTestId('binary')).toHaveText('00000001');
  await expect(page.getByTestId('byte-0')).toContainText('Start, Stop');
  await expect(page.getByTestId('byte-3')).toContainText('Speed');

  // Reordering moves the variable and its place.
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await page.getByRole('button', { name: 'Move Level up' }).click();
  await page.getByRole('button', { name: 'Remove Ratio' }).click();
  await expect(page.locator('[data-testid^="config-"]')).toHaveText([/^1Start/, /^2Level/, /^3Stop/, /^4Speed/, /^5Count/, /^6Big/]);
  await page.getByRole('tab', { name: 'Data area' }).click();
  await expect(page.getByTestId('layout-Level').getByTestId('address')).toHaveText('DBB1');
  await expect(page.getByTestId('layout-Stop').getByTestId('address')).toHaveText('DBX2.0');
});

test('the tabs follow the ARIA pattern with the arrow keys', async ({ page }) => {
  await openDataTypes(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Configuration', 'Data area', 'Test']);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Data area');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  await expect(tabs.nth(2)).toHaveAttribute('tabindex', '0');
});

test('an out-of-range value is refused and the stored bytes stay as they were', async ({ page }) => {
  await openDataTypes(page);
  await addVariable(page, 'Level', 'byte');
  const row = page.getByTestId('test-Level');
  await storeValue(page, 'Level', '200');
  await expect(row.getByTestId('bytes')).toHaveText('C8');
  await expect(row.getByTestId('change')).toHaveText('Stored. The bytes changed from 00 to C8');
  await storeValue(page, 'Level', '300');
  await expect(row.getByRole('alert')).toHaveText('300 is outside the range of byte (0–255).');
  await expect(row.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByTestId('bytes')).toHaveText('C8');
  await expect(row.getByTestId('stored-value')).toHaveText('200');
  await storeValue(page, 'Level', '2.5');
  await expect(row.getByRole('alert')).toHaveText('2.5 is not a whole number, but byte takes whole numbers only.');
  await page.getByRole('tab', { name: 'Data area' }).click();
  await expect(page.getByTestId('layout-Level').getByTestId('hex')).toHaveText('C8');

  await addVariable(page, 'Huge', 'int64');
  await storeValue(page, 'Huge', '9223372036854775808');
  await expect(page.getByTestId('test-Huge').getByRole('alert')).toHaveText(
    '9223372036854775808 is outside the range of Int64 (-9,223,372,036,854,775,808–9,223,372,036,854,775,807).',
  );
  await expect(page.getByTestId('test-Huge').getByTestId('bytes')).toHaveText('00 00 00 00 00 00 00 00');
});

test('an Int64 value beyond 2^53 keeps every digit across a reload', async ({ page }) => {
  await openDataTypes(page);
  await addVariable(page, 'Big', 'int64');
  await storeValue(page, 'Big', '9007199254740993');
  await expect(page.getByTestId('test-Big').getByTestId('bytes')).toHaveText('00 20 00 00 00 00 00 01');
  const stored = await page.evaluate(() => localStorage.getItem('dataTypes.area'));
  expect(stored).toContain('"9007199254740993n"');

  await page.reload();
  await page.getByRole('tab', { name: 'Test' }).click();
  const row = page.getByTestId('test-Big');
  await expect(row.getByRole('textbox')).toHaveValue('9007199254740993');
  await expect(row.getByTestId('stored-value')).toHaveText('9007199254740993');
  await expect(row.getByTestId('bytes')).toHaveText('00 20 00 00 00 00 00 01');
  await page.getByRole('tab', { name: 'Data area' }).click();
  await expect(page.getByTestId('layout-Big').getByTestId('value')).toHaveText('9007199254740993');
});

test('switching the byte order changes the hex of multi-byte values', async ({ page }) => {
  await openDataTypes(page);
  await addVariable(page, 'Speed', 'word');
  await addVariable(page, 'Count', 'int32');
  await storeValue(page, 'Speed', '300');
  await storeValue(page, 'Count', '-2');
  await page.getByRole('tab', { name: 'Data area' }).click();
  const speedHex = page.getByTestId('layout-Speed').getByTestId('hex');
  const countHex = page.getByTestId('layout-Count').getByTestId('hex');
  await expect(page.getByRole('radio', { name: /^Big-endian/ })).toBeChecked();
  await expect(speedHex).toHaveText('01 2C');
  await expect(countHex).toHaveText('FF FF FF FE');
  await page.getByRole('radio', { name: /^Little-endian/ }).check();
  await expect(speedHex).toHaveText('2C 01');
  await expect(countHex).toHaveText('FE FF FF FF');
  await expect(page.getByTestId('byte-0')).toContainText('2C');
  await expect(page.getByTestId('layout-Speed').getByTestId('value')).toHaveText('300');
  await page.reload();
  await page.getByRole('tab', { name: 'Data area' }).click();
  await expect(page.getByRole('radio', { name: /^Little-endian/ })).toBeChecked();
  await expect(page.getByTestId('layout-Speed').getByTestId('hex')).toHaveText('2C 01');
});

test('with the browser memory off the data area stays in memory only', async ({ page }) => {
  await openDataTypes(page);
  await addVariable(page, 'Kept', 'word');
  expect(await page.evaluate(() => localStorage.getItem('dataTypes.area'))).toContain('"Kept"');
  await page.goto(httpsUrl(SITES.forum, '/various/settings'));
  await page.getByRole('checkbox', { name: 'Remember my settings in this browser' }).uncheck();
  await expect(page.getByText('Nothing is kept in this browser')).toBeVisible();
  await page.goto(PAGE_URL);
  await expect(page.getByText('“Remember my settings in this browser” is switched off')).toBeVisible();
  await addVariable(page, 'Fleeting', 'bit');
  await expect(page.getByTestId('config-Kept')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('dataTypes.area'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('config-Fleeting')).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`the data-types page has no serious accessibility issue in ${language}`, async ({ page }) => {
    await openDataTypes(page);
    await addVariable(page, 'Start', 'bit');
    await addVariable(page, 'Level', 'byte');
    await addVariable(page, 'Ratio', 'float64');
    await storeValue(page, 'Level', '300');
    await storeValue(page, 'Ratio', '1.5');
    if (language === 'ar') {
      await page.getByRole('button', { name: 'Show more languages' }).click();
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('tab')).not.toHaveText(['Configuration', 'Data area', 'Test']);
    }
    const problems: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      await page.getByRole('tab').nth(index).click();
      problems.push(...(await seriousAccessibilityProblems(page, `tab ${index}`)));
    }
    expect(problems).toEqual([]);
  });
}
