// The client build's manifest (dist/client/.vite/manifest.json) names the chunk and the styles of
// every source module; a page's document preloads those of the modules that rendered it, beyond
// what the entry itself loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  scripts: string[];
  styles: string[];
}

export class AssetManifest {
  private readonly entryFiles = new Set<string>();
  /** preloadsFor's answers by list of modules. */
  private readonly preloads = new Map<string, Preloads>();

  constructor(private readonly manifest: Manifest) {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry) this.collect(key, this.entryFiles);
    }
  }

  static read(clientDir: string): AssetManifest {
    const file = path.join(clientDir, '.vite', 'manifest.json');
    if (!existsSync(file)) throw new Error(`The client build has no manifest (${file}). Run 'npm run build'.`);
    return new AssetManifest(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  }

  /** Every file (chunks and styles) a module needs, through its static imports. */
  private collect(key: string, files: Set<string>, seen = new Set<string>()): void {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const style of chunk.css ?? []) files.add(`/${style}`);
    for (const imported of chunk.imports ?? []) this.collect(imported, files, seen);
  }

  /**
   * Chunks to modulepreload and styles to link for the modules, leaving out what the entry loads:
   * made once per list of modules (a page rendered per request asks for the same list every time;
   * the lists are the route modules', so there are as many as routes) and frozen, as requests share it.
   */
  preloadsFor(moduleIds: readonly string[]): Preloads {
    const key = moduleIds.join('\n');
    let preloads = this.preloads.get(key);
    if (!preloads) {
      const files = new Set<string>();
      for (const id of moduleIds) this.collect(id, files);
      const needed = [...files].filter((file) => !this.entryFiles.has(file));
      preloads = Object.freeze({ scripts: Object.freeze(needed.filter((file) => file.endsWith('.js'))), styles: Object.freeze(needed.filter((file) => file.endsWith('.css'))) }) as Preloads;
      this.preloads.set(key, preloads);
    }
    return preloads;
  }
}
