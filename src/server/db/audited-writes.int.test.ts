// A change and its audit line are written in one transaction: both, or neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepository, type AuditRecord } from './account.repository';
import type { DatabaseHandle } from './database';
import { UserRepository } from './user.repository';
import { databaseCases } from '@server/testing/test-server';

/** An audit line the database refuses (its actor is required). */
const refused = { actor: null, action: 'update' } as unknown as AuditRecord;

describe.each(databaseCases())('audited writes on $name', (databaseCase) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let users: UserRepository;
  let accounts: AccountRepository;

  beforeAll(async () => {
    const opened = await databaseCase.open();
    ({ handle, cleanup } = opened);
    users = new UserRepository(handle.db);
    accounts = new AccountRepository(handle.db);
  });
  afterAll(() => cleanup());

  const auditActions = async () => (await accounts.auditLog(100)).map((row) => `${row.action} ${row.target}`);

  it('writes a new user and its audit line together, or neither', async () => {
    await users.create({ name: 'ada', email: 'ada@example.org', password_hash: 'x' }, { actor: 'owner', action: 'create', target: 'ada' });
    await expect(users.create({ name: 'bob', email: 'bob@example.org', password_hash: 'x' }, refused)).rejects.toThrow();
    expect(await users.findByName('bob')).toBeUndefined();
    expect(await auditActions()).toContain('create ada');
  });

  it('keeps a user unchanged when the audit line of the change cannot be written', async () => {
    const ada = (await users.findByName('ada'))!;
    await expect(users.update(ada.id, { entitled: true }, refused)).rejects.toThrow();
    expect((await users.findByName('ada'))!.entitled).toBe(false);
    await users.update(ada.id, { entitled: true }, { actor: 'owner', action: 'update', target: 'ada' });
    expect((await users.findByName('ada'))!.entitled).toBe(true);
    expect(await auditActions()).toContain('update ada');
  });

  it('deletes a user only with its audit line, and opts out an address only with its line', async () => {
    const ada = (await users.findByName('ada'))!;
    await expect(users.remove(ada.id, refused)).rejects.toThrow();
    expect(await users.findByName('ada')).toBeDefined();
    await expect(accounts.optOut('ada@example.org', refused)).rejects.toThrow();
    expect(await accounts.isOptedOut('ada@example.org')).toBe(false);
    await accounts.optOut('ada@example.org', { actor: 'visitor', action: 'unsubscribe', target: 'ada@example.org' });
    expect(await accounts.isOptedOut('ada@example.org')).toBe(true);
  });
});
