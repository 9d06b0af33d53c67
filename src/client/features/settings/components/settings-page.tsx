// Settings (members): browser data with the browser-memory option and the factory reset (SPEC §4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useSettingsStore } from '../settings-context';

export function Component() {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const settings = useSettings();
  const [message, setMessage] = useState<string | null>(null);
  const usage = store.usage();
  const size = usage.reduce((sum, entry) => sum + entry.size, 0);
  const factoryReset = () => {
    if (!window.confirm(t('various.confirmFactoryReset'))) return;
    store.reset();
    setMessage(t('various.factoryResetDone'));
  };
  return (
    <article className="page">
      <h1>{t('routes.various/settings')}</h1>
      <section aria-labelledby="browser-data">
        <h2 id="browser-data">{t('various.browserData')}</h2>
        <label className="checkbox">
          <input type="checkbox" checked={settings.keepOptions} onChange={(event) => store.set({ keepOptions: event.target.checked })} />
          {t('various.browserMemory')}
        </label>
        <p>{settings.keepOptions ? t('various.browserMemoryOn') : t('various.browserMemoryOff')}</p>
        <p data-testid="storage-usage">{t('various.storedEntries', { count: usage.length, size })}</p>
        <button type="button" className="danger" onClick={factoryReset}>
          {t('various.factoryReset')}
        </button>
        {message && (
          <p role="status" className="success">
            {message}
          </p>
        )}
      </section>
    </article>
  );
}
