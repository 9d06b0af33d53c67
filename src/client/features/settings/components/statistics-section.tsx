// What this website keeps in the browser and how much, with the details behind the statistics toggle.
// The server cannot see the browser's storage: it renders a placeholder, which the numbers replace
// right after hydration (use-storage-usage.ts).
import { useTranslation } from '@client/core/i18n/i18n-context';
import { SETTINGS_TEXTS } from './settings-texts';
import { useLanguage } from '@client/core/i18n/use-language';
import { storageStatistics } from '../model/storage-statistics';
import { useSettings, useSettingsStore } from '@client/core/settings/settings-context';
import { useStorageUsage } from './use-storage-usage';
import { numberFormat } from '@client/core/i18n/intl-formatters';

export function StatisticsSection() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTINGS_TEXTS);
  const store = useSettingsStore();
  const { statisticsToggle } = useSettings();
  const { language } = useLanguage();
  const usage = useStorageUsage();
  const statistics = usage && storageStatistics(usage);
  const number = numberFormat(language.locale);
  return (
    <section aria-labelledby="settings-statistics" className="settings-section">
      <h2 id="settings-statistics">{ts('statistics.heading')}</h2>
      {statistics ? (
        <>
          <p data-testid="storage-usage">{t('various.storedEntries', { count: statistics.total.entries, size: number.format(statistics.total.characters) })}</p>
          <p>{ts('statistics.bytes', { count: statistics.total.bytes })}</p>
        </>
      ) : (
        <p data-testid="storage-usage" className="hint">
          {t('shell.loading')}
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={statisticsToggle} onChange={(event) => store.set({ statisticsToggle: event.target.checked })} />
        {ts('statistics.showDetails')}
      </label>
      {statisticsToggle && statistics && (
        <table className="storage-table" data-testid="storage-table">
          <caption>{ts('statistics.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ts('statistics.key')}</th>
              <th scope="col">{ts('statistics.characters')}</th>
              <th scope="col">{ts('statistics.size')}</th>
            </tr>
          </thead>
          <tbody>
            {statistics.entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row" dir="ltr">
                  <code>{entry.key}</code>
                </th>
                <td>{number.format(entry.characters)}</td>
                <td>{number.format(entry.bytes)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{ts('statistics.total')}</th>
              <td>{number.format(statistics.total.characters)}</td>
              <td>{number.format(statistics.total.bytes)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
