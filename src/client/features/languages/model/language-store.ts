// The language management's data for the running page, kept in local storage under languages.*
// while the browser-memory option is on, else in memory only (SPEC §4). A factory reset or an
// import on the settings page replaces it.
import type { SettingsStore } from '@client/core/settings/settings-store';
import { type LanguagesState, NO_LANGUAGE_CHANGES } from './language-operations';
import { isLanguagesKey, readStoredLanguages, storedLanguageEntries } from './stored-languages';

type Listener = (state: LanguagesState, previous: LanguagesState) => void;

export interface LanguageStore {
  get(): LanguagesState;
  /** Sets the state; false when the browser refused to store it (it still applies for this visit). */
  set(next: LanguagesState): boolean;
  subscribe(listener: Listener): () => void;
}

function languageEntries(entries: Iterable<readonly [string, string]>): Map<string, string> {
  return new Map([...entries].filter(([key]) => isLanguagesKey(key)));
}

function storageEntries(storage: Storage): Map<string, string> {
  const entries: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const text = key === null ? null : storage.getItem(key);
    if (key !== null && text !== null) entries.push([key, text]);
  }
  return languageEntries(entries);
}

export function createLanguageStore(storage: Storage | null, settings: Pick<SettingsStore, 'get' | 'subscribe' | 'onReplace'>): LanguageStore {
  const keeps = () => storage !== null && settings.get().keepOptions;
  let state = storage && keeps() ? readStoredLanguages(storageEntries(storage)) : NO_LANGUAGE_CHANGES;
  const listeners = new Set<Listener>();

  const persist = (): boolean => {
    if (!storage || !keeps()) return true;
    const next = storedLanguageEntries(state);
    try {
      for (const key of storageEntries(storage).keys()) if (!next.has(key)) storage.removeItem(key);
      for (const [key, text] of next) if (storage.getItem(key) !== text) storage.setItem(key, text);
      return true;
    } catch {
      // Quota exceeded: the edits stay in memory for this visit.
      return false;
    }
  };

  const replace = (next: LanguagesState) => {
    const previous = state;
    state = next;
    listeners.forEach((listener) => listener(state, previous));
  };

  let kept = keeps();
  settings.subscribe(() => {
    // Switching the browser memory on keeps what was edited in memory meanwhile.
    if (keeps() && !kept) persist();
    kept = keeps();
  });
  settings.onReplace((data) => replace(readStoredLanguages(languageEntries(data))));

  return {
    get: () => state,
    set(next) {
      if (next === state) return true;
      const previous = state;
      state = next;
      const stored = persist();
      listeners.forEach((listener) => listener(state, previous));
      return stored;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
