// The language management as data: added languages and edited catalogues, and the commands on them.
// A built-in language without an edited catalogue uses the shipped one.
import { type LanguageCode, FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, isLanguageCode } from '@shared/languages';
import { type FlatCatalogue, countRows } from './catalogue';

export interface AddedLanguage {
  readonly code: string;
  readonly name: string;
}

export interface LanguagesState {
  readonly added: readonly AddedLanguage[];
  /** Edited catalogues by language code: every added language has one, built-in ones once edited. */
  readonly edited: Readonly<Record<string, FlatCatalogue>>;
  /** The added language chosen as interface language; null while a built-in one is used. */
  readonly active: string | null;
}

export const NO_LANGUAGE_CHANGES: LanguagesState = { added: [], edited: {}, active: null };

export function isAddedLanguage(state: LanguagesState, code: string): boolean {
  return state.added.some((language) => language.code === code);
}

/** Adds a language whose catalogue has the keys of English, all empty. */
export function addLanguage(state: LanguagesState, language: AddedLanguage, english: FlatCatalogue): LanguagesState {
  if (isLanguageCode(language.code) || isAddedLanguage(state, language.code)) return state;
  const empty = Object.fromEntries(Object.keys(english).map((key) => [key, '']));
  return { ...state, added: [...state.added, language], edited: { ...state.edited, [language.code]: empty } };
}

/** Removes an added language, or the edits of a built-in one (back to the shipped catalogue). */
export function deleteLanguage(state: LanguagesState, code: string): LanguagesState {
  const { [code]: _removed, ...edited } = state.edited;
  return {
    added: state.added.filter((language) => language.code !== code),
    edited,
    active: state.active === code ? null : state.active,
  };
}

/** Replaces the catalogue of a language (built-in or added) with rows. */
export function setCatalogue(state: LanguagesState, code: string, rows: FlatCatalogue): LanguagesState {
  if (!isLanguageCode(code) && !isAddedLanguage(state, code)) return state;
  return { ...state, edited: { ...state.edited, [code]: rows } };
}

export function setActive(state: LanguagesState, code: string | null): LanguagesState {
  const active = code !== null && isAddedLanguage(state, code) ? code : null;
  return active === state.active ? state : { ...state, active };
}

/** Changes some entries; keys the catalogue does not have are ignored. */
export function updateEntries(rows: FlatCatalogue, changes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(rows).map(([key, value]) => [key, Object.hasOwn(changes, key) ? changes[key]! : value]));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Fills every empty entry from English. A plural form English does not have (Russian '_few') takes
 * English's '_other' form of the same key.
 */
export function fillEmptyFromEnglish(rows: FlatCatalogue, english: FlatCatalogue): Record<string, string> {
  const englishFor = (key: string): string | undefined =>
    english[key] ?? (PLURAL_SUFFIX.test(key) ? english[key.replace(PLURAL_SUFFIX, '_other')] : undefined);
  return Object.fromEntries(
    Object.entries(rows).map(([key, value]) => [key, value.trim() === '' ? (englishFor(key) ?? value) : value]),
  );
}

/** Every entry emptied; the keys stay. */
export function clearEntries(rows: FlatCatalogue): Record<string, string> {
  return Object.fromEntries(Object.keys(rows).map((key) => [key, '']));
}

export interface LanguageRow {
  code: string;
  name: string;
  builtIn: boolean;
  edited: boolean;
  rows: number;
  empty: number;
  /** The catalogue's version: a fingerprint of its entries, new with every change. */
  version: string;
  /** The catalogues this one needs: the languages a missing entry falls back to (SPEC §5). */
  dependencies: string[];
}

/** Eight hex digits of FNV-1a over the entries in order: equal catalogues, equal versions. */
export function catalogueVersion(rows: FlatCatalogue): string {
  let hash = 0x811c9dc5;
  for (const [key, value] of Object.entries(rows)) {
    for (const character of `${key}\t${value}\n`) {
      hash ^= character.codePointAt(0)!;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * An edited catalogue over the shipped one: the edits win, and rows the edits lack (a partial import,
 * keys shipped later) keep their shipped text. An edited catalogue that has every shipped row is
 * returned as it is.
 */
export function overShipped(edited: FlatCatalogue | undefined, shipped: FlatCatalogue | undefined): FlatCatalogue | undefined {
  if (!edited || !shipped) return edited ?? shipped;
  if (Object.keys(shipped).every((key) => Object.hasOwn(edited, key))) return edited;
  return { ...shipped, ...edited };
}

/** The catalogue a language currently has: its edits over the shipped one (undefined while nothing is loaded). */
export function catalogueOf(state: LanguagesState, shipped: Readonly<Partial<Record<LanguageCode, FlatCatalogue>>>, code: string): FlatCatalogue | undefined {
  return overShipped(state.edited[code], isLanguageCode(code) ? shipped[code] : undefined);
}

/** The built-in languages (in the product's order) and the added ones, with the size of each catalogue. */
export function listLanguages(state: LanguagesState, shipped: Readonly<Partial<Record<LanguageCode, FlatCatalogue>>>): LanguageRow[] {
  const builtIn = LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGES[code].name, builtIn: true }));
  const added = state.added.map((language) => ({ ...language, builtIn: false }));
  return [...builtIn, ...added].map((language) => {
    const catalogue = catalogueOf(state, shipped, language.code) ?? {};
    return {
      ...language,
      edited: Object.hasOwn(state.edited, language.code),
      ...countRows(catalogue),
      version: catalogueVersion(catalogue),
      dependencies: isReferenceLanguage(language.code) ? [] : [FALLBACK_LANGUAGE],
    };
  });
}

/** English is the reference the other languages fill from; it is edited but never cleared or filled. */
export function isReferenceLanguage(code: string): boolean {
  return code === FALLBACK_LANGUAGE;
}
