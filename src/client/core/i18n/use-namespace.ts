// Translations of a feature (an app) live beside it in locales/<lang>.json and load with it, as a
// namespace: the first page of a site never carries an app's strings. A page module lists its
// namespaces (PageNamespace, made by pageNamespace with the English file's type, which gives the
// keys its t takes), so the server and the hydrating browser load them before rendering.
import { useEffect } from 'react';
import { FALLBACK_LANGUAGE } from '@shared/languages';
import type { I18n, PageNamespace } from './i18n';
import { type Translation, useTranslation } from './i18n-context';

export { type NamespaceLoaders, type PageNamespace, pageNamespace } from './i18n';

/** Loads a namespace for the language and English; a file that fails leaves English in charge. */
export async function loadNamespace(i18n: I18n, namespace: PageNamespace, language: string): Promise<void> {
  await i18n.loadNamespace(namespace, [language, FALLBACK_LANGUAGE]);
}

/** The namespace's translate function; ready once its catalogues for the language are in. */
export function useNamespace<K extends string>(namespace: PageNamespace<K>): Translation<K> & { ready: boolean } {
  const translation = useTranslation(namespace);
  const { i18n } = translation;
  const language = i18n.language;
  // Ready once the language's own catalogue is in (a page hydrates with it alone); English, the
  // fallback for a missing key, may follow.
  const ready = i18n.hasNamespace(namespace, language);
  const complete = ready && i18n.hasNamespace(namespace, FALLBACK_LANGUAGE);
  useEffect(() => {
    if (!complete) void loadNamespace(i18n, namespace, language);
  }, [complete, i18n, namespace, language]);
  return { ...translation, ready };
}
