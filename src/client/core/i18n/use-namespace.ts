// Translations of a feature (an app) live beside it in locales/<lang>.json and load with it, as a
// namespace: the first page of a site never carries an app's strings. A page module lists its
// namespaces (PageNamespace), so the server and the hydrating browser load them before rendering.
import { useEffect } from 'react';
import { FALLBACK_LANGUAGE } from '@shared/languages';
import { type Catalogue, type I18n, type TFunction } from './i18n';
import { useTranslation } from './i18n-context';

export type NamespaceLoaders = Record<string, () => Promise<Catalogue>>;

export interface PageNamespace {
  name: string;
  loaders: NamespaceLoaders;
}

function loaderFor(loaders: NamespaceLoaders, language: string) {
  const key = Object.keys(loaders).find((candidate) => candidate.endsWith(`/${language}.json`));
  return key ? loaders[key] : undefined;
}

function languagesToLoad(i18n: I18n, { name, loaders }: PageNamespace, language: string): string[] {
  return [...new Set([language, FALLBACK_LANGUAGE])].filter((code) => !i18n.hasBundle(code, name) && loaderFor(loaders, code));
}

/** Loads a namespace for the language and English; a file that fails leaves English in charge. */
export async function loadNamespace(i18n: I18n, namespace: PageNamespace, language: string): Promise<void> {
  await Promise.all(
    languagesToLoad(i18n, namespace, language).map(async (code) => {
      let catalogue: Catalogue = {};
      try {
        catalogue = await loaderFor(namespace.loaders, code)!();
      } catch {
        // An empty catalogue: English answers for this language.
      }
      if (!i18n.hasBundle(code, namespace.name)) i18n.setBundle(code, namespace.name, catalogue);
    }),
  );
}

/** The namespace's translate function; ready once its catalogues for the language are in. */
export function useNamespace(name: string, loaders: NamespaceLoaders): { t: TFunction; i18n: I18n; ready: boolean } {
  const { t, i18n } = useTranslation(name);
  const language = i18n.language;
  const missing = languagesToLoad(i18n, { name, loaders }, language);
  // Ready once the language's own catalogue is in (a page hydrates with it alone); English, the
  // fallback for a missing key, may follow.
  const ready = !missing.includes(language);
  const complete = missing.length === 0;
  useEffect(() => {
    if (!complete) void loadNamespace(i18n, { name, loaders }, language);
  }, [complete, i18n, name, loaders, language]);
  return { t, i18n, ready };
}
