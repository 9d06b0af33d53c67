// Statistics of the settings page: what this website keeps in the browser's local storage, and how much.

/** Browsers keep local-storage text as UTF-16: two bytes per code unit, key and value alike. */
export const BYTES_PER_CHARACTER = 2;

export interface StoredEntrySize {
  key: string;
  characters: number;
  bytes: number;
}

export interface StorageStatistics {
  entries: StoredEntrySize[];
  total: { entries: number; characters: number; bytes: number };
}

/** Sizes per entry (largest first, then by key) and in total, from the store's usage (size in characters). */
export function storageStatistics(usage: readonly { key: string; size: number }[]): StorageStatistics {
  const entries = usage
    .map(({ key, size }) => ({ key, characters: size, bytes: size * BYTES_PER_CHARACTER }))
    .sort((a, b) => b.characters - a.characters || a.key.localeCompare(b.key));
  const characters = entries.reduce((sum, entry) => sum + entry.characters, 0);
  return { entries, total: { entries: entries.length, characters, bytes: characters * BYTES_PER_CHARACTER } };
}
