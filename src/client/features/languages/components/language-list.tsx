// The languages with the size of their catalogues, and per language: use, delete or reset.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { LANGUAGES_TEXTS } from './languages-texts';
import { LANGUAGES, isLanguageCode } from '@shared/languages';
import type { LanguageRow } from '../model/language-operations';
import { MessageLine, type PageMessage } from './message';
import { numberFormat } from '@client/core/i18n/intl-formatters';

interface Props {
  rows: LanguageRow[];
  /** The interface language now. */
  current: string;
  locale: string;
  message: PageMessage | null;
  onUse(row: LanguageRow): void;
  onRemove(row: LanguageRow): void;
}

function langOf(code: string): string {
  return isLanguageCode(code) ? LANGUAGES[code].locale : code;
}

export function LanguageList({ rows, current, locale, message, onUse, onRemove }: Props) {
  const { t } = useTranslation(LANGUAGES_TEXTS);
  const number = numberFormat(locale);
  const hiddenName = (row: LanguageRow) => (
    <span className="visually-hidden" lang={langOf(row.code)}>
      {` ${row.name}`}
    </span>
  );
  return (
    <section aria-labelledby="languages-list" className="languages-section">
      <h2 id="languages-list">{t('list.heading')}</h2>
      <p className="hint">{t('list.hint')}</p>
      <div className="table-scroll" role="region" aria-labelledby="languages-list" tabIndex={0}>
      <table className="languages-table">
        <thead>
          <tr>
            <th scope="col">{t('list.code')}</th>
            <th scope="col">{t('list.name')}</th>
            <th scope="col" className="number">
              {t('list.rows')}
            </th>
            <th scope="col" className="number">
              {t('list.empty')}
            </th>
            <th scope="col">{t('list.state')}</th>
            <th scope="col">{t('list.version')}</th>
            <th scope="col">{t('list.dependencies')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-testid={`language-${row.code}`}>
              <td dir="ltr" data-testid="isocode">
                <code>{row.code}</code>
              </td>
              <th scope="row" lang={langOf(row.code)} data-testid="name">
                {row.name}
              </th>
              <td className="number" data-testid="rows">
                {number.format(row.rows)}
              </td>
              <td className="number" data-testid="empty">
                {number.format(row.empty)}
              </td>
              <td>{row.builtIn ? t(row.edited ? 'list.edited' : 'list.shipped') : t('list.added')}</td>
              <td dir="ltr" data-testid="version">
                <code>{row.version}</code>
              </td>
              <td data-testid="dependencies">
                {row.dependencies.length === 0
                  ? t('list.noDependencies')
                  : row.dependencies.map((code, index) => (
                      <span key={code}>
                        {index > 0 && ', '}
                        <code dir="ltr">{code}</code>
                      </span>
                    ))}
              </td>
              <td>
                <div className="row-actions">
                  <button type="button" aria-pressed={row.code === current} onClick={() => onUse(row)}>
                    {t('list.use')}
                    {hiddenName(row)}
                  </button>
                  {row.builtIn ? (
                    <button type="button" disabled={!row.edited} onClick={() => onRemove(row)}>
                      {t('list.reset')}
                      {hiddenName(row)}
                    </button>
                  ) : (
                    <button type="button" className="danger" onClick={() => onRemove(row)}>
                      {t('list.delete')}
                      {hiddenName(row)}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <MessageLine message={message} />
    </section>
  );
}
