// The translations reach components through one context; a language or catalogue change renders
// every user of useTranslation again.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { I18n, PageNamespace, TFunction } from './i18n';
import type { MainKey } from './translation-keys';

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nContext');
  return i18n;
}

export interface Translation<K extends string> {
  /** Takes only keys of the namespace's English catalogue (plural texts by their base key). */
  t: TFunction<K>;
  /**
   * Whether a key put together at run time (a route's title from its path) is in the catalogue:
   * the run-time check that lets it through to t. Use a typed key wherever the parts are known.
   */
  has: (key: string) => key is K;
  i18n: I18n;
}

/** The translate function of the main catalogue, or of a page namespace, and the instance. */
export function useTranslation(): Translation<MainKey>;
export function useTranslation<K extends string>(namespace: PageNamespace<K>): Translation<K>;
export function useTranslation(namespace?: PageNamespace): Translation<MainKey> | Translation<string> {
  const i18n = useI18n();
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  // New functions after every change, so effects and memos that use t run again.
  return useMemo(
    () => (namespace ? namespaceTranslation(i18n, namespace) : mainTranslation(i18n)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, namespace, version],
  );
}

function mainTranslation(i18n: I18n): Translation<MainKey> {
  return { t: (key, options) => i18n.t(key, options), has: (key) => i18n.exists(key), i18n };
}

function namespaceTranslation<K extends string>(i18n: I18n, namespace: PageNamespace<K>): Translation<K> {
  return { t: (key, options) => i18n.translateIn(namespace, key, options), has: (key) => i18n.existsIn(namespace, key), i18n };
}
