import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode, type LanguageInfo, isLanguageCode } from '../../../shared/languages';
import { useSettingsStore } from '../settings/settings-context';
import { applyDocumentLanguage } from './i18n';

export function useLanguage(): { language: LanguageInfo; changeLanguage(code: LanguageCode): Promise<void> } {
  const { i18n } = useTranslation();
  const store = useSettingsStore();
  const code = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLanguageCode(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const changeLanguage = useCallback(
    async (next: LanguageCode) => {
      await i18n.changeLanguage(next);
      applyDocumentLanguage(document.documentElement, next);
      store.set({ languageShort: next });
    },
    [i18n, store],
  );
  return { language: LANGUAGES[code], changeLanguage };
}
