// Two builds from one configuration: the client (dist/client, with the manifest the server reads
// for preloads) and, with --ssr, the server bundle (dist/server: the server, the users CLI and the
// page renderer in one bundle; dependencies stay in node_modules). docs/decisions/005. npm run dev
// serves the same sources through Vite's dev server (scripts/dev.mjs).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ALIASES } from './aliases.ts';
import { precompressPlugin } from './src/server/dev/precompress-plugin.ts';
import { routeModuleIdsPlugin } from './src/server/dev/route-module-ids-plugin.ts';
import { serviceWorkerPlugin } from './src/server/dev/service-worker-plugin.ts';

const project = (file: string) => path.resolve(import.meta.dirname, file);

/** The programs of the server bundle: dist/server/<name>.js. */
export const SERVER_ENTRIES = {
  main: project('src/server/main.ts'),
  users: project('src/server/cli/users.ts'),
  backup: project('src/server/cli/backup.ts'),
  // Parses the page texts off the event loop (docs/decisions/029); main.js starts it from beside itself.
  'content-worker': project('src/server/content/content-worker.ts'),
  // Renders the pages kept for everyone off the event loop (docs/decisions/031); main.js starts it from beside itself.
  'render-worker': project('src/server/pages/render-worker.ts'),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), routeModuleIdsPlugin(), ...(isSsrBuild ? [] : [serviceWorkerPlugin(project('src/client/sw/service-worker.ts'), ALIASES), precompressPlugin()])],
  resolve: { alias: ALIASES },
  build: isSsrBuild
    ? {
        outDir: project('dist/server'),
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        minify: false,
        sourcemap: true,
        reportCompressedSize: false,
        rollupOptions: { input: SERVER_ENTRIES, output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
      }
    : {
        outDir: project('dist/client'),
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 2048,
        reportCompressedSize: false,
        // Every module the first paint needs is in the entry chunk, one file: compressed together it is
        // smaller than as several chunks, and nothing waits for a second round of requests. Browsers
        // without modulepreload (none we support) need no polyfill. docs/decisions/005.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
        // The manifest (dist/client/.vite, never served) names each source module's chunk and styles.
        manifest: true,
      },
}));
