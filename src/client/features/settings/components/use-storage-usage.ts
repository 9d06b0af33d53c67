// What the statistics count: the browser's local storage, which the server cannot see. So the server
// and the hydrating browser render without it (null), and the browser reads it right after
// hydration and again whenever the settings or the apps' data change.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSettingsStore } from '@client/core/settings/settings-context';
import type { SettingsStore } from '@client/core/settings/settings-store';

export type StorageUsage = readonly { key: string; size: number }[];

/** Reads the usage, giving the same array while nothing changed, as useSyncExternalStore needs (usage() makes a new one). */
function usageSnapshot(store: SettingsStore): () => StorageUsage {
  let last: { text: string; usage: StorageUsage } | null = null;
  return () => {
    const usage = store.usage();
    const text = JSON.stringify(usage);
    if (last?.text !== text) last = { text, usage };
    return last.usage;
  };
}

/** The stored entries as key and size in characters; null on the server and while hydrating. */
export function useStorageUsage(): StorageUsage | null {
  const store = useSettingsStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopSettings = store.subscribe(onChange);
      const stopData = store.subscribeData(onChange);
      return () => {
        stopSettings();
        stopData();
      };
    },
    [store],
  );
  const snapshot = useMemo(() => usageSnapshot(store), [store]);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
