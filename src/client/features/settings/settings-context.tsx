import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ClientSettings, SettingsStore } from './model/settings-store';

export const SettingsContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettingsStore outside SettingsContext');
  return store;
}

export function useSettings(): ClientSettings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
