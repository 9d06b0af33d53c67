// SPEC §2: flags of the national languages; '+' shows the extended list, '-' returns.
import { useTranslation } from '../i18n-context';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';
import { Flag } from '@client/components/flag';
import { useSettings, useSettingsStore } from '@client/core/settings/settings-context';
import { useLanguage } from '../use-language';

export function LanguageSelector() {
  const { t } = useTranslation();
  const { advancedLanguage } = useSettings();
  const store = useSettingsStore();
  const { language, changeLanguage } = useLanguage();
  const shown = LANGUAGE_CODES.filter((code) => advancedLanguage || LANGUAGES[code].primary || code === language.code);
  return (
    <nav className="language-selector" aria-label={t('language.selector')}>
      <ul>
        {shown.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="flag-button"
              aria-pressed={code === language.code}
              lang={LANGUAGES[code].locale}
              title={LANGUAGES[code].name}
              onClick={() => void changeLanguage(code)}
            >
              <Flag region={LANGUAGES[code].flag} alt={LANGUAGES[code].name} />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="more-languages"
            aria-expanded={advancedLanguage}
            aria-label={advancedLanguage ? t('language.fewer') : t('language.more')}
            title={advancedLanguage ? t('language.fewer') : t('language.more')}
            onClick={() => store.set({ advancedLanguage: !advancedLanguage })}
          >
            {advancedLanguage ? '-' : '+'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
