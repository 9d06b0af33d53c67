import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LanguagesRuntime } from './language-runtime';
import type { LanguagesState } from './model/language-operations';

export const LanguagesContext = createContext<LanguagesRuntime | null>(null);

export function useLanguagesRuntime(): LanguagesRuntime {
  const runtime = useContext(LanguagesContext);
  if (!runtime) throw new Error('useLanguagesRuntime outside LanguagesContext');
  return runtime;
}

export function useLanguagesState(): LanguagesState {
  const { store } = useLanguagesRuntime();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
