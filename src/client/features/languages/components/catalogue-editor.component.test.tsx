// The entries editor in a real browser, with the real clipboard: a stand-in for the languages page
// keeps the catalogue the editor hands over, as runtime.store does there.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '@client/testing/test-i18n';
import type { FlatCatalogue } from '../model/catalogue';
import { CatalogueEditor } from './catalogue-editor';
import { namespaces } from './languages-page';

const ENGLISH: FlatCatalogue = {
  'menu.home': 'Home',
  'menu.about': 'About us',
  greeting: 'Hello {{name}}',
};

const GERMAN: FlatCatalogue = {
  'menu.home': 'Startseite',
  'menu.about': '',
  greeting: 'Hallo {{name}}',
};

interface Options {
  code?: string;
  name?: string;
  rows?: FlatCatalogue;
  /** What the browser's storage answers (false: the change applies for this visit only). */
  stored?: boolean;
}

async function renderEditor({ code = 'de', name = 'Deutsch', rows = GERMAN, stored = true }: Options = {}) {
  const onChange = vi.fn((_rows: FlatCatalogue) => stored);
  function LanguagesPage() {
    const [current, setCurrent] = useState(rows);
    return (
      <CatalogueEditor
        code={code}
        name={name}
        rows={current}
        english={ENGLISH}
        onChange={(next) => {
          setCurrent(next);
          return onChange(next);
        }}
      />
    );
  }
  const { screen } = await renderInApp(<LanguagesPage />, { namespaces });
  return {
    screen,
    onChange,
    /** The input of an entry, labelled by its key. */
    entry: (key: string) => screen.getByRole('textbox', { name: key, exact: true }),
    button: (label: string) => screen.getByRole('button', { name: label }),
    status: screen.getByRole('status'),
    alert: screen.getByRole('alert'),
  };
}

/**
 * Puts text on the clipboard as another program would. The browser lets only a focused page use
 * the clipboard, so the visitor's click comes first (on the text that explains the format).
 */
async function putOnClipboard(text: string) {
  await page.getByText(/^Clipboard format:/).click();
  await navigator.clipboard.writeText(text);
}

describe('CatalogueEditor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every entry with its key, the English text and an input for the language', async () => {
    const editor = await renderEditor();
    const table = editor.screen.getByRole('table', { name: 'Entries of Deutsch (de)' });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');
    await expect.element(table.getByRole('row', { name: /menu\.about/ })).toHaveTextContent('About us');
    await expect.element(editor.entry('menu.home')).toHaveValue('Startseite');
    await expect.element(editor.entry('menu.about')).toHaveValue('');
    await expect.element(editor.entry('greeting')).toHaveValue('Hallo {{name}}');
    await expect.element(editor.entry('greeting')).toHaveAttribute('lang', 'de-DE');
    await expect.element(editor.screen.getByText('Entries shown: 3 of 3.')).toBeVisible();
  });

  it('saves an edited entry into the language and says how many changed (none: nothing stored)', async () => {
    const editor = await renderEditor();
    await userEvent.fill(editor.entry('menu.about'), 'Über uns');
    expect(editor.onChange).not.toHaveBeenCalled();
    await editor.button('Save and apply').click();
    await expect.element(editor.status).toHaveTextContent('1 entry has been saved and applied.');
    expect(editor.onChange).toHaveBeenCalledTimes(1);
    expect(editor.onChange).toHaveBeenCalledWith({ 'menu.home': 'Startseite', 'menu.about': 'Über uns', greeting: 'Hallo {{name}}' });
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');
    // Enter in an entry saves too; with nothing changed, the editor says so and stores nothing.
    await userEvent.click(editor.entry('menu.home'));
    await userEvent.keyboard('{Enter}');
    await expect.element(editor.status).toHaveTextContent('No entry has been changed.');
    expect(editor.onChange).toHaveBeenCalledTimes(1);
  });

  it('finds entries by key, English or own text, and keeps unsaved input hidden by the search', async () => {
    const editor = await renderEditor();
    await userEvent.fill(editor.entry('greeting'), 'Servus {{name}}');
    const search = editor.screen.getByRole('searchbox', { name: 'Search keys and texts' });
    await userEvent.fill(search, 'ABOUT');
    await expect.element(editor.screen.getByText('Entries shown: 1 of 3.')).toBeVisible();
    await expect.element(editor.entry('menu.about')).toBeVisible();
    await expect.element(editor.entry('greeting')).not.toBeInTheDocument();
    await userEvent.fill(search, 'servus');
    await expect.element(editor.entry('greeting')).toBeVisible();
    await userEvent.clear(search);
    await expect.element(editor.screen.getByText('Entries shown: 3 of 3.')).toBeVisible();
    await expect.element(editor.entry('greeting')).toHaveValue('Servus {{name}}');
  });

  it('refuses pasted rows of the wrong number, changes nothing and keeps unsaved input', async () => {
    const editor = await renderEditor();
    await userEvent.fill(editor.entry('menu.about'), 'Über uns');
    await putOnClipboard('menu.home\tHaus\nmenu.about\tÜber');
    await editor.button('Paste from the clipboard').click();
    // The language's count first, as the spec words it; then what the clipboard held.
    await expect.element(editor.alert).toHaveTextContent('The language to be replaced contains 3 rows, but the pasted text has 2. Nothing has been changed.');
    expect(editor.onChange).not.toHaveBeenCalled();
    await expect.element(editor.entry('menu.home')).toHaveValue('Startseite');
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');
  });

  it('names the first bad row of pasted text: no tab, a foreign key, a key twice', async () => {
    const editor = await renderEditor();
    const paste = async (text: string) => {
      await putOnClipboard(text);
      await editor.button('Paste from the clipboard').click();
    };
    await paste('menu.home\tHaus\nmenu.about Über\ngreeting\tHi');
    await expect.element(editor.alert).toHaveTextContent('Row 2 has no tab between key and text. Nothing has been changed.');
    await paste('menu.home\tHaus\nmenu.contact\tKontakt\ngreeting\tHi');
    await expect.element(editor.alert).toHaveTextContent('Row 2: the key “menu.contact” does not belong to Deutsch (de). Nothing has been changed.');
    await paste('menu.home\tHaus\ngreeting\tHi\nmenu.home\tHeim');
    await expect.element(editor.alert).toHaveTextContent('Row 3: the key “menu.home” appears twice. Nothing has been changed.');
    expect(editor.onChange).not.toHaveBeenCalled();
    await expect.element(editor.entry('menu.home')).toHaveValue('Startseite');
  });

  it('replaces the language by valid pasted rows in any order, with escapes read back', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const editor = await renderEditor();
    await putOnClipboard('greeting\tGrüß Gott,\\n{{name}}\nmenu.home\tStart\\tseite\nmenu.about\tÜber uns\n');
    await editor.button('Paste from the clipboard').click();
    await expect.element(editor.status).toHaveTextContent('Deutsch (de) has been replaced by 3 rows from the clipboard.');
    expect(editor.onChange).toHaveBeenCalledTimes(1);
    const pasted = editor.onChange.mock.calls[0]![0];
    expect(Object.entries(pasted)).toEqual([
      ['menu.home', 'Start\tseite'],
      ['menu.about', 'Über uns'],
      ['greeting', 'Grüß Gott,\n{{name}}'],
    ]);
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');
  });

  it('asks before a paste replaces the language: dismissing changes nothing, accepting keeps unsaved input', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const editor = await renderEditor();
    await userEvent.fill(editor.entry('menu.about'), 'Über uns');
    await putOnClipboard('menu.home\tHaus\nmenu.about\tÜber\ngreeting\tHi {{name}}');
    await editor.button('Paste from the clipboard').click();
    // The clipboard is read first, so the question comes a moment after the click.
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith('Replace the entries of Deutsch (de) with the rows from the clipboard? Unsaved input in the table is kept.'));
    expect(editor.onChange).not.toHaveBeenCalled();
    await expect.element(editor.entry('menu.home')).toHaveValue('Startseite');
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');

    confirm.mockReturnValue(true);
    await editor.button('Paste from the clipboard').click();
    await expect.element(editor.status).toHaveTextContent('Deutsch (de) has been replaced by 3 rows from the clipboard.');
    expect(editor.onChange).toHaveBeenCalledWith({ 'menu.home': 'Haus', 'menu.about': 'Über', greeting: 'Hi {{name}}' });
    await expect.element(editor.entry('menu.home')).toHaveValue('Haus');
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');
    await editor.button('Save and apply').click();
    await expect.element(editor.status).toHaveTextContent('1 entry has been saved and applied.');
    expect(editor.onChange).toHaveBeenLastCalledWith({ 'menu.home': 'Haus', 'menu.about': 'Über uns', greeting: 'Hi {{name}}' });
  });

  it('refuses an edit that drops a placeholder, names it and keeps the input', async () => {
    const editor = await renderEditor();
    await userEvent.fill(editor.entry('greeting'), 'Hallo');
    await userEvent.fill(editor.entry('menu.about'), 'Über uns');
    await editor.button('Save and apply').click();
    await expect.element(editor.alert).toHaveTextContent('The entry “greeting” must keep the placeholder {{name}}. Nothing has been saved.');
    expect(editor.onChange).not.toHaveBeenCalled();
    await expect.element(editor.entry('greeting')).toHaveValue('Hallo');

    await userEvent.fill(editor.entry('greeting'), 'Hallo, {{name}}!');
    await editor.button('Save and apply').click();
    await expect.element(editor.status).toHaveTextContent('2 entries have been saved and applied.');
    expect(editor.onChange).toHaveBeenCalledWith({ 'menu.home': 'Startseite', 'menu.about': 'Über uns', greeting: 'Hallo, {{name}}!' });
  });

  it('copies the rows to the clipboard in the paste format', async () => {
    const editor = await renderEditor({ rows: { ...GERMAN, greeting: 'Hallo\t{{name}}\\' } });
    await editor.button('Copy to the clipboard').click();
    await expect.element(editor.status).toHaveTextContent('3 rows of Deutsch (de) have been copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe('menu.home\tStartseite\nmenu.about\t\ngreeting\tHallo\\t{{name}}\\\\');
  });

  it('asks before clearing every entry and changes nothing when the visitor declines', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const editor = await renderEditor();
    await editor.button('Clear all entries').click();
    expect(confirm).toHaveBeenCalledWith('Really clear all 3 entries of Deutsch (de)?');
    expect(editor.onChange).not.toHaveBeenCalled();
    await expect.element(editor.entry('menu.home')).toHaveValue('Startseite');

    confirm.mockReturnValue(true);
    await editor.button('Clear all entries').click();
    await expect.element(editor.status).toHaveTextContent('All entries of Deutsch (de) have been cleared.');
    expect(editor.onChange).toHaveBeenCalledWith({ 'menu.home': '', 'menu.about': '', greeting: '' });
    await expect.element(editor.entry('menu.home')).toHaveValue('');
  });

  it('fills only the empty entries from English', async () => {
    const editor = await renderEditor();
    await editor.button('Fill empty entries from English').click();
    await expect.element(editor.status).toHaveTextContent('1 empty entry of Deutsch (de) has been filled from English.');
    expect(editor.onChange).toHaveBeenCalledWith({ 'menu.home': 'Startseite', 'menu.about': 'About us', greeting: 'Hallo {{name}}' });
    await expect.element(editor.entry('menu.about')).toHaveValue('About us');
    await editor.button('Fill empty entries from English').click();
    await expect.element(editor.status).toHaveTextContent('Deutsch (de) has no empty entry.');
    expect(editor.onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps English from being cleared or filled from itself', async () => {
    const editor = await renderEditor({ code: 'en', name: 'English', rows: ENGLISH });
    await expect.element(editor.screen.getByText('English is the reference language: it is not cleared and not filled from itself.')).toBeVisible();
    await expect.element(editor.button('Clear all entries')).toBeDisabled();
    await expect.element(editor.button('Fill empty entries from English')).toBeDisabled();
    await expect.element(editor.button('Paste from the clipboard')).toBeEnabled();
  });

  it('says so when the browser could not store a change, which still applies', async () => {
    const editor = await renderEditor({ stored: false });
    await userEvent.fill(editor.entry('menu.about'), 'Über uns');
    await editor.button('Save and apply').click();
    await expect.element(editor.alert).toHaveTextContent('The browser could not store the change; it applies for this visit only.');
    expect(editor.onChange).toHaveBeenCalledTimes(1);
    await expect.element(editor.entry('menu.about')).toHaveValue('Über uns');
  });

  it('shows a long catalogue 50 entries at a time', async () => {
    const rows = Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`key${String(index).padStart(3, '0')}`, `Text ${index}`]));
    const editor = await renderEditor({ rows });
    await expect.element(editor.screen.getByText('Entries shown: 50 of 120.')).toBeVisible();
    await expect.element(editor.entry('key049')).toBeInTheDocument();
    await expect.element(editor.entry('key050')).not.toBeInTheDocument();
    await editor.button('Show more entries').click();
    await editor.button('Show more entries').click();
    await expect.element(editor.screen.getByText('Entries shown: 120 of 120.')).toBeVisible();
    await expect.element(editor.entry('key119')).toHaveValue('Text 119');
    await expect.element(editor.button('Show more entries')).not.toBeInTheDocument();
  });
});
