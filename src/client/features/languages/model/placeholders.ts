// The {{placeholders}} an entry must keep: an edit that drops one would show the text without the
// value it names (a header reading "Logged in as" with no name).
import type { FlatCatalogue } from './catalogue';

const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}/g;
/** Plural forms that may write their number as a word ("one event", "two events") instead of {{count}}. */
const NUMBER_AS_WORD = /_(zero|one|two)$/;

export function placeholderNames(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
}

export interface DroppedPlaceholder {
  key: string;
  /** As written in the entry, e.g. {{name}}. */
  placeholder: string;
}

/**
 * The first edited entry that lacks a placeholder of its language's saved text (or, where that is
 * empty, of the English text); null when every edit keeps them. An emptied entry falls back to
 * English and keeps them all.
 */
export function findDroppedPlaceholder(changes: FlatCatalogue, rows: FlatCatalogue, english: FlatCatalogue): DroppedPlaceholder | null {
  for (const [key, value] of Object.entries(changes)) {
    if (value.trim() === '') continue;
    const saved = rows[key] ?? '';
    const reference = saved.trim() === '' ? (english[key] ?? '') : saved;
    const kept = placeholderNames(value);
    for (const name of placeholderNames(reference)) {
      if (kept.has(name) || (name === 'count' && NUMBER_AS_WORD.test(key))) continue;
      return { key, placeholder: `{{${name}}}` };
    }
  }
  return null;
}
