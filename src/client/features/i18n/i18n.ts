// i18next with one lazily loaded catalogue per language; English fills missing keys and files.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';

export type Catalogue = Record<string, unknown>;

export const MAIN_NAMESPACE = 'translation';
export type CatalogueLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

const bundledLoaders = import.meta.glob<{ default: Catalogue }>('./locales/*.json');

function lazyBackend(loaders: CatalogueLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      // Feature namespaces are added by useNamespace from the feature's own folder.
      if (namespace !== MAIN_NAMESPACE) {
        callback(null, {});
        return;
      }
      const load = loaders[`./locales/${language}.json`];
      if (!load) {
        callback(new Error(`No catalogue for ${language}`), false);
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}

/** Creates and initialises an i18next instance; the promise resolves once the catalogues are loaded. */
export async function createI18n(language: LanguageCode, loaders: CatalogueLoaders = bundledLoaders): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return instance;
}

/** Sets lang and dir on the document element for the active language. */
export function applyDocumentLanguage(root: HTMLElement, language: LanguageCode): void {
  root.lang = LANGUAGES[language].locale;
  root.dir = LANGUAGES[language].dir;
}
