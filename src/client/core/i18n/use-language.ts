// The interface language: which one is active, and switching to one of the eight (stored as the
// visitor's choice and applied to the document at once).
import { useCallback } from 'react';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode, type LanguageInfo, isLanguageCode } from '@shared/languages';
import { useSettingsStore } from '@client/core/settings/settings-context';
import { useTranslation } from './i18n-context';

/** Sets lang and dir on the document element for a built-in language. */
export function applyDocumentLanguage(root: HTMLElement, language: LanguageCode): void {
  root.lang = LANGUAGES[language].locale;
  root.dir = LANGUAGES[language].dir;
}

export function useLanguage(): { language: LanguageInfo; changeLanguage(code: LanguageCode): Promise<void> } {
  const { i18n } = useTranslation();
  const store = useSettingsStore();
  const code = isLanguageCode(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const changeLanguage = useCallback(
    async (next: LanguageCode) => {
      // The visitor's last click is the choice, whichever catalogue arrives first.
      store.set({ languageShort: next });
      await i18n.changeLanguage(next);
      if (i18n.language === next) applyDocumentLanguage(document.documentElement, next);
    },
    [i18n, store],
  );
  return { language: LANGUAGES[code], changeLanguage };
}
