// The translation keys a page could show by mistake: a missing text shows its key. Read from every
// English catalogue of the client (shell, page texts, features); the HTML tests over HTTP and the
// walking browser tests both look for them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Every key of every English catalogue (plural suffixes dropped). */
function catalogueKeys(root: string): Set<string> {
  const features = path.join(root, 'src/client/features');
  const files = [
    path.join(root, 'src/client/core/i18n/locales/en.json'),
    path.join(root, 'src/client/core/i18n/locales/pages/en.json'),
    ...readdirSync(features).map((feature) => path.join(features, feature, 'locales/en.json')),
  ].filter((file) => {
    try {
      return readFileSync(file).length > 0;
    } catch {
      return false;
    }
  });
  const keys = new Set<string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') keys.add(full.replace(/_(zero|one|two|few|many|other)$/, ''));
      else walk(value, full);
    }
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')) as Tree, '');
  return keys;
}

/** Keys a text could not contain as an ordinary word ('loading' could; 'routes.home' could not). */
export const RAW_KEYS: ReadonlySet<string> = new Set([...catalogueKeys(process.cwd())].filter((key) => /[._/A-Z]/.test(key)));

/** The raw keys among the words of texts (split where a key cannot continue). */
export function rawKeysIn(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((value) => value.split(/[\s()«»"“”,;:!?]+/)).filter((token) => RAW_KEYS.has(token)))];
}
