// The language management's runtime is started only when needed: at start-up when the browser
// keeps edited or added languages, else when its page opens. Until then nothing of it loads.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { LanguagesRuntime } from './language-runtime';
import type { LanguagesState } from './model/language-operations';

/** Local-storage keys of the language management start with this (stored-languages.ts). */
export const LANGUAGES_STORAGE_PREFIX = 'languages.';

export interface LanguagesAccess {
  runtime: LanguagesRuntime | null;
  /** Starts the runtime if it is not running. */
  start(): void;
}

export const LanguagesContext = createContext<LanguagesAccess>({ runtime: null, start: () => undefined });

/** The runtime, started on first use; null until it runs. */
export function useLanguagesRuntime(): LanguagesRuntime | null {
  const { runtime, start } = useContext(LanguagesContext);
  useEffect(() => {
    if (!runtime) start();
  }, [runtime, start]);
  return runtime;
}

const NO_STORE = { subscribe: () => () => undefined, get: () => null };

export function useLanguagesState(runtime: LanguagesRuntime | null): LanguagesState | null {
  const store = runtime?.store ?? NO_STORE;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
