// Client settings in local storage (SPEC §3, §4): versioned, with big integers as '123n',
// and the browser-memory option: when it is off nothing but that choice is kept in the browser.
import { STORED_DATA_VERSION } from '@shared/constants';
import { type LanguageCode, isLanguageCode } from '@shared/languages';
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';

export interface ClientSettings {
  /** Domain chosen with the domain buttons on a local host. */
  domainName: string | null;
  registeredBefore: boolean;
  entitled: boolean;
  /** The last visited route path. */
  path: string;
  /** The browser-memory option: keep settings in local storage. */
  keepOptions: boolean;
  statisticsToggle: boolean;
  languageShort: LanguageCode | null;
  lastClickedId: string | null;
  /** null follows the system's colour scheme. */
  darkMode: boolean | null;
  advancedLanguage: boolean;
}

export const DEFAULT_SETTINGS: ClientSettings = {
  domainName: null,
  registeredBefore: false,
  entitled: false,
  path: '/',
  keepOptions: true,
  statisticsToggle: false,
  languageShort: null,
  lastClickedId: null,
  darkMode: null,
  advancedLanguage: false,
};

export const VERSION_KEY = 'storedDataVersion';
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof ClientSettings)[];

const validators: { [K in keyof ClientSettings]: (value: unknown) => value is ClientSettings[K] } = {
  domainName: (v): v is string | null => v === null || typeof v === 'string',
  registeredBefore: (v): v is boolean => typeof v === 'boolean',
  entitled: (v): v is boolean => typeof v === 'boolean',
  path: (v): v is string => typeof v === 'string' && v.startsWith('/'),
  keepOptions: (v): v is boolean => typeof v === 'boolean',
  statisticsToggle: (v): v is boolean => typeof v === 'boolean',
  languageShort: (v): v is LanguageCode | null => v === null || isLanguageCode(v),
  lastClickedId: (v): v is string | null => v === null || typeof v === 'string',
  darkMode: (v): v is boolean | null => v === null || typeof v === 'boolean',
  advancedLanguage: (v): v is boolean => typeof v === 'boolean',
};

/** Whether value is allowed for the setting key (corrupt or imported entries are checked with it). */
export function isValidSetting<K extends keyof ClientSettings>(key: K, value: unknown): value is ClientSettings[K] {
  return validators[key](value);
}

type Listener = (settings: ClientSettings) => void;
/** Receives the app data entries (key and stored text) that replaced everything; empty after a factory reset. */
type ReplaceListener = (data: ReadonlyMap<string, string>) => void;

export interface SettingsStore {
  get(): ClientSettings;
  set(patch: Partial<ClientSettings>): void;
  /** Factory reset: clears local storage and writes the defaults. */
  reset(): void;
  subscribe(listener: Listener): () => void;
  /** Stored entries as key and size in characters, for the statistics view. */
  usage(): { key: string; size: number }[];
  /** Every stored entry as key and stored text, sorted by key (for the export). */
  entries(): { key: string; text: string }[];
  /**
   * Import: replaces the settings and everything else in local storage by data (key and stored text).
   * The data is written only when the new settings keep options in the browser.
   */
  replaceAll(settings: ClientSettings, data: ReadonlyMap<string, string>): void;
  /**
   * Apps that keep their data in memory as well hear here when a factory reset or an import replaced
   * all stored data; called before the settings listeners.
   */
  onReplace(listener: ReplaceListener): () => void;
  /**
   * The apps' saved data (one text per key): in local storage while the browser-memory option is on,
   * else in memory for this visit. Read it after hydration (useStoredText), never during render.
   */
  readData(key: string): string | null;
  /** Saves (null removes) a text; says where it went, or 'failed' when the browser refused it. */
  writeData(key: string, text: string | null): StoredWhere;
  subscribeData(listener: () => void): () => void;
}

export type StoredWhere = 'browser' | 'memory' | 'failed';

function readNumber(storage: Storage, key: string): number {
  try {
    const value = decodeStoredValue(storage.getItem(key) ?? 'null');
    return typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : 0;
  } catch {
    return 0;
  }
}

function writeAll(storage: Storage, settings: ClientSettings): void {
  if (!settings.keepOptions) {
    storage.clear();
    storage.setItem('keepOptions', encodeStoredValue(false));
  } else {
    for (const key of SETTING_KEYS) storage.setItem(key, encodeStoredValue(settings[key]));
  }
  storage.setItem(VERSION_KEY, encodeStoredValue(STORED_DATA_VERSION));
}

function readAll(storage: Storage): ClientSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const text = storage.getItem(key);
    if (text === null) continue;
    try {
      const value = decodeStoredValue(text);
      if (validators[key](value)) settings[key] = value;
    } catch {
      // A corrupt entry keeps its default.
    }
  }
  return settings as unknown as ClientSettings;
}

/**
 * Opens the settings. A stored version below STORED_DATA_VERSION (or none) clears local storage
 * and writes the defaults. storage may be null when the browser refuses local storage.
 */
export function createSettingsStore(storage: Storage | null): SettingsStore {
  let current: ClientSettings;
  if (!storage) {
    current = { ...DEFAULT_SETTINGS };
  } else if (readNumber(storage, VERSION_KEY) < STORED_DATA_VERSION) {
    storage.clear();
    current = { ...DEFAULT_SETTINGS };
    writeAll(storage, current);
  } else {
    current = readAll(storage);
  }
  const listeners = new Set<Listener>();
  const replaceListeners = new Set<ReplaceListener>();
  const dataListeners = new Set<() => void>();
  /** The apps' data while nothing is kept in the browser. */
  const memory = new Map<string, string>();
  const reserved = new Set<string>([...SETTING_KEYS, VERSION_KEY]);
  const emit = () => listeners.forEach((listener) => listener(current));
  const emitData = () => dataListeners.forEach((listener) => listener());
  const inBrowser = () => current.keepOptions && storage !== null;
  const storedKeys = (): string[] =>
    storage
      ? Array.from({ length: storage.length }, (_, index) => storage.key(index))
          .filter((key): key is string => key !== null)
          .sort()
      : [];

  return {
    get: () => current,
    set(patch) {
      // Switching the browser memory off moves the apps' data into memory for the rest of the visit.
      if (current.keepOptions && patch.keepOptions === false && storage) {
        for (const key of storedKeys()) if (!reserved.has(key)) memory.set(key, storage.getItem(key) ?? '');
      }
      current = { ...current, ...patch };
      if (storage) writeAll(storage, current);
      emit();
      if (patch.keepOptions !== undefined) emitData();
    },
    reset() {
      storage?.clear();
      memory.clear();
      current = { ...DEFAULT_SETTINGS };
      if (storage) writeAll(storage, current);
      replaceListeners.forEach((listener) => listener(new Map()));
      emit();
      emitData();
    },
    replaceAll(settings, data) {
      storage?.clear();
      current = { ...settings };
      memory.clear();
      if (storage) writeAll(storage, current);
      for (const [key, text] of data) {
        if (reserved.has(key)) continue;
        if (inBrowser()) storage!.setItem(key, text);
        else memory.set(key, text);
      }
      replaceListeners.forEach((listener) => listener(data));
      emit();
      emitData();
    },
    readData(key) {
      if (!inBrowser()) return memory.get(key) ?? null;
      try {
        return storage!.getItem(key);
      } catch {
        return null;
      }
    },
    writeData(key, text) {
      if (inBrowser()) {
        try {
          if (text === null) storage!.removeItem(key);
          else storage!.setItem(key, text);
        } catch {
          return 'failed';
        }
      } else if (text === null) {
        memory.delete(key);
      } else {
        memory.set(key, text);
      }
      emitData();
      return inBrowser() ? 'browser' : 'memory';
    },
    subscribeData(listener) {
      dataListeners.add(listener);
      return () => dataListeners.delete(listener);
    },
    onReplace(listener) {
      replaceListeners.add(listener);
      return () => replaceListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    usage() {
      return storedKeys().map((key) => ({ key, size: key.length + (storage?.getItem(key)?.length ?? 0) }));
    },
    entries() {
      return storedKeys().map((key) => ({ key, text: storage?.getItem(key) ?? '' }));
    },
  };
}
