// The translations reach components through one context; a language or catalogue change renders
// every user of useTranslation again.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { type I18n, MAIN_NAMESPACE, type TFunction } from './i18n';

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nContext');
  return i18n;
}

/** The translate function of a namespace (the main catalogue by default) and the instance. */
export function useTranslation(namespace: string = MAIN_NAMESPACE): { t: TFunction; i18n: I18n } {
  const i18n = useI18n();
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  // A new function after every change, so effects and memos that use t run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options, namespace), [i18n, namespace, version]);
  return { t, i18n };
}
