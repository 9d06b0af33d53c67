// What the page routes render with: the page renderer, the document template and the preloads of a
// page's modules. In production they come from the build and stay fixed for the life of the process;
// in development (npm run dev) Vite's dev server hands them out and reloads them after an edit
// (src/server/dev/vite-development.ts).
import type { PageRendererModule } from '@shared/render-contract';
import type { AssetManifest, Preloads } from './asset-manifest';
import { DocumentTemplate } from './document';

export interface PageSource {
  /** The renderer for this request (src/client/entry-server.tsx). */
  renderer(): Promise<PageRendererModule>;
  /** The document template for a page's URL (path and query). */
  document(url: string): Promise<DocumentTemplate>;
  /** Chunks to modulepreload and styles to link for the route modules that rendered a page. */
  preloadsFor(modules: readonly string[]): Preloads;
  /** Whether rendered public pages may be kept and served again: not when code and texts change under them. */
  readonly keepsPages: boolean;
}

/** The build's renderer, template and manifest (or a test's), fixed for the process's life. */
export function builtPageSource(renderer: PageRendererModule, template: string, manifest: AssetManifest): PageSource {
  const loaded = Promise.resolve(renderer);
  const document = Promise.resolve(new DocumentTemplate(template, renderer.BOOT_SCRIPT));
  return { renderer: () => loaded, document: () => document, preloadsFor: (modules) => manifest.preloadsFor(modules), keepsPages: true };
}
