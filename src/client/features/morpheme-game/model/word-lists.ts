// The three lists of a language: categories (with colour and name), morphemes, and the known
// words, each written as its morpheme decomposition.
import type { CategoryColour } from './categories';

export interface Category {
  id: string;
  colour: CategoryColour;
  label: string;
}

export interface Morpheme {
  /** The written form without hyphens; a circumfix has its two parts around CIRCUMFIX_GAP. */
  text: string;
  category: string;
  /** What the part means or does; may be empty. */
  meaning: string;
}

export interface WordEntry {
  word: string;
  /** References to morphemes in order: `text`, or `text:category` where the text alone is ambiguous. */
  parts: string[];
  hint: string;
}

export interface WordLists {
  categories: Category[];
  morphemes: Morpheme[];
  words: WordEntry[];
}

/** Separates the two parts of a circumfix, as in ge…t. */
export const CIRCUMFIX_GAP = '…';

/** A morpheme is identified by its text and category: the same text may be a suffix and an inflexion. */
export function morphemeKey(morpheme: Pick<Morpheme, 'text' | 'category'>): string {
  return `${morpheme.text}:${morpheme.category}`;
}
