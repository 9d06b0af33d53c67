// Which site a built chunk belongs to, read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { SITE_SETS } from '@shared/site-registry';
import { CLIENT_DIR } from './hosts';

interface ManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(`${CLIENT_DIR}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestEntry>;

/** The site set that owns a source path, or null for shared code. */
function ownerOf(source: string): string | null {
  const match = /(?:^|\/)(?:sites|content)\/([a-z]+)\//.exec(source);
  return match && (SITE_SETS as readonly string[]).includes(match[1]!) ? match[1]! : null;
}

/** Maps every built file name to the site set that owns it (shared files are absent). */
export const CHUNK_OWNERS: ReadonlyMap<string, string> = new Map(
  Object.entries(manifest).flatMap(([key, entry]) => {
    const owner = ownerOf(entry.src ?? key);
    return owner ? [[`/${entry.file}`, owner] as const] : [];
  }),
);
