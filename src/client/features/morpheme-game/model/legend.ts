// The colour legend: every category of the lists, and for one without any morpheme in use, why it
// has none, so that the game says so instead of leaving a colour unexplained.
import type { Category, Morpheme } from './word-lists';

/**
 * Why a category has no block: `language` when the shipped lists of the visitor's own language
 * have none (the language does not build words that way, e.g. no circumfix in Spanish); `lists`
 * when the lists in use are another language's or the visitor's upload.
 */
export type CategoryAbsence = 'language' | 'lists';

export interface LegendEntry {
  category: Category;
  absence: CategoryAbsence | null;
}

export interface ListOrigin {
  /** The lists are the visitor's language's own, not the English stand-in. */
  ownLanguage: boolean;
  /** The morphemes in use were uploaded by the visitor. */
  uploadedMorphemes: boolean;
}

export function legendEntries(categories: readonly Category[], morphemes: readonly Pick<Morpheme, 'category'>[], origin: ListOrigin): LegendEntry[] {
  const used = new Set(morphemes.map((morpheme) => morpheme.category));
  const reason: CategoryAbsence = origin.ownLanguage && !origin.uploadedMorphemes ? 'language' : 'lists';
  return categories.map((category) => ({ category, absence: used.has(category.id) ? null : reason }));
}
