// Vite plugin: builds the service worker (src/client/sw/service-worker.ts) on its own into
// dist/client/sw.js: one classic script at a fixed address, sharing no chunk with the app (a
// worker cannot load the app's entry chunk, which touches the document). The server writes the
// deployment's precache list into it when it loads the build (src/server/pages/pwa-routes.ts).
import path from 'node:path';
import { type Plugin, build } from 'vite';
import { SERVICE_WORKER_PATH } from '../../shared/pwa';

export function serviceWorkerPlugin(entry: string, alias: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          reportCompressedSize: false,
          lib: { entry, formats: ['iife'], name: 'serviceWorker', fileName: () => SERVICE_WORKER_PATH.slice(1) },
        },
      });
    },
  };
}
