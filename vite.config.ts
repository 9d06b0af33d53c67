import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './src/server/dev/precompress-plugin.ts';
import { registryHtmlPlugin } from './src/server/dev/registry-html-plugin.ts';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), registryHtmlPlugin(), precompressPlugin()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    // The manifest (dist/client/.vite, never served) tells the browser tests which site owns a chunk.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [import.meta.dirname] },
    host: true,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
});
