// i18next with one lazily loaded catalogue per language; English fills missing keys and files.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';

export type Catalogue = Record<string, unknown>;

export const MAIN_NAMESPACE = 'translation';
export type CatalogueLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

const bundledLoaders = import.meta.glob<{ default: Catalogue }>('./locales/*.json');
/** The loaders each instance was created with, for loadShippedCatalogue. */
const instanceLoaders = new WeakMap<I18n, CatalogueLoaders>();

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
      // Exactly the chosen code: an added language such as pt-BR must not resolve to 'pt'.
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  instanceLoaders.set(instance, loaders);
  return instance;
}

/** Lets i18next use a language added in the language management (it only uses supportedLngs). */
export function addSupportedLanguage(instance: I18n, code: string): void {
  const supported = instance.options.supportedLngs;
  if (Array.isArray(supported) && !supported.includes(code)) supported.push(code);
}

/** The shipped main catalogue of a language, whatever the running interface uses; null when there is none. */
export async function loadShippedCatalogue(instance: I18n, code: string): Promise<Catalogue | null> {
  const load = instanceLoaders.get(instance)?.[`./locales/${code}.json`];
  try {
    return load ? (await load()).default : null;
  } catch {
    return null;
  }
}

/**
 * Replaces a language's main catalogue in the running interface (an edited one, or the shipped one
 * again); missing keys fall back to English. Call rerender afterwards.
 */
export function replaceCatalogue(instance: I18n, code: string, catalogue: Catalogue): void {
  instance.removeResourceBundle(code, MAIN_NAMESPACE);
  instance.addResourceBundle(code, MAIN_NAMESPACE, catalogue, true, true);
}

/** Renders the interface again after its catalogues changed. */
export async function rerender(instance: I18n): Promise<void> {
  await instance.changeLanguage(instance.language);
}

/** Sets lang and dir on the document element for the active language. */
export function applyDocumentLanguage(root: HTMLElement, language: LanguageCode): void {
  root.lang = LANGUAGES[language].locale;
  root.dir = LANGUAGES[language].dir;
}
