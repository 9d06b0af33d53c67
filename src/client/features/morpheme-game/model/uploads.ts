// Checking an uploaded list against the lists in use: a morpheme list must use known categories,
// a category list must keep every category the morphemes use.
import { type CsvProblem, findOrphanedCategories, parseCategoriesCsv, parseMorphemesCsv } from './csv';
import type { Category, Morpheme } from './word-lists';

export type ListKind = 'categories' | 'morphemes';

export interface EditableLists {
  categories: Category[];
  morphemes: Morpheme[];
}

export type UploadResult = { ok: true; lists: EditableLists; count: number } | { ok: false; problems: CsvProblem[] };

export function prepareUpload(kind: ListKind, text: string, current: EditableLists): UploadResult {
  if (kind === 'morphemes') {
    const parsed = parseMorphemesCsv(text, current.categories);
    return parsed.ok ? { ok: true, lists: { ...current, morphemes: parsed.rows }, count: parsed.rows.length } : parsed;
  }
  const parsed = parseCategoriesCsv(text);
  if (!parsed.ok) return parsed;
  const orphaned = findOrphanedCategories(parsed.rows, current.morphemes);
  return orphaned.length ? { ok: false, problems: orphaned } : { ok: true, lists: { ...current, categories: parsed.rows }, count: parsed.rows.length };
}
