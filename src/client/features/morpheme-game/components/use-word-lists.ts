// The lists the game plays with: the shipped CSV files of the language (loaded lazily, once),
// with uploaded categories or morphemes in their place where the visitor replaced them.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoredText } from '@client/core/settings/use-stored-text';
import { parseCategoriesCsv, parseMorphemesCsv, parseWordsCsv } from '../model/csv';
import { chooseListLanguage, languagesOfListFiles } from '../model/list-language';
import { type ListOverrides, STORED_LISTS_KEY, type StoredLists, decodeStoredLists, encodeStoredLists } from '../model/stored-lists';
import type { WordLists } from '../model/word-lists';

const listFiles = import.meta.glob<string>('../data/*/*.csv', { query: '?raw', import: 'default' });
const LIST_LANGUAGES = languagesOfListFiles(Object.keys(listFiles));
const loaded = new Map<string, Promise<WordLists>>();

async function readListFile(language: string, list: string): Promise<string> {
  const load = listFiles[`../data/${language}/${list}.csv`];
  if (!load) throw new Error(`No ${list} list for ${language}`);
  return load();
}

async function loadShippedLists(language: string): Promise<WordLists> {
  const [categoriesText, morphemesText, wordsText] = await Promise.all(['categories', 'morphemes', 'words'].map((list) => readListFile(language, list)));
  const categories = parseCategoriesCsv(categoriesText!);
  if (!categories.ok) throw new Error('Shipped categories are invalid');
  const morphemes = parseMorphemesCsv(morphemesText!, categories.rows);
  const words = parseWordsCsv(wordsText!);
  if (!morphemes.ok || !words.ok) throw new Error('Shipped lists are invalid');
  return { categories: categories.rows, morphemes: morphemes.rows, words: words.rows };
}

function shippedLists(language: string): Promise<WordLists> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = loadShippedLists(language);
    loaded.set(language, promise);
    promise.catch(() => loaded.delete(language));
  }
  return promise;
}

function readStoredLists(text: string | null): StoredLists {
  try {
    return decodeStoredLists(text);
  } catch {
    return {};
  }
}

export type WordListsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; lists: WordLists; overrides: ListOverrides; version: number };

export interface UseWordLists {
  state: WordListsState;
  listLanguage: string;
  fallback: boolean;
  replace(overrides: ListOverrides): void;
  restore(): void;
}

export function useWordLists(uiLanguage: string): UseWordLists {
  const { language: listLanguage, fallback } = chooseListLanguage(uiLanguage, LIST_LANGUAGES);
  const { text, write } = useStoredText(STORED_LISTS_KEY);
  const [shipped, setShipped] = useState<{ language: string; lists: WordLists } | { language: string; failed: true } | null>(null);
  const stored = useMemo(() => readStoredLists(text), [text]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    shippedLists(listLanguage).then(
      (lists) => active && setShipped({ language: listLanguage, lists }),
      () => active && setShipped({ language: listLanguage, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [listLanguage]);

  const save = useCallback(
    (next: StoredLists) => {
      write(Object.keys(next).length ? encodeStoredLists(next) : null);
      setVersion((value) => value + 1);
    },
    [write],
  );

  const overrides = useMemo(() => stored[listLanguage] ?? {}, [stored, listLanguage]);
  const state = useMemo<WordListsState>(() => {
    if (!shipped || shipped.language !== listLanguage) return { status: 'loading' };
    if ('failed' in shipped) return { status: 'failed' };
    const lists: WordLists = {
      categories: overrides.categories ?? shipped.lists.categories,
      morphemes: overrides.morphemes ?? shipped.lists.morphemes,
      words: shipped.lists.words,
    };
    return { status: 'ready', lists, overrides, version };
  }, [shipped, listLanguage, overrides, version]);

  return {
    state,
    listLanguage,
    fallback,
    replace: (next) => save({ ...stored, [listLanguage]: { ...overrides, ...next } }),
    restore: () => {
      const { [listLanguage]: _dropped, ...rest } = stored;
      save(rest);
    },
  };
}
