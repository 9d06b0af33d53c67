// Translations of a feature (an app) live beside it in locales/<lang>.json and load with it,
// as an i18next namespace: the first page of a site never carries an app's strings.
import { useEffect, useState } from 'react';
import { type UseTranslationResponse, useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../../../shared/languages';
import type { Catalogue } from './i18n';

export type NamespaceLoaders = Record<string, () => Promise<Catalogue>>;

function loaderFor(loaders: NamespaceLoaders, language: string) {
  const key = Object.keys(loaders).find((candidate) => candidate.endsWith(`/${language}.json`));
  return key ? loaders[key] : undefined;
}

/**
 * Loads the feature's catalogue for the active language and English, then returns the
 * translation function of that namespace. `ready` is false until both are in.
 */
export function useNamespace(namespace: string, loaders: NamespaceLoaders): UseTranslationResponse<string, undefined> & { ready: boolean } {
  const translation = useTranslation(namespace);
  const { i18n } = translation;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [loadedKey, setLoadedKey] = useState('');
  const key = `${namespace}/${language}`;
  useEffect(() => {
    let active = true;
    const languages = [...new Set([language, FALLBACK_LANGUAGE])];
    Promise.all(
      languages.map(async (code) => {
        if (i18n.hasResourceBundle(code, namespace) && Object.keys(i18n.getResourceBundle(code, namespace) ?? {}).length) return;
        const load = loaderFor(loaders, code);
        if (!load) return;
        try {
          i18n.addResourceBundle(code, namespace, await load(), true, false);
        } catch {
          // A missing catalogue falls back to English.
        }
      }),
    ).then(() => {
      if (active) setLoadedKey(key);
    });
    return () => {
      active = false;
    };
  }, [i18n, language, namespace, loaders, key]);
  return Object.assign(translation, { ready: loadedKey === key });
}
