// npm run dev: the HTTP server and Vite's dev server in middleware mode (its HMR socket on the same
// port), then the server from the sources run by Vite's module runner (src/server/dev/main.ts, which
// says what reloads how). Serves http://localhost:5173 (PORT), a port the HTTPS notice exempts.
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

/**
 * The server's modules are evaluated again on their next import after a change (the runner has no
 * HMR), so the ssr environment sends no update: Vite would announce a 'page reload' that never happens.
 */
const quietServerUpdates = {
  name: 'quiet-server-updates',
  hotUpdate() {
    if (this.environment.name === 'ssr') return [];
  },
};

process.env.PORT ??= '5173';
const server = createHttpServer();
const vite = await createServer({ appType: 'custom', server: { middlewareMode: true, ws: { server }, allowedHosts: true }, plugins: [quietServerUpdates] });
// A change to the configuration would make Vite restart itself and leave the runner's environment
// closed: it applies at the next start of npm run dev instead.
const { configFile, configFileDependencies } = vite.config;
vite.watcher.unwatch([configFile, ...configFileDependencies].filter(Boolean));
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const { runDevelopment } = await runner.import(path.resolve('src/server/dev/main.ts'));
  await runDevelopment({ server, vite, runner });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await vite.close();
  process.exit(1);
}
