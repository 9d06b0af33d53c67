// A catalogue as the interface keeps it (nested objects of texts) and as the language management shows it:
// flat rows 'area.key' → text, in the catalogue's own order.

/** Nested catalogue: every leaf is a text. */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** Flat rows: dot-separated key → text. */
export type FlatCatalogue = Readonly<Record<string, string>>;

const KEY_SEPARATOR = '.';
/** Key parts that would reach an object's prototype; no catalogue needs them. */
const FORBIDDEN_PARTS = new Set(['__proto__', 'prototype', 'constructor']);

function isKeyPart(part: string): boolean {
  return part !== '' && !part.includes(KEY_SEPARATOR) && !FORBIDDEN_PARTS.has(part);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a nested object whose leaves are all texts and whose keys are non-empty and free of dots. */
export function isCatalogueTree(value: unknown): value is CatalogueTree {
  if (!isPlainObject(value)) return false;
  return Object.entries(value).every(([key, child]) => isKeyPart(key) && (typeof child === 'string' || isCatalogueTree(child)));
}

export function flattenCatalogue(tree: CatalogueTree): Record<string, string> {
  const rows: Record<string, string> = {};
  const walk = (node: CatalogueTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}${KEY_SEPARATOR}${key}` : key;
      if (typeof value === 'string') rows[path] = value;
      else walk(value, path);
    }
  };
  walk(tree, '');
  return rows;
}

/**
 * The first key that cannot stand beside the others in a tree ('a' beside 'a.b'), or one with an
 * empty or forbidden part ('a..b', '__proto__'); null when the keys fit.
 */
export function findKeyConflict(keys: readonly string[]): string | null {
  const leaves = new Set(keys);
  for (const key of keys) {
    const parts = key.split(KEY_SEPARATOR);
    if (!parts.every(isKeyPart)) return key;
    for (let end = 1; end < parts.length; end += 1) {
      if (leaves.has(parts.slice(0, end).join(KEY_SEPARATOR))) return key;
    }
  }
  return null;
}

/** The nested form of flat rows; throws on keys that conflict (see findKeyConflict). */
export function unflattenCatalogue(rows: FlatCatalogue): CatalogueTree {
  const conflict = findKeyConflict(Object.keys(rows));
  if (conflict !== null) throw new Error(`Conflicting catalogue key: ${conflict}`);
  const tree: CatalogueTree = {};
  for (const [key, value] of Object.entries(rows)) {
    const parts = key.split(KEY_SEPARATOR);
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      if (typeof child === 'object') node = child;
      else node = node[part] = {};
    }
    node[parts[parts.length - 1]!] = value;
  }
  return tree;
}

export interface CatalogueCounts {
  rows: number;
  empty: number;
}

/** Rows of a catalogue and how many of them have no text (blank counts as empty). */
export function countRows(rows: FlatCatalogue): CatalogueCounts {
  const values = Object.values(rows);
  return { rows: values.length, empty: values.filter((value) => value.trim() === '').length };
}

/** The rows with a text: the interface shows an empty text as is, while a missing one falls back to English. */
export function withoutEmptyRows(rows: FlatCatalogue): Record<string, string> {
  return Object.fromEntries(Object.entries(rows).filter(([, value]) => value.trim() !== ''));
}
