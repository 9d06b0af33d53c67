// Language management (members): the languages of the interface with the size of their catalogues;
// add, delete or reset a language; edit, fill, clear, copy and paste its entries. Changes apply to
// the running interface at once and are kept in this browser (see ../language-runtime.ts).
import { useMemo, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { isLanguageCode } from '@shared/languages';
import { useLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { LANGUAGES_TEXTS } from './languages-texts';
import { useSettings } from '@client/core/settings/settings-context';
import type { LanguagesRuntime } from '../language-runtime';
import { useLanguagesRuntime, useLanguagesState } from '../languages-context';
import type { LanguagesState } from '../model/language-operations';
import { type FlatCatalogue, countRows } from '../model/catalogue';
import { type LanguageRow, addLanguage, catalogueOf, deleteLanguage, listLanguages, overShipped, setCatalogue } from '../model/language-operations';
import { AddLanguageForm } from './add-language-form';
import { CatalogueEditor } from './catalogue-editor';
import { LanguageList } from './language-list';
import type { PageMessage } from './message';
import { type ShippedCatalogues, useShippedCatalogues } from './use-shipped-catalogues';
import './languages.css';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [LANGUAGES_TEXTS];

function LanguageManagement({ shipped, runtime, state }: { shipped: ShippedCatalogues; runtime: LanguagesRuntime; state: LanguagesState }) {
  const { t } = useTranslation(LANGUAGES_TEXTS);
  const { i18n } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const { keepOptions } = useSettings();
  const [selected, setSelected] = useState(() => i18n.language);
  const [listMessage, setListMessage] = useState<PageMessage | null>(null);

  const rows = listLanguages(state, shipped.catalogues);
  const editing = rows.find((row) => row.code === selected) ?? rows[0]!;
  const english = catalogueOf(state, shipped.catalogues, 'en') ?? {};
  const editedOwn = state.edited[editing.code];
  const shippedOwn = isLanguageCode(editing.code) ? shipped.catalogues[editing.code] : undefined;
  // A stable catalogue object: the editor keeps unsaved input only for the catalogue it was typed into.
  const editedRows = useMemo(() => overShipped(editedOwn, shippedOwn) ?? {}, [editedOwn, shippedOwn]);
  const set = (next: typeof state) => runtime.store.set(next);

  const use = (row: LanguageRow) => {
    setListMessage(null);
    void (isLanguageCode(row.code) ? changeLanguage(row.code) : runtime.chooseAdded(row.code));
  };

  const remove = (row: LanguageRow) => {
    const what = `${row.name} (${row.code})`;
    if (row.builtIn) {
      if (!window.confirm(t('list.confirmReset', { what }))) return;
      set(deleteLanguage(runtime.store.get(), row.code));
      setListMessage({ kind: 'success', key: 'list.resetDone', values: { what } });
      return;
    }
    if (!window.confirm(t('list.confirmDelete', { what }))) return;
    window.alert(t('list.deleteNotice', { what }));
    set(deleteLanguage(runtime.store.get(), row.code));
    setListMessage({ kind: 'success', key: 'list.deleted', values: { what } });
  };

  const add = (added: { code: string; name: string }) => {
    set(addLanguage(runtime.store.get(), added, english));
    setSelected(added.code);
    return countRows(english).rows;
  };

  const change = (code: string) => (next: FlatCatalogue) => set(setCatalogue(runtime.store.get(), code, next));

  return (
    <>
      <p className="lead">{t('intro')}</p>
      {!keepOptions && <p className="notice">{t('memoryOff')}</p>}
      {shipped.failed.length > 0 && (
        <p role="alert" className="error">
          {t('loadFailed', { languages: shipped.failed.join(', ') })}
        </p>
      )}
      <LanguageList rows={rows} current={i18n.language} locale={language.locale} message={listMessage} onUse={use} onRemove={remove} />
      <AddLanguageForm existing={rows.map((row) => row.code)} onAdd={add} />
      <section aria-labelledby="languages-editor" className="languages-section">
        <h2 id="languages-editor">{t('editor.heading')}</h2>
        <label className="field">
          {t('editor.language')}
          <select value={editing.code} onChange={(event) => setSelected(event.target.value)}>
            {rows.map((row) => (
              <option key={row.code} value={row.code}>
                {`${row.name} (${row.code})`}
              </option>
            ))}
          </select>
        </label>
        <CatalogueEditor key={editing.code} code={editing.code} name={editing.name} rows={editedRows} english={english} onChange={change(editing.code)} />
      </section>
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { ready } = useNamespace(LANGUAGES_TEXTS);
  const shipped = useShippedCatalogues();
  const runtime = useLanguagesRuntime();
  const state = useLanguagesState(runtime);
  // Once shown, the management stays while another language's texts load (choice and messages survive).
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return (
    <article className="page languages-page">
      <h1>{t('routes.various/languages')}</h1>
      {shown && shipped && runtime && state ? (
        <LanguageManagement shipped={shipped} runtime={runtime} state={state} />
      ) : (
        <p role="status" className="hint">
          {t('shell.loading')}
        </p>
      )}
    </article>
  );
}
