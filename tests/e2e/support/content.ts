// The browser-test servers' page texts: a copy of content/ without the translations listed here,
// so the tests can show how a page missing in the visitor's language falls back to English.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** content/<site>/<lang>/<page>.md files left out of the copy. */
export const MISSING_TRANSLATIONS = ['personal/it/cv.md', 'personal/ar/property.md'] as const;

export function prepareContent(dir: string): string {
  const target = path.resolve(dir);
  rmSync(target, { recursive: true, force: true });
  cpSync('content', target, { recursive: true });
  for (const file of MISSING_TRANSLATIONS) rmSync(path.join(target, file));
  return target;
}
