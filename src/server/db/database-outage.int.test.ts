// The database goes away and comes back (PostgreSQL only: PGlite runs inside the process).
// Nothing here may end the process; the API answers 503 while the database is away and recovers
// without a restart, and the session cache is rebuilt once notifications flow again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { type DatabaseHandle, openDatabase } from './database';
import { createScratchDatabase } from '@server/db/scratch-database';
import { addUser, httpsGet, jsonHeaders, sessionCookieFrom, sessionCookieOf, startTestServer } from '@server/testing/test-server';

const serverUrl = process.env.TEST_DATABASE_URL;

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handles: DatabaseHandle[];
  let first: BuiltServer;
  let second: BuiltServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    handles = [await openDatabase({ kind: 'postgres', url: scratch.url }), await openDatabase({ kind: 'postgres', url: scratch.url })];
    first = await startTestServer(handles[0]!);
    second = await startTestServer(handles[1]!);
    await addUser(first, { name: 'mara', password: 'personal-secret-1' });
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  });

  const login = (server: BuiltServer) =>
    server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: JSON.stringify({ username: 'mara', password: 'personal-secret-1' }) });
  const status = (server: BuiltServer, cookie: string) =>
    server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: 'localhost', cookie } });
  const ready = (server: BuiltServer) => server.app.inject({ method: 'GET', url: '/api/ready', headers: { host: 'localhost' } });
  const terminateBackends = () =>
    scratch.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [scratch.name]);

  it('keeps answering when every connection is terminated, and the next login works', async () => {
    const before = sessionCookieFrom((await login(first)).headers['set-cookie'])!;
    await terminateBackends();
    expect((await first.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost' } })).statusCode).toBe(200);
    const loggedIn = await eventually(() => login(first), (response) => response.statusCode === 200);
    expect(loggedIn.statusCode).toBe(200);
    expect((await status(first, before)).statusCode).toBe(200);
  });

  it('survives a connection that is terminated while a request holds it, and fails only that request', async () => {
    const { sql } = await import('kysely');
    const lost: unknown[] = [];
    const onUncaught = (error: unknown) => lost.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // A transaction holds its connection between statements: the termination arrives while no
      // query runs, so the client reports it only as its own 'error' event.
      const outcome = await handles[0]!.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await terminateBackends();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
          return 'committed';
        })
        .catch((error: Error) => error.message);
      expect(outcome).not.toBe('committed');
      expect(lost).toEqual([]);
      expect((await eventually(() => ready(first), (response) => response.statusCode === 200)).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('answers 503 with Retry-After while the database refuses connections, and 200 again once it is back', async () => {
    const cookie = sessionCookieFrom((await login(first)).headers['set-cookie'])!;
    await scratch.admin.query(`alter database ${scratch.name} allow_connections false`);
    await terminateBackends();
    try {
      const refused = await eventually(() => status(first, cookie), (response) => response.statusCode === 503);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ error: { code: 'database_unavailable', message: expect.any(String) } });
      expect((await login(first)).statusCode).toBe(503);
      expect((await ready(first)).statusCode).toBe(503);
      expect((await first.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost' } })).statusCode).toBe(200);
    } finally {
      await scratch.admin.query(`alter database ${scratch.name} allow_connections true`);
    }
    expect((await eventually(() => ready(first), (response) => response.statusCode === 200)).statusCode).toBe(200);
    expect((await eventually(() => status(first, cookie), (response) => response.statusCode === 200)).statusCode).toBe(200);
  });

  it('keeps a member on a member page (503, no login redirect) and logs the outage once, not per request', async () => {
    const lines: Record<string, unknown>[] = [];
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    const pages = await startTestServer(handle, { pages: true, trustProxy: ['127.0.0.1'], logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
    try {
      await addUser(pages, { name: 'insider', password: 'insider-secret-1', internal: true, entitled: true });
      const cookie = await sessionCookieOf(pages, 'krypta-archiv.example', 'insider', 'insider-secret-1');
      const memberPage = () => httpsGet(pages, 'krypta-archiv.example', '/intern/1971', { cookie });
      expect((await memberPage()).statusCode).toBe(200);
      await scratch.admin.query(`alter database ${scratch.name} allow_connections false`);
      await terminateBackends();
      try {
        const waiting = await eventually(memberPage, (response) => response.statusCode !== 200);
        expect(waiting.statusCode).toBe(503);
        expect(waiting.headers.location).toBeUndefined();
        expect(waiting.headers['retry-after']).toBe('5');
        expect(waiting.headers['cache-control']).toBe('private, no-store');
        for (let request = 0; request < 5; request += 1) {
          expect((await memberPage()).statusCode).toBe(503);
          expect((await httpsGet(pages, 'krypta-archiv.example', '/api/check-auth-status', { cookie })).statusCode).toBe(503);
          expect((await pages.app.inject({ method: 'GET', url: '/api/ready', headers: { host: 'localhost' } })).statusCode).toBe(503);
        }
      } finally {
        await scratch.admin.query(`alter database ${scratch.name} allow_connections true`);
      }
      expect((await eventually(memberPage, (response) => response.statusCode === 200)).statusCode).toBe(200);
      await eventually(async () => lines.filter((line) => line.event === 'database.up').length, (count) => count > 0);
      expect(lines.filter((line) => line.event === 'database.down')).toHaveLength(1);
      expect(lines.filter((line) => line.event === 'database.up')).toHaveLength(1);
      // No stack trace per request: not one line carries an error object.
      expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
    } finally {
      await pages.app.close();
      await handle.close();
    }
  });

  it('hears changes from another instance again once notifications are back', async () => {
    const cookie = sessionCookieFrom((await login(first)).headers['set-cookie'])!;
    expect((await status(first, cookie)).statusCode).toBe(200);
    await terminateBackends();
    // The first instance listens again (it may need a few back-off rounds), then a logout on
    // the second instance must reach it, whether from its cache or from the database.
    await eventually(() => ready(first), (response) => response.statusCode === 200);
    const loggedOut = await second.app.inject({ method: 'POST', url: '/api/logout', headers: { ...jsonHeaders(), cookie }, payload: '{}' });
    expect(loggedOut.statusCode).toBe(200);
    expect((await eventually(() => status(first, cookie), (response) => response.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('an unreachable DATABASE_URL at start-up', () => {
  it('is named as such, without the password', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgresql://sites:secret-pass@127.0.0.1:1/sites' })).rejects.toThrow(
      /^Cannot reach the PostgreSQL server in DATABASE_URL \(127\.0\.0\.1:1\/sites\): .*ECONNREFUSED/,
    );
    await openDatabase({ kind: 'postgres', url: 'postgresql://sites:secret-pass@127.0.0.1:1/sites' }).catch((error: Error) => expect(error.message).not.toContain('secret-pass'));
  });
});

describe('the embedded database', () => {
  it('runs with a small buffer cache (memory at rest, docs/decisions/007)', async () => {
    const handle = await openDatabase({ kind: 'embedded', dataDir: null });
    try {
      const { sql } = await import('kysely');
      const shown = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(handle.db);
      expect(shown.rows[0]!.shared_buffers).toBe('2MB');
    } finally {
      await handle.close();
    }
  });
});
