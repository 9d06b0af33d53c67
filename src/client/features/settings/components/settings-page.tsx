// Settings (members, SPEC §4): the interface language, browser data with the browser-memory option,
// statistics of what is stored, file transfer of all settings, and the factory reset.
import { useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { SETTINGS_TEXTS } from './settings-texts';
import { useSettings, useSettingsStore } from '@client/core/settings/settings-context';
import { LanguageSection } from './language-section';
import { StatisticsSection } from './statistics-section';
import { TransferSection } from './transfer-section';
import './settings.css';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [SETTINGS_TEXTS];

function BrowserDataSection() {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const settings = useSettings();
  return (
    <section aria-labelledby="browser-data" className="settings-section">
      <h2 id="browser-data">{t('various.browserData')}</h2>
      <label className="checkbox">
        <input type="checkbox" checked={settings.keepOptions} onChange={(event) => store.set({ keepOptions: event.target.checked })} />
        {t('various.browserMemory')}
      </label>
      <p>{settings.keepOptions ? t('various.browserMemoryOn') : t('various.browserMemoryOff')}</p>
    </section>
  );
}

function FactoryResetSection() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTINGS_TEXTS);
  const store = useSettingsStore();
  const [done, setDone] = useState(false);
  const factoryReset = () => {
    if (!window.confirm(t('various.confirmFactoryReset'))) return;
    store.reset();
    setDone(true);
  };
  return (
    <section aria-labelledby="factory-reset" className="settings-section">
      <h2 id="factory-reset">{ts('reset.heading')}</h2>
      <p>{ts('reset.intro')}</p>
      <button type="button" className="danger" onClick={factoryReset}>
        {t('various.factoryReset')}
      </button>
      {done && (
        <p role="status" className="success">
          {t('various.factoryResetDone')}
        </p>
      )}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { ready } = useNamespace(SETTINGS_TEXTS);
  // Once shown, the sections stay while another language's texts load, keeping their messages.
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return (
    <article className="page settings-page">
      <h1>{t('routes.various/settings')}</h1>
      {shown ? (
        <>
          <LanguageSection />
          <BrowserDataSection />
          <StatisticsSection />
          <TransferSection />
          <FactoryResetSection />
        </>
      ) : (
        <p role="status" className="hint">
          {t('shell.loading')}
        </p>
      )}
    </article>
  );
}
