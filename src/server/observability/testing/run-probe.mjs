// Runs telemetry-probe.ts as `npm run dev` runs the server's sources: through Vite's SSR module
// loader (the sources use import.meta.glob), with the packages imported by Node itself.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
try {
  await vite.ssrLoadModule(fileURLToPath(new URL('./telemetry-probe.ts', import.meta.url)));
} finally {
  await vite.close();
}
