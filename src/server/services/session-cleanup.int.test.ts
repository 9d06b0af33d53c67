// Sessions that ended pile up no more: a starting server deletes those a day past their expiry and
// keeps the rest (the hourly runs are session-cleanup.test.ts's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '@server/db/session.repository';
import { addUser, databaseCases, startTestServer } from '@server/testing/test-server';
import type { DatabaseHandle } from '@server/db/database';

const HOUR = 60 * 60_000;

describe.each(databaseCases())('ended sessions on $name', (dbCase) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await dbCase.open();
    handle = opened.handle;
    cleanup = opened.cleanup;
  });
  afterAll(async () => cleanup());

  it('a starting server deletes the sessions expired more than a day ago and keeps the others', async () => {
    const first = await startTestServer(handle);
    const user = await addUser(first, { name: 'alt', password: 'personal-secret-1' });
    await first.app.close();
    const sessions = new SessionRepository(handle.db);
    const now = Date.now();
    await sessions.create({ id: 'long-gone', userId: user.id, expiresAt: new Date(now - 25 * HOUR) });
    await sessions.create({ id: 'just-ended', userId: user.id, expiresAt: new Date(now - HOUR) });
    await sessions.create({ id: 'active', userId: user.id, expiresAt: new Date(now + HOUR) });

    const server = await startTestServer(handle);
    await server.sessionCleanup.idle();
    const left = await handle.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['active', 'just-ended']);
    await server.app.close();
  });
});
