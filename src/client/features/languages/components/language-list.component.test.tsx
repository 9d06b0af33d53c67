// The list of languages in a real browser: every catalogue with its name, version and dependencies
// (SPEC §3: "keyed entries, with name, version, dependencies per language").
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@client/testing/test-i18n';
import type { LanguageRow } from '../model/language-operations';
import { LanguageList } from './language-list';
import { namespaces } from './languages-page';

const ROWS: LanguageRow[] = [
  { code: 'en', name: 'English', builtIn: true, edited: false, rows: 3, empty: 0, version: '1a2b3c4d', dependencies: [] },
  { code: 'de', name: 'Deutsch', builtIn: true, edited: true, rows: 3, empty: 1, version: '5e6f7a8b', dependencies: ['en'] },
];

describe('LanguageList', () => {
  it('shows each catalogue’s name, version and dependencies', async () => {
    const { screen } = await renderInApp(<LanguageList rows={ROWS} current="en" locale="en-US" message={null} onUse={vi.fn()} onRemove={vi.fn()} />, { namespaces });
    const table = screen.getByRole('table');
    await expect.element(table.getByRole('columnheader', { name: 'Version' })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Depends on' })).toBeVisible();

    const german = screen.getByTestId('language-de');
    await expect.element(german.getByRole('rowheader')).toHaveTextContent('Deutsch');
    await expect.element(german.getByTestId('version')).toHaveTextContent('5e6f7a8b');
    await expect.element(german.getByTestId('dependencies')).toHaveTextContent('en');

    const english = screen.getByTestId('language-en');
    await expect.element(english.getByTestId('version')).toHaveTextContent('1a2b3c4d');
    await expect.element(english.getByTestId('dependencies')).toHaveTextContent('none');
  });
});
