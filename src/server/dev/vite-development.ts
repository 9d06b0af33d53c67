// What buildServer takes in development (npm run dev, src/server/dev/main.ts): pages rendered by the
// renderer as Vite's module runner has it now (evaluated again after an edit, so the next request
// renders the new code) into index.html as Vite transforms it (its client and the React Refresh
// preamble), Vite's middlewares in front of the routes (its client, the client's modules as they are
// on disk, the public folder), and a watch of the content folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import type { PageRendererModule } from '@shared/render-contract';
import { isApiPath } from '../http/host-guard';
import { MEDIA_PREFIX } from '../http/media-files';
import type { StaticSite } from '../http/static-assets';
import { DocumentTemplate, scriptHash } from '../pages/document';
import type { PageSource } from '../pages/page-source';

export interface Development {
  /** The renderer and the document as Vite has them now; rendered pages are never kept. */
  pages: PageSource;
  /** Media are served from the public folder (the build copies it into the client folder). */
  files: StaticSite;
  /**
   * CSP hashes of the document's inline scripts: the boot script and Vite's React Refresh preamble,
   * taken when the app is built (an edit of the boot script is allowed after the next restart).
   */
  scriptHashes: string[];
  /** Lets Vite answer first what it serves, on every path the app's own routes do not own. */
  mount(app: FastifyInstance): void;
  /** Calls back with every file added, changed or removed under the folder; returns the unsubscribe. */
  watch(folder: string, onChange: (file: string) => void): () => void;
}

/** The render entry, relative to Vite's root (src/client). */
const RENDER_ENTRY = '/entry-server.tsx';

/** Paths the app's routes answer (the API, media by host, sitemap, robots, feed and calendar): Vite never sees them. */
function ownedByApp(url: string): boolean {
  return isApiPath(url) || url.startsWith(MEDIA_PREFIX) || /^\/(sitemap\.xml|robots\.txt|feed\.xml|events\.ics)(\?|$)/.test(url);
}

/** The contents of the inline <script> elements of a document. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter((script) => script.trim() !== '');
}

/** runner: a module runner of Vite's ssr environment without HMR: an import evaluates again what changed since. */
export async function viteDevelopment(vite: ViteDevServer, runner: ModuleRunner): Promise<Development> {
  const templateFile = path.join(vite.config.root, 'index.html');
  const template = readFileSync(templateFile, 'utf8');
  const renderer = () => runner.import<PageRendererModule>(RENDER_ENTRY);
  const { BOOT_SCRIPT } = await renderer();

  const pages: PageSource = {
    renderer,
    async document(url) {
      const [{ BOOT_SCRIPT: bootScript }, html] = await Promise.all([renderer(), vite.transformIndexHtml(url, readFileSync(templateFile, 'utf8'))]);
      return new DocumentTemplate(html, bootScript);
    },
    // The browser loads each module as it is imported; nothing to preload.
    preloadsFor: () => ({ scripts: [], styles: [] }),
    keepsPages: false,
  };

  return {
    pages,
    files: { clientDir: vite.config.publicDir, assets: new Map(), template },
    scriptHashes: [BOOT_SCRIPT, ...inlineScripts(await vite.transformIndexHtml('/', template))].map(scriptHash),
    mount(app) {
      app.addHook('onRequest', async (request, reply) => {
        if (ownedByApp(request.url)) return;
        const answered = await new Promise<boolean>((resolve, reject) => {
          reply.raw.once('close', () => resolve(true));
          vite.middlewares(request.raw, reply.raw, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(false)));
        });
        if (answered) reply.hijack();
      });
    },
    watch(folder, onChange) {
      const root = path.resolve(folder);
      const listener = (event: string, file: string) => {
        if (event !== 'addDir' && event !== 'unlinkDir' && file.startsWith(`${root}${path.sep}`)) onChange(file);
      };
      vite.watcher.add(root);
      vite.watcher.on('all', listener);
      return () => void vite.watcher.off('all', listener);
    },
  };
}
