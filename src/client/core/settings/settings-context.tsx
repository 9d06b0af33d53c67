import { createContext, useContext, useSyncExternalStore } from 'react';
import { type ClientSettings, DEFAULT_SETTINGS, type SettingsStore } from './settings-store';

export const SettingsContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettingsStore outside SettingsContext');
  return store;
}

export function useSettings(): ClientSettings {
  const store = useSettingsStore();
  // The server renders with the defaults, and so does the browser's first render; the stored
  // settings apply right after hydration.
  return useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_SETTINGS);
}
