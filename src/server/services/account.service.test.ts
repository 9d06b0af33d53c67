// Sign-up takes the same path whether or not the address is registered: one password hash (the
// slow step) either way, and no wait for the mail server, whose mail goes out after the answer.
import { describe, expect, it, vi } from 'vitest';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import { registry } from '@server/testing/test-server';
import { AccountService } from './account.service';

function service(registered: string[]) {
  const rows: UserRow[] = registered.map((email, index) => ({ id: index + 1, name: `user${index}`, email }) as UserRow);
  const users = {
    findByName: async (name: string) => rows.find((row) => row.name === name),
    findByEmail: async (email: string) => rows.find((row) => row.email === email),
    create: async (row: Partial<UserRow>) => {
      const created = { ...row, id: rows.length + 1, language: 'en' } as UserRow;
      rows.push(created);
      return created;
    },
  } as unknown as UserRepository;
  const accounts = {
    audit: vi.fn(async () => undefined),
    isOptedOut: async () => false,
    logMail: async () => 1,
    updateMail: async () => undefined,
  } as unknown as AccountRepository;
  // A mail server that never answers: a sign-up that waited for it would never finish.
  const send = vi.fn(() => new Promise<{ file: string | null }>(() => undefined));
  const hashPassword = vi.fn(async (password: string) => `hash:${password}`);
  const accountService = new AccountService({
    users,
    accounts,
    mailer: { send, close: () => undefined },
    registry,
    secret: 's'.repeat(40),
    mailWaitMs: 3_600_000,
    log: () => undefined,
    hashPassword,
  });
  return { accountService, hashPassword, send, rows };
}

describe('sign-up', () => {
  const site = registry.sites.find((entry) => entry.domain === 'diakonie-forum.example')!;

  it('hashes once and answers without waiting for the mail, for a new address and a registered one alike', async () => {
    const fresh = service([]);
    await fresh.accountService.signup.signUp({ username: 'newcomer', email: 'New@Example.org', language: 'en', site });
    expect(fresh.hashPassword).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fresh.send).toHaveBeenCalledTimes(1));
    expect(fresh.rows.at(-1)).toMatchObject({ name: 'newcomer', email: 'new@example.org' });

    const known = service(['new@example.org']);
    await known.accountService.signup.signUp({ username: 'someone', email: ' NEW@example.org', language: 'en', site });
    expect(known.hashPassword).toHaveBeenCalledTimes(1);
    expect(known.send).not.toHaveBeenCalled();
    expect(known.rows).toHaveLength(1);
  });

  it('refuses an address with a display name or a group', async () => {
    const { accountService } = service([]);
    for (const email of ['x<victim@example.org>', 'g:victim@example.org']) {
      await expect(accountService.signup.signUp({ username: 'someone', email, language: 'en', site })).rejects.toMatchObject({ status: 400, code: 'invalid_email' });
    }
  });
});
