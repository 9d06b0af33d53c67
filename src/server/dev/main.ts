// npm run dev: the server from the sources, run by Vite's module runner in the process scripts/dev.mjs
// started, behind the HTTP server and Vite dev server it made. An edited component is swapped into the
// open page by React Refresh and the next request renders the new code; an edited content file is
// read again for the next request; an edited server file (src/server, src/shared) rebuilds the app in
// this process (the HTTP server, Vite, the browser's HMR socket and the database stay; requests
// meanwhile wait for the new app; a change under src/server/db opens the database anew).
import type { Server } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import type * as AppModule from '../app';
import type * as BackupRequestsModule from '../backup-requests';
import type * as ConfigModule from '../config';
import type * as DataLockModule from '../data-lock';
import type * as DatabaseModule from '../db/database';
import type * as StartupModule from '../startup';
import type * as DevelopmentModule from './vite-development';

export interface DevTools {
  /** Not listening yet: its requests go to the app of the moment. */
  server: Server;
  vite: ViteDevServer;
  /** A runner of Vite's ssr environment without HMR: an import evaluates again what changed since. */
  runner: ModuleRunner;
}

type Built = Awaited<ReturnType<typeof AppModule.buildServer>>;

const source = (relative: string) => path.resolve(import.meta.dirname, relative);
const DATABASE_FOLDER = `${source('../db')}${path.sep}`;

/** A start-up failure in a few lines: the message, with Vite's code frame when it has one. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = (error as { frame?: unknown }).frame;
  return typeof frame === 'string' && !error.message.includes(frame) ? `${error.message}\n${frame}` : error.message;
}

export async function runDevelopment({ server, vite, runner }: DevTools): Promise<void> {
  // Imported anew at every start, so that a restart runs the current code.
  const load = <T>(relative: string) => runner.import<T>(source(relative));
  const configModule = await load<typeof ConfigModule>('../config.ts');
  const startup = await load<typeof StartupModule>('../startup.ts');
  const { answerBackupRequest } = await load<typeof BackupRequestsModule>('../backup-requests.ts');
  const env = configModule.withEnvFile(process.env);
  const config = configModule.loadServerConfig(env);
  const prettyLog = startup.wantsPrettyLog(env, process.stdout.isTTY);
  const { acquireDataLock } = await load<typeof DataLockModule>('../data-lock.ts');
  const releaseLock = config.database.kind === 'embedded' ? acquireDataLock(config.dataDir) : () => undefined;

  let current: Promise<Built | null> = Promise.resolve(null);
  // The database outlives the apps (opening the embedded one takes seconds); their logs report its reconnections.
  const databaseLog = {
    warn: (details: object, message: string) => void current.then((built) => built?.app.log.warn(details, message)),
    info: (details: object, message: string) => void current.then((built) => built?.app.log.info(details, message)),
  };
  let database: DatabaseModule.DatabaseHandle | null = null;
  const closeDatabase = async () => {
    await database?.close();
    database = null;
  };

  /** Builds the app from the sources as they are now. */
  async function start(): Promise<Built> {
    database ??= await (await load<typeof DatabaseModule>('../db/database.ts')).openDatabase(config.database, databaseLog);
    const [{ buildServer }, { loadServerConfig, withEnvFile }, { viteDevelopment }] = await Promise.all([
      load<typeof AppModule>('../app.ts'),
      load<typeof ConfigModule>('../config.ts'),
      load<typeof DevelopmentModule>('./vite-development.ts'),
    ]);
    const development = await viteDevelopment(vite, runner);
    const built = await buildServer({ ...loadServerConfig(withEnvFile(process.env)), databaseHandle: database, development, prettyLog });
    await built.app.ready();
    return built;
  }

  try {
    current = Promise.resolve(await start());
  } catch (error) {
    await closeDatabase();
    releaseLock();
    throw error;
  }
  server.on('request', (request, response) => {
    void current.then((built) => {
      if (built) return built.app.routing(request, response);
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }).end('The server failed to start: see the terminal, fix the source and save.');
    });
  });

  // A change to a module the server has run, outside the client (whose modules the renderer
  // evaluates again by itself), builds the app anew; changes that come together make one restart.
  let restarting = false;
  let changed: string[] = [];
  const clientRoot = `${vite.config.root}${path.sep}`;
  const restartAfter = async (file: string) => {
    if (file.startsWith(clientRoot) || !runner.evaluatedModules.getModulesByFile(file.split(path.sep).join('/'))?.size) return;
    changed.push(file);
    if (restarting) return;
    restarting = true;
    while (changed.length) {
      // Vite marks the changed modules shortly after the event; edits saved together arrive meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const files = changed;
      changed = [];
      const began = Date.now();
      const trigger = [...new Set(files.map((name) => path.relative(process.cwd(), name)))].join(', ');
      const previous = await current;
      current = (async () => {
        await previous?.app.close();
        if (files.some((name) => name.startsWith(DATABASE_FOLDER))) await closeDatabase();
        return start();
      })().catch((error: unknown) => {
        console.error(`The server failed to start after a change to ${trigger}:\n${describeFailure(error)}`);
        return null;
      });
      (await current)?.app.log.info(`restarted in ${Date.now() - began} ms after a change to ${trigger}`);
    }
    restarting = false;
  };
  vite.watcher.on('change', (file) => void restartAfter(file));
  vite.watcher.on('unlink', (file) => void restartAfter(file));

  const { port, host } = configModule.listenAddress(env);
  const first = await current;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await first?.app.close();
    await closeDatabase();
    releaseLock();
    throw new Error(startup.describeStartupError(error, { port, host }), { cause: error });
  }
  for (const line of startup.startupSummary(config, { port, host })) first?.app.log.info(line);

  process.on('SIGUSR2', () => {
    void current.then(async (built) => {
      if (!built) return;
      try {
        const file = await answerBackupRequest(config.dataDir, built.database.db);
        if (file) built.app.log.info({ event: 'backup.written', file }, 'backup written');
      } catch (error) {
        built.app.log.error({ event: 'backup.failed', err: error }, 'backup failed');
      }
    });
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const built = await current;
    built?.app.log.info({ signal }, 'shutting down');
    await Promise.allSettled([(built ? built.app.close() : Promise.resolve()).then(closeDatabase), vite.close()]);
    server.closeAllConnections();
    server.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
