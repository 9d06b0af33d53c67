// The one way apps keep data (SettingsStore.readData/writeData): the server and the hydrating
// browser render without it (nothing stored is known there), and the stored text arrives right
// after hydration; writes go to local storage or, with the browser memory off, to memory.
import { useCallback, useSyncExternalStore } from 'react';
import type { StoredWhere } from './settings-store';
import { useSettingsStore } from './settings-context';

export interface StoredText {
  /** The saved text; null when nothing is saved (or before it is loaded). */
  text: string | null;
  /** False on the server and while hydrating: the saved text is not known yet. */
  loaded: boolean;
  write(text: string | null): StoredWhere;
}

export function useStoredText(key: string): StoredText {
  const store = useSettingsStore();
  const text = useSyncExternalStore(
    store.subscribeData,
    () => store.readData(key),
    () => undefined,
  );
  const write = useCallback((next: string | null) => store.writeData(key, next), [store, key]);
  return { text: text ?? null, loaded: text !== undefined, write };
}
