// Entry point: reads the environment, starts the server with the page renderer (the one place the
// server imports client code, docs/decisions/005), and closes it gracefully on SIGTERM/SIGINT:
// drains, stops listening, finishes the requests in flight (docs/decisions/021).
import { existsSync } from 'node:fs';
import * as renderer from '@client/entry-server';
import { buildServer } from './app';
import { listenAddress, loadServerConfig, withEnvFile } from './config';
import { acquireDataLock } from './data-lock';
import { loadedReactBuild } from './react-build';
import { answerBackupRequest } from './backup-requests';
import { DEFAULT_SHUTDOWN_DRAIN_MS, closeGracefully } from './http/graceful-shutdown';
import { describeStartupError, startupSummary, wantsPrettyLog } from './startup';

async function main(): Promise<void> {
  const env = withEnvFile(process.env);
  const config = loadServerConfig(env);
  const releaseLock = config.database.kind === 'embedded' ? acquireDataLock(config.dataDir) : () => undefined;
  // The build puts the content and render workers beside this file (vite.config.ts); run from the sources there are none.
  const contentWorker = new URL('./content-worker.js', import.meta.url);
  const renderWorker = new URL('./render-worker.js', import.meta.url);
  const { app, database, drain } = await buildServer({
    ...config,
    renderer,
    prettyLog: wantsPrettyLog(env, process.stdout.isTTY),
    ...(existsSync(contentWorker) ? { contentWorker } : {}),
    ...(existsSync(renderWorker) ? { renderWorker } : {}),
  });
  const { port, host } = listenAddress(env);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Ctrl-C on a terminal stops at once; a service manager's SIGTERM drains first.
    closeGracefully(app, drain, signal === 'SIGTERM' ? (config.shutdownDrainMs ?? DEFAULT_SHUTDOWN_DRAIN_MS) : 0)
      .then(() => {
        releaseLock();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        releaseLock();
        process.exit(1);
      });
  };
  process.on('SIGUSR2', () => {
    answerBackupRequest(config.dataDir, database.db).then(
      (file) => file && app.log.info({ event: 'backup.written', file }, 'backup written'),
      (error: unknown) => app.log.error({ event: 'backup.failed', err: error }, 'backup failed'),
    );
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port, host });
  } catch (error) {
    releaseLock();
    await app.close().catch(() => undefined);
    throw new Error(describeStartupError(error, { port, host }), { cause: error });
  }
  for (const line of startupSummary(config, { port, host })) app.log.info(line);
  if (loadedReactBuild() === 'development') {
    app.log.warn({ nodeEnv: env.NODE_ENV ?? null }, 'pages render with the development build of React (about 1.4× slower): start with NODE_ENV=production, as npm start and npm run serve do');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
