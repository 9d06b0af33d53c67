// buildServer(config): composes the Fastify app. No process access here; main.ts owns that.
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { type DatabaseHandle, AUTH_CHANGES_CHANNEL, openDatabase } from './db/database';
import { SessionRepository } from './db/session.repository';
import { UserRepository } from './db/user.repository';
import { installErrorHandler, sendError } from './http/errors';
import { registerHostGuard } from './http/host-guard';
import { registerRequestGuards } from './http/request-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { injectRegistry } from './http/shell-html';
import { loadStaticSite, registerStaticSite } from './http/static-assets';
import { AccountRepository } from './db/account.repository';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './routes/accounts/accounts.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { AccountService } from './services/account.service';
import { systemRoutes } from './routes/system/system.routes';
import { AuthService } from './services/auth.service';
import { hashPassword } from './services/password';
import { SessionService } from './services/session.service';

export type BuildOptions = ServerConfig & {
  /** An already open database (tests share one); otherwise config.database is opened and closed with the app. */
  databaseHandle?: DatabaseHandle;
};

export interface BuiltServer {
  app: FastifyInstance;
  accounts: AccountService;
  database: DatabaseHandle;
  users: UserRepository;
  sessions: SessionService;
}

const DEBUG_USER_NAME = 'debug';

async function ensureDebugUser(users: UserRepository): Promise<{ name: string; pass: string }> {
  const pass = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(pass);
  const existing = await users.findByName(DEBUG_USER_NAME);
  if (existing) await users.update(existing.id, { password_hash: passwordHash, disabled: false });
  else await users.create({ name: DEBUG_USER_NAME, password_hash: passwordHash, entitled: true, internal: true });
  return { name: DEBUG_USER_NAME, pass };
}

export async function buildServer(config: BuildOptions): Promise<BuiltServer> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 16 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    ...(config.tls ? { https: { cert: config.tls.cert, key: config.tls.key } } : {}),
  }) as unknown as FastifyInstance;

  const ownsDatabase = !config.databaseHandle;
  const database = config.databaseHandle ?? (await openDatabase(config.database));
  const users = new UserRepository(database.db);
  const sessionRepository = new SessionRepository(database.db);
  const sessions = new SessionService(sessionRepository, config.sessionSecret, config.accessDurationSeconds);
  const stopListening = await database.listen(AUTH_CHANGES_CHANNEL, (notice) => sessions.handleChange(notice));
  const debugUser = config.debug ? await ensureDebugUser(users) : null;

  app.addHook('onClose', async () => {
    await stopListening();
    if (ownsDatabase) await database.close();
  });

  installErrorHandler(app);
  registerSecurityHeaders(app);
  registerHostGuard(app, config.registry);
  registerRequestGuards(app);
  await app.register(cookie);
  await app.register(authRoutes, {
    auth: new AuthService(users),
    sessions,
    users,
    accessDurationSeconds: config.accessDurationSeconds,
    limits: config.loginLimits,
  });
  await app.register(systemRoutes, { debugUser });
  const mailer = createMailer(config.mail, (message) => app.log.info(message));
  app.addHook('onClose', async () => mailer.close());
  const accounts = new AccountService({
    users,
    accounts: new AccountRepository(database.db),
    mailer,
    registry: config.registry,
    secret: config.sessionSecret,
    mailWaitMs: Math.min(config.mail.timeoutMs, 5000),
    log: (message) => app.log.warn(message),
  });
  await app.register(accountRoutes, { accounts, sessions, signupsPerHour: config.signupsPerHour });
  await app.register(adminRoutes, { accounts, sessions });

  app.all('/api/*', async (_request, reply) => sendError(reply, 404, 'not_found', 'No such API endpoint.'));
  if (config.clientDir) {
    registerStaticSite(app, loadStaticSite(config.clientDir, (html) => injectRegistry(html, config.registry)));
  }
  return { app, database, users, sessions, accounts };
}
