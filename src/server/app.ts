// buildServer(config): composes the Fastify app. No process access here; main.ts owns that.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PageRendererModule } from '@shared/render-contract';
import type { SiteRegistry } from '@shared/site-registry';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import { type DatabaseHandle, AUTH_CHANGES_CHANNEL, openDatabase } from './db/database';
import { SessionRepository } from './db/session.repository';
import { UserRepository } from './db/user.repository';
import { installErrorHandler, sendError } from './http/errors';
import { registerHostGuard } from './http/host-guard';
import { registerRequestGuards } from './http/request-guards';
import { registerPendingLogout } from './http/pending-logout';
import { registerSecurityHeaders } from './http/security-headers';
import { type StaticSite, loadStaticSite, registerAssetRoutes } from './http/static-assets';
import { AssetManifest } from './pages/asset-manifest';
import { inlineStylesheets } from './pages/inline-styles';
import { scriptHash } from './pages/document';
import { feedRoutes } from './pages/feed-routes';
import { cvPdfRoutes } from './cv-pdf/cv-pdf-routes';
import { pwaRoutes } from './pages/pwa-routes';
import { appShellRoutes } from './pages/app-shell-route';
import { pageRoutes } from './pages/page-routes';
import { RenderThread } from './pages/render-thread';
import { contactCard } from './pages/page-services';
import { type PageSource, builtPageSource } from './pages/page-source';
import type { Development } from './dev/vite-development';
import { AccountRepository } from './db/account.repository';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './routes/accounts/accounts.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { AccountService } from './services/account.service';
import { systemRoutes } from './routes/system/system.routes';
import { pageApiRoutes } from './routes/pages/pages.routes';
import { ContentStore } from './content/content-store';
import { PageService } from './content/page-service';
import { AuthService } from './services/auth.service';
import { LoginService } from './services/login.service';
import { SessionService } from './services/session.service';
import { answerClientError } from './http/client-errors';
import { serverTlsOptions } from './http/tls-options';
import { DEBUG_ACCOUNT_RENEW_MS, renewDebugAccount, syncDebugAccount } from './services/debug-account';
import { RateLimitRepository } from './db/rate-limit.repository';
import { LoginThrottle } from './services/login-throttle';
import { echoRequestId, requestIdGenerator } from './http/request-id';
import { FrontDoor, serverWithFrontDoor } from './http/front-door';
import { ServerMetrics } from './http/metrics';
import { SignInRepository } from './db/sign-in.repository';
import { registerSignInHandoff } from './routes/sign-in-handoff/sign-in-handoff.routes';
import { SignInHandoffService } from './services/sign-in-handoff.service';
import { PasswordResetRepository } from './db/password-reset.repository';
import { passwordResetRoutes } from './routes/password-reset/password-reset.routes';
import { sessionRoutes } from './routes/sessions/sessions.routes';
import { PasswordResetService } from './services/password-reset.service';
import { SessionListService } from './services/session-list.service';
import { hashPassword } from './services/password';
import { DrainState } from './http/graceful-shutdown';
import { DatabaseOutageWatch } from './db/outage-watch';
import { PasskeyRepository } from './db/passkey.repository';
import { passkeyRoutes } from './routes/passkeys/passkeys.routes';
import { PasskeyService } from './services/passkey.service';
import { SessionCleanup } from './services/session-cleanup';
import { DEFAULT_CONNECTION_SETTINGS, limitConnectionsPerClient, serverTimeoutOptions } from './http/connection-limits';
import { startTelemetry } from './observability/telemetry';
import { clientErrorRoutes } from './routes/client-errors/client-errors.routes';

export type BuildOptions = ServerConfig & {
  /** An already open database (tests share one); otherwise config.database is opened and closed with the app. */
  databaseHandle?: DatabaseHandle;
  /** The page renderer (src/client/entry-server.tsx); without it only the API is served. */
  renderer?: PageRendererModule;
  /** Tests without a client build: the page template and an empty manifest. */
  pageTemplate?: { template: string; manifest: AssetManifest };
  /** A human-readable log (pino-pretty) instead of JSON lines. */
  prettyLog?: boolean;
  /** Where the log goes (a test reads it); standard output otherwise. */
  logStream?: { write(line: string): void };
  /**
   * The content worker (dist/server/content-worker.js, docs/decisions/029) that parses every page
   * text off the event loop after start; without it texts are parsed on first use.
   */
  contentWorker?: string | URL;
  /**
   * The render worker (dist/server/render-worker.js, docs/decisions/031) that renders the pages kept
   * for everyone off the event loop; without it they render on the event loop.
   */
  renderWorker?: string | URL;
  /** Tests: records the wait before a password check of a name under attack instead of waiting. */
  loginDelay?: (ms: number) => Promise<void>;
  /** Tests: a clock they move (sessions, login limits, the daily pages); the system clock otherwise. */
  clock?: Clock;
  /**
   * npm run dev (src/server/dev/main.ts): Vite's dev server serves the client and hands out the
   * renderer as the sources are now; content files are read again when they change.
   */
  development?: Development;
};

export interface BuiltServer {
  app: FastifyInstance;
  accounts: AccountService;
  database: DatabaseHandle;
  users: UserRepository;
  sessions: SessionService;
  /** Started by a graceful shutdown (closeGracefully): readiness 503, connections close after their answer. */
  drain: DrainState;
  /** Deletes sessions a day past their expiry, at start-up and every hour. */
  sessionCleanup: SessionCleanup;
  /** Answers made before, written from Node's listener (http/front-door.ts); null behind a trusted proxy, with tracing or in development. */
  frontDoor: FrontDoor | null;
  /** Renders the pages kept for everyone off the event loop (docs/decisions/031); null without a render worker. */
  renderThread: RenderThread | null;
}


/** The render worker's thread (docs/decisions/031), answered with the server's page texts, ended with the server; its failures are logged. */
function startRenderThread(app: FastifyInstance, file: string | URL, registry: SiteRegistry, pages: PageService): RenderThread {
  const sites = new Map(registry.sites.map((site) => [site.id, site]));
  const thread = new RenderThread(
    file,
    { contact: contactCard(registry) },
    {
      textOf: (job, page) => pages.load(sites.get(job.siteId)!, page, job.context.language, job.context.user),
      onFailure: (error, givenUp) =>
        app.log.warn({ err: error, event: 'render-worker.failed' }, givenUp ? 'render worker failed again: pages render on the event loop from now on' : 'render worker failed: its pages render on the event loop, the next one starts it again'),
    },
  );
  app.addHook('onClose', () => thread.close());
  return thread;
}

/** The build's pages: its renderer, template, manifest and files (or a test's template without a build). */
function builtPages(config: BuildOptions, renderer: PageRendererModule): { source: PageSource; files: StaticSite | null; styleHashes: string[] } {
  const files = config.clientDir ? loadStaticSite(config.clientDir) : null;
  const built = files?.template ?? config.pageTemplate?.template;
  const manifest = config.clientDir ? AssetManifest.read(config.clientDir) : config.pageTemplate?.manifest;
  if (!built || !manifest) throw new Error('Pages need the client build (CLIENT_DIR) or a page template.');
  // The build's stylesheets inline (critical CSS), allowed by their CSP hashes.
  const { template, hashes } = inlineStylesheets(built, (href) => files?.assets.get(href)?.body.toString('utf8'));
  return { source: builtPageSource(renderer, template, manifest), files, styleHashes: hashes };
}

export async function buildServer(config: BuildOptions): Promise<BuiltServer> {
  const connections = config.connections ?? DEFAULT_CONNECTION_SETTINGS;
  const { http: httpOptions, ...timeouts } = serverTimeoutOptions(connections);
  const httpsOptions = config.tls ? { ...serverTlsOptions(config.tls.cert, config.tls.key), ...httpOptions } : null;
  // Answers made before leave from Node's listener (http/front-door.ts) — not behind a trusted
  // proxy (whose headers name the protocol and request id), nor while every request is traced.
  const frontDoor = config.trustProxy.length || config.telemetry?.endpoint || config.development ? null : new FrontDoor();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logStream ? { stream: config.logStream } : {}),
      ...(config.prettyLog ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    },
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 16 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    clientErrorHandler: answerClientError,
    ...timeouts,
    ...(httpsOptions ? { https: httpsOptions } : { http: httpOptions }),
    ...(frontDoor ? { serverFactory: (handler: Parameters<FrontDoor['listener']>[0]) => serverWithFrontDoor(frontDoor, handler, { https: httpsOptions, http: httpOptions, ...timeouts }) } : {}),
  });
  // Behind a trusted proxy every connection comes from the proxy, which bounds clients itself.
  if (!config.trustProxy.length) limitConnectionsPerClient(app.server, connections.perClient, app.log);
  // First, so its span covers every other hook; without an endpoint nothing is added (and nothing loaded).
  const telemetry = await startTelemetry(app, config.telemetry);

  const clock = config.clock ?? systemClock;
  const now = () => clock.now();
  const ownsDatabase = !config.databaseHandle;
  const database = config.databaseHandle ?? (await openDatabase(config.database, app.log));
  // Changes made here reach this process's session cache at once, not only via the notification.
  const users = new UserRepository(database.db, (notice) => sessions.handleChange(notice));
  const sessionRepository = new SessionRepository(database.db);
  const sessions = new SessionService(sessionRepository, config.sessionSecret, config.accessDurationSeconds, now);
  const stopListening = await database.listen(AUTH_CHANGES_CHANNEL, {
    onMessage: (notice) => sessions.handleChange(notice),
    onDisconnect: () => {
      app.log.warn('database notifications lost: session checks query the database until they are back');
      sessions.distrustCache();
    },
    onReconnect: () => sessions.trustCacheAgain(),
  });
  const debugUser = await syncDebugAccount(users, config.debug, now());
  if (debugUser) {
    const renewal = setInterval(() => {
      renewDebugAccount(users, now()).catch((error: unknown) => app.log.warn({ err: error }, 'debug account not renewed'));
    }, DEBUG_ACCOUNT_RENEW_MS);
    renewal.unref();
    app.addHook('onClose', async () => clearInterval(renewal));
  }

  const sessionCleanup = new SessionCleanup((before) => sessionRepository.deleteEnded(before), now, (error) => app.log.warn({ err: error }, 'ended sessions not deleted'));
  sessionCleanup.start();

  app.addHook('onClose', async () => {
    await sessionCleanup.stop();
    await stopListening();
    if (ownsDatabase) await database.close();
  });

  const development = config.development ?? null;
  const metrics = new ServerMetrics({ activeSessions: () => sessionRepository.countActive(now()), pool: () => database.poolStats(), sessionCache: () => sessions.cacheStats() });
  const outage = new DatabaseOutageWatch((timeoutMs) => database.ping(timeoutMs), app.log);
  app.addHook('onClose', async () => outage.stop());
  installErrorHandler(app, outage);
  const scriptHashes = development?.scriptHashes ?? (config.renderer ? [scriptHash(config.renderer.BOOT_SCRIPT)] : []);
  const built = !development && config.renderer ? builtPages(config, config.renderer) : null;
  const security = registerSecurityHeaders(app, scriptHashes, { inlineStyles: development !== null, styleHashes: built?.styleHashes ?? [] });
  const knownHost = registerHostGuard(app, config.registry);
  echoRequestId(app);
  const drain = new DrainState();
  drain.register(app);
  registerRequestGuards(app);
  development?.mount(app);
  metrics.register(app, config.metricsToken);
  await app.register(cookie);
  frontDoor?.open({
    knownHost,
    draining: () => drain.draining,
    requestId: requestIdGenerator(config.trustProxy),
    count: (site, route, method, status, seconds) => metrics.countRequest(site, route, method, status, seconds),
    parseCookie: (header) => app.parseCookie(header),
    accessLog: ['info', 'debug', 'trace'].includes(app.log.level) ? app.log : null,
  });
  const throttle = new LoginThrottle(new RateLimitRepository(database.db), { ...config.loginLimits, signupsPerHour: config.signupsPerHour }, now);
  const login = new LoginService({
    auth: new AuthService(users, now),
    sessions,
    users,
    throttle,
    sleep: config.loginDelay ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    now,
  });
  const handoff = new SignInHandoffService(new SignInRepository(database.db), sessions, now);
  registerPendingLogout(app, { sessions, endSignIn: (sessionId) => handoff.endSignInOf(sessionId) });
  await app.register(authRoutes, {
    login,
    sessions,
    accessDurationSeconds: config.accessDurationSeconds,
    onLoginRefused: (reason) => metrics.loginFailed(reason),
    endSignIn: (sessionId) => handoff.endSignInOf(sessionId),
    security,
    frontDoor,
  });
  registerSignInHandoff(app, { registry: config.registry, sessions, handoff, accessDurationSeconds: config.accessDurationSeconds, frontDoor });
  await app.register(systemRoutes, { debugUser, database, draining: () => drain.draining, outage });
  const mailer = metrics.countMail(createMailer(config.mail, { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) }));
  app.addHook('onClose', async () => mailer.close());
  const accounts = new AccountService({
    users,
    accounts: new AccountRepository(database.db),
    mailer,
    registry: config.registry,
    secret: config.sessionSecret,
    mailWaitMs: Math.min(config.mail.timeoutMs, 5000),
    log: (message) => app.log.warn({ event: 'mail.failed' }, message),
  });
  await app.register(accountRoutes, { accounts, sessions, throttle });
  await app.register(adminRoutes, { accounts, sessions });
  await app.register(passwordResetRoutes, {
    accessDurationSeconds: config.accessDurationSeconds,
    resets: new PasswordResetService({
      users,
      links: new PasswordResetRepository(database.db, (notice) => sessions.handleChange(notice)),
      accounts: new AccountRepository(database.db),
      counters: new RateLimitRepository(database.db),
      sessions,
      mailer,
      registry: config.registry,
      unsubscribe: accounts.unsubscribe,
      hash: hashPassword,
      log: (message) => app.log.warn({ event: 'mail.failed' }, message),
      now,
    }),
  });
  await app.register(passkeyRoutes, {
    registry: config.registry,
    passkeys: new PasskeyService({ passkeys: new PasskeyRepository(database.db), accounts: new AccountRepository(database.db), users, now }),
    sessions,
    handoff,
    throttle,
    accessDurationSeconds: config.accessDurationSeconds,
  });
  await app.register(clientErrorRoutes, { telemetry });
  await app.register(sessionRoutes, { sessions, list: new SessionListService({ sessions: sessionRepository, cache: sessions, users, accounts: new AccountRepository(database.db), now }) });
  const content = new ContentStore(config.contentDir, config.registry);
  if (config.contentWorker && !development) {
    const preparing = content.prepareInWorker(config.contentWorker);
    preparing.done.then(
      (count) => app.log.debug({ event: 'content.prepared', count }, 'page texts parsed by the content worker'),
      (error: unknown) => app.log.warn({ err: error }, 'content worker failed: page texts are parsed on first use'),
    );
    app.addHook('onClose', preparing.stop);
  }
  const stopWatching = development?.watch(config.contentDir, (file) => {
    try {
      content.refresh(file);
      app.log.info({ file }, 'content file read again');
    } catch (error) {
      app.log.warn({ err: error, file }, 'content file not read again: the page keeps its previous text');
    }
  });
  if (stopWatching) app.addHook('onClose', async () => stopWatching());
  const pages = new PageService(content);
  await app.register(pageApiRoutes, { pages, sessions, registry: config.registry, contact: contactCard(config.registry) });

  app.all('/api/*', async (_request, reply) => sendError(reply, 404, 'not_found', 'No such API endpoint.'));
  await app.register(feedRoutes, { registry: config.registry, pages, clock });
  await app.register(cvPdfRoutes, { registry: config.registry, pages });
  const pageSetup = development ? { source: development.pages, files: development.files } : built ? { source: built.source, files: built.files } : null;
  if (pageSetup) await app.register(pwaRoutes, { pages, registry: config.registry, files: development ? null : pageSetup.files });
  if (pageSetup) await app.register(appShellRoutes, { registry: config.registry, source: pageSetup.source, clock });
  if (pageSetup?.files) registerAssetRoutes(app, pageSetup.files, security, frontDoor ?? undefined);
  const renderThread = built && config.renderWorker ? startRenderThread(app, config.renderWorker, config.registry, pages) : null;
  if (pageSetup) {
    await app.register(pageRoutes, { registry: config.registry, pages, sessions, clock, outage, renderLimits: config.renderLimits, observer: metrics.pages, security, ...(frontDoor ? { frontDoor } : {}), ...(renderThread ? { renderThread } : {}), ...pageSetup });
  }
  return { app, database, users, sessions, accounts, drain, sessionCleanup, frontDoor, renderThread };
}
