// How the language management keeps its data in local storage (values via encodeStoredValue):
//   languages.added          [{ "code": "pt-BR", "name": "Português" }]
//   languages.edited.<code>  the edited catalogue, nested like the shipped locale files
//   languages.active         the added language chosen as interface language
// Reading ignores whatever is corrupt or does not fit, entry by entry.
import { isLanguageCode } from '@shared/languages';
import { LANGUAGES_STORAGE_PREFIX } from '../languages-context';
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';
import { type FlatCatalogue, findKeyConflict, flattenCatalogue, isCatalogueTree, unflattenCatalogue } from './catalogue';
import { normalizeIsocode } from './isocode';
import type { AddedLanguage, LanguagesState } from './language-operations';

export const STORAGE_PREFIX = LANGUAGES_STORAGE_PREFIX;
export const ADDED_KEY = `${STORAGE_PREFIX}added`;
export const ACTIVE_KEY = `${STORAGE_PREFIX}active`;
export const EDITED_PREFIX = `${STORAGE_PREFIX}edited.`;

function decode(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return decodeStoredValue(text);
  } catch {
    return undefined;
  }
}

function isAddedLanguage(value: unknown): value is AddedLanguage {
  if (typeof value !== 'object' || value === null) return false;
  const { code, name } = value as Record<string, unknown>;
  return typeof code === 'string' && normalizeIsocode(code) === code && !isLanguageCode(code) && typeof name === 'string' && name.trim() !== '';
}

/** The languages state from stored entries (key → stored text). */
export function readStoredLanguages(entries: ReadonlyMap<string, string>): LanguagesState {
  const addedValue = decode(entries.get(ADDED_KEY));
  const added: AddedLanguage[] = [];
  for (const item of Array.isArray(addedValue) ? addedValue : []) {
    if (isAddedLanguage(item) && !added.some((language) => language.code === item.code)) added.push({ code: item.code, name: item.name.trim() });
  }
  const known = (code: string) => isLanguageCode(code) || added.some((language) => language.code === code);
  const edited: Record<string, FlatCatalogue> = {};
  for (const [key, text] of entries) {
    if (!key.startsWith(EDITED_PREFIX)) continue;
    const code = key.slice(EDITED_PREFIX.length);
    const tree = decode(text);
    if (known(code) && isCatalogueTree(tree)) edited[code] = flattenCatalogue(tree);
  }
  // An added language always has a catalogue; one lost in storage starts empty again.
  for (const { code } of added) edited[code] ??= {};
  const active = decode(entries.get(ACTIVE_KEY));
  return {
    added,
    edited,
    active: typeof active === 'string' && added.some((language) => language.code === active) ? active : null,
  };
}

/** Every stored entry of the state (key → stored text); keys of the prefix not listed are to be removed. */
export function storedLanguageEntries(state: LanguagesState): Map<string, string> {
  const entries = new Map<string, string>();
  if (state.added.length) entries.set(ADDED_KEY, encodeStoredValue(state.added));
  for (const [code, rows] of Object.entries(state.edited)) {
    if (findKeyConflict(Object.keys(rows)) === null) entries.set(`${EDITED_PREFIX}${code}`, encodeStoredValue(unflattenCatalogue(rows)));
  }
  if (state.active !== null) entries.set(ACTIVE_KEY, encodeStoredValue(state.active));
  return entries;
}

export function isLanguagesKey(key: string): boolean {
  return key.startsWith(STORAGE_PREFIX);
}
