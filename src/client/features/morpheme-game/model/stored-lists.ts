// Uploaded lists kept in the browser, per list language, so that a reload plays with them too.
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';
import { isCategoryColour } from './categories';
import type { Category, Morpheme } from './word-lists';

export const STORED_LISTS_KEY = 'morphemeGame.lists';

export interface ListOverrides {
  categories?: Category[];
  morphemes?: Morpheme[];
}

export type StoredLists = Record<string, ListOverrides>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function isCategory(value: unknown): value is Category {
  return isObject(value) && isText(value.id) && isText(value.colour) && isCategoryColour(value.colour) && isText(value.label);
}

function isMorpheme(value: unknown): value is Morpheme {
  return isObject(value) && isText(value.text) && isText(value.category) && isText(value.meaning);
}

export function encodeStoredLists(lists: StoredLists): string {
  return encodeStoredValue(lists);
}

/** Reads stored lists; anything malformed is dropped, so a damaged entry falls back to the shipped list. */
export function decodeStoredLists(text: string | null): StoredLists {
  if (!text) return {};
  let value: unknown;
  try {
    value = decodeStoredValue(text);
  } catch {
    return {};
  }
  if (!isObject(value)) return {};
  const lists: StoredLists = {};
  for (const [language, entry] of Object.entries(value)) {
    if (!isObject(entry)) continue;
    const overrides: ListOverrides = {};
    if (Array.isArray(entry.categories) && entry.categories.length && entry.categories.every(isCategory)) overrides.categories = entry.categories;
    if (Array.isArray(entry.morphemes) && entry.morphemes.length && entry.morphemes.every(isMorpheme)) overrides.morphemes = entry.morphemes;
    if (overrides.categories || overrides.morphemes) lists[language] = overrides;
  }
  return lists;
}
