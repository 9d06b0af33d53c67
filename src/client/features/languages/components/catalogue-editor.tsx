// The entries of one language: a searchable table of key, English and this language, saved at once
// into the interface; filling from English, clearing, and the clipboard in both directions.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { LANGUAGES, isLanguageCode } from '@shared/languages';
import { type FlatCatalogue, countRows } from '../model/catalogue';
import { type PasteProblem, formatClipboardRows, validatePaste } from '../model/clipboard-rows';
import { languageDirection } from '../model/isocode';
import { clearEntries, fillEmptyFromEnglish, isReferenceLanguage, updateEntries } from '../model/language-operations';
import { findDroppedPlaceholder } from '../model/placeholders';
import { LANGUAGES_TEXTS } from './languages-texts';
import { MessageLine, type PageMessage } from './message';
import { SubmitButton } from '@client/components/submit-button';

interface Props {
  code: string;
  name: string;
  rows: FlatCatalogue;
  english: FlatCatalogue;
  /** Replaces the language's catalogue; false when the browser did not store it. */
  onChange(rows: FlatCatalogue): boolean;
}

function pasteProblem(problem: PasteProblem, what: string): PageMessage {
  switch (problem.kind) {
    case 'rowCount':
      // The spec's sentence: the language contains {count} rows, and the paste should have as many.
      return { kind: 'error', key: 'editor.problems.rowCount', values: { count: problem.expected, found: problem.found } };
    case 'noTab':
      return { kind: 'error', key: 'editor.problems.noTab', values: { row: problem.row } };
    case 'unknownKey':
      return { kind: 'error', key: 'editor.problems.unknownKey', values: { row: problem.row, key: problem.key, what } };
    case 'duplicateKey':
      return { kind: 'error', key: 'editor.problems.duplicateKey', values: { row: problem.row, key: problem.key } };
  }
}

/** Rows shown at first and added by 'Show more entries': a searchable table stays light. */
const ROWS_PER_STEP = 50;

/** The escapes of the clipboard format, isolated so that they read left to right in Arabic too. */
const ESCAPES_SHOWN = { lineBreak: '\u2066\\n\u2069', tab: '\u2066\\t\u2069', backslash: '\u2066\\\\\u2069' };

function matches(query: string, ...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && text.toLocaleLowerCase().includes(query));
}

export function CatalogueEditor({ code, name, rows, english, onChange }: Props) {
  const { t } = useTranslation(LANGUAGES_TEXTS);
  const id = useId();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(ROWS_PER_STEP);
  // Unsaved edits belong to the catalogue they were typed into; a new catalogue starts clean.
  const [drafts, setDrafts] = useState<{ base: FlatCatalogue; values: Record<string, string> }>({ base: rows, values: {} });
  const [message, setMessage] = useState<PageMessage | null>(null);
  const values = drafts.base === rows ? drafts.values : {};
  const what = `${name} (${code})`;
  const reference = isReferenceLanguage(code);
  const counts = countRows(rows);
  const lang = isLanguageCode(code) ? LANGUAGES[code].locale : code;
  const dir = isLanguageCode(code) ? LANGUAGES[code].dir : languageDirection(code);

  const needle = query.trim().toLocaleLowerCase();
  const entries = Object.entries(rows);
  const shown = needle ? entries.filter(([key, value]) => matches(needle, key, value, english[key], values[key])) : entries;
  const changes = Object.fromEntries(Object.entries(values).filter(([key, value]) => rows[key] !== value));

  /** Stores next; unsaved input is dropped unless kept (a paste keeps what was typed over it). */
  const replace = (next: FlatCatalogue, success: PageMessage, keepInput = false) => {
    const stored = onChange(next);
    setDrafts({ base: next, values: keepInput ? values : {} });
    setMessage(stored ? success : { kind: 'error', key: 'editor.notStored' });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const count = Object.keys(changes).length;
    const dropped = findDroppedPlaceholder(changes, rows, english);
    if (count === 0) setMessage({ kind: 'success', key: 'editor.unchanged' });
    else if (dropped) setMessage({ kind: 'error', key: 'editor.problems.placeholder', values: { ...dropped } });
    else replace(updateEntries(rows, changes), { kind: 'success', key: 'editor.saved', values: { count } });
  };

  const fill = () => {
    const filled = fillEmptyFromEnglish(rows, english);
    const count = counts.empty - countRows(filled).empty;
    if (count === 0) setMessage({ kind: 'success', key: 'editor.noneEmpty', values: { what } });
    else replace(filled, { kind: 'success', key: 'editor.filled', values: { count, what } });
  };

  const clear = () => {
    if (!window.confirm(t('editor.confirmClear', { count: counts.rows, what }))) return;
    replace(clearEntries(rows), { kind: 'success', key: 'editor.cleared', values: { what } });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatClipboardRows(rows));
      setMessage({ kind: 'success', key: 'editor.copied', values: { count: counts.rows, what } });
    } catch {
      setMessage({ kind: 'error', key: 'editor.problems.clipboardWrite' });
    }
  };

  const paste = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      setMessage({ kind: 'error', key: 'editor.problems.clipboardRead' });
      return;
    }
    const result = validatePaste(text, rows);
    if (!result.ok) {
      setMessage(pasteProblem(result.problem, what));
      return;
    }
    if (!window.confirm(t('editor.confirmPaste', { what }))) return;
    replace(result.rows, { kind: 'success', key: 'editor.pasted', values: { count: counts.rows, what } }, true);
  };

  return (
    <div className="catalogue-editor">
      <div className="editor-tools">
        <button type="button" onClick={fill} disabled={reference}>
          {t('editor.fill')}
        </button>
        <button type="button" className="danger" onClick={clear} disabled={reference}>
          {t('editor.clear')}
        </button>
        <button type="button" onClick={() => void copy()}>
          {t('editor.copy')}
        </button>
        <button type="button" onClick={() => void paste()}>
          {t('editor.paste')}
        </button>
      </div>
      {reference && <p className="hint">{t('editor.reference')}</p>}
      <p className="hint">{t('editor.format', ESCAPES_SHOWN)}</p>
      <MessageLine message={message} />
      <form onSubmit={save} className="editor-form">
        <div className="editor-search">
          <label htmlFor={`${id}-search`}>{t('editor.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimit(ROWS_PER_STEP);
            }}
          />
          <p className="hint" aria-live="polite" data-testid="entries-shown">
            {t('editor.shown', { shown: Math.min(shown.length, limit), total: entries.length })}
          </p>
        </div>
        <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="catalogue-table">
          <caption className="visually-hidden" id={`${id}-caption`}>
            {t('editor.caption', { what })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('editor.key')}</th>
              <th scope="col">{t('editor.english')}</th>
              <th scope="col" lang={lang}>
                {name}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map(([key, value], index) => (
              <tr key={key}>
                <th scope="row" id={`${id}-key-${index}`} dir="ltr">
                  <code>{key}</code>
                </th>
                <td lang="en-US" dir="ltr">
                  {english[key] ?? ''}
                </td>
                <td>
                  <input
                    aria-labelledby={`${id}-key-${index}`}
                    lang={lang}
                    dir={dir}
                    value={values[key] ?? value}
                    onChange={(event) => setDrafts({ base: rows, values: { ...values, [key]: event.target.value } })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
        {shown.length > limit && (
          <button type="button" className="show-more" onClick={() => setLimit((current) => current + ROWS_PER_STEP)}>
            {t('editor.more')}
          </button>
        )}
        <div className="editor-save">
          <SubmitButton className="primary">
            {t('editor.save')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
