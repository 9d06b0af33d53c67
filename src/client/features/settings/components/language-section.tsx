// Choosing the interface language, as with the flags, and the way to the language management.
import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { SETTINGS_TEXTS } from './settings-texts';

import { LANGUAGES, LANGUAGE_CODES, isLanguageCode } from '@shared/languages';
import { useLanguage } from '@client/core/i18n/use-language';

export function LanguageSection() {
  const { t, i18n } = useTranslation(SETTINGS_TEXTS);
  const { changeLanguage } = useLanguage();
  const current = i18n.language;
  return (
    <section aria-labelledby="settings-language" className="settings-section">
      <h2 id="settings-language">{t('language.heading')}</h2>
      <label className="field">
        {t('language.choose')}
        <select
          value={current}
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) void changeLanguage(event.target.value);
          }}
        >
          {/* An added language chosen in the language management is shown by its code. */}
          {!isLanguageCode(current) && <option value={current}>{current}</option>}
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} lang={LANGUAGES[code].locale}>
              {LANGUAGES[code].name}
            </option>
          ))}
        </select>
      </label>
      <p>
        <PageLink to="/various/languages">{t('language.manage')}</PageLink>
      </p>
    </section>
  );
}
