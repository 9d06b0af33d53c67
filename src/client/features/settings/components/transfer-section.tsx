// File transfer: all settings and the apps' data as a JSON download, and an import that is checked
// completely and confirmed before it replaces anything.
import { useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { SETTINGS_TEXTS } from './settings-texts';
import { useLanguage } from '@client/core/i18n/use-language';
import { type ImportProblem, createSettingsExport, exportFileName, parseSettingsImport } from '../model/settings-transfer';
import { useSettingsStore } from '@client/core/settings/settings-context';
import { MessageLine, type PageMessage } from '@client/components/message-line';
import type { SettingsKey } from './settings-texts';

/** Long enough for every browser to start the download before the object URL goes. */
const DOWNLOAD_URL_LIFETIME_MS = 10_000;

function problemMessage(problem: ImportProblem, file: string): PageMessage<SettingsKey> {
  const { kind, ...details } = problem;
  return { kind: 'error', key: `transfer.problems.${kind}`, values: { file, ...details } };
}

function download(text: string, file: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

export function TransferSection() {
  const { t } = useTranslation(SETTINGS_TEXTS);
  const store = useSettingsStore();
  const { changeLanguage } = useLanguage();
  const [message, setMessage] = useState<PageMessage<SettingsKey> | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [dataNotKept, setDataNotKept] = useState(false);

  const exportAll = () => {
    const now = new Date();
    const file = exportFileName(window.location.hostname, now);
    const result = createSettingsExport(store.get(), store.entries(), now);
    download(result.text, file);
    setMessage({ kind: 'success', key: 'transfer.exported', values: { file } });
    setSkipped(result.skipped);
    setDataNotKept(false);
  };

  const importFile = async (file: File) => {
    setSkipped([]);
    setDataNotKept(false);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ kind: 'error', key: 'transfer.problems.read', values: { file: file.name } });
      return;
    }
    const result = parseSettingsImport(text);
    if (!result.ok) {
      setMessage(problemMessage(result.problem, file.name));
      return;
    }
    if (!window.confirm(t('transfer.confirmImport', { file: file.name }))) {
      setMessage(null);
      return;
    }
    // The language first: the import's own data (an added interface language) may then override it.
    if (result.settings.languageShort) await changeLanguage(result.settings.languageShort);
    store.replaceAll(result.settings, result.data);
    setDataNotKept(!result.settings.keepOptions && result.data.size > 0);
    setMessage({ kind: 'success', key: 'transfer.imported', values: { file: file.name } });
  };

  return (
    <section aria-labelledby="settings-transfer" className="settings-section">
      <h2 id="settings-transfer">{t('transfer.heading')}</h2>
      <p>{t('transfer.intro')}</p>
      <div className="transfer-actions">
        <button type="button" onClick={exportAll}>
          {t('transfer.export')}
        </button>
        <label className="file-field">
          {t('transfer.import')}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again is noticed.
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      <MessageLine message={message} t={t} />
      {skipped.length > 0 && <p className="hint">{t('transfer.skipped', { keys: skipped.join(', ') })}</p>}
      {dataNotKept && <p className="hint">{t('transfer.notKept')}</p>}
    </section>
  );
}
