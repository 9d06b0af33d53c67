// Entry point: reads the environment, starts the server, and closes it gracefully on SIGTERM/SIGINT.
import { buildServer } from './app';
import { listenAddress, loadServerConfig } from './config';
import { acquireDataLock } from './data-lock';

async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const releaseLock = config.database.kind === 'embedded' ? acquireDataLock(config.dataDir) : () => undefined;
  const { app } = await buildServer(config);
  const { port, host } = listenAddress(process.env);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
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
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port, host });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
