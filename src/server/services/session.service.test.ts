import { describe, expect, it } from 'vitest';
import type { SessionRepository } from '@server/db/session.repository';
import { LAST_SEEN_WRITE_INTERVAL_MS, SessionService, isCanonicalCompactJws } from './session.service';

/** Re-spells one base64url segment without changing its bytes. */
const variants = (segment: string): string[] => {
  const last = segment.at(-1)!;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // A 32-byte signature is 43 characters: the last one carries 4 bits, so the 2 low bits are unused.
  const unusedBitsSet = alphabet[alphabet.indexOf(last) | 1]!;
  return [`${segment}=`, segment.slice(0, -1) + unusedBitsSet, segment.replace(/-/g, '+').replace(/_/g, '/')];
};

describe('token encoding', () => {
  const sessions = { create: async () => undefined } as unknown as SessionRepository;
  const service = new SessionService(sessions, 's'.repeat(40), 3600);

  it('accepts the token as issued and no other spelling of it', async () => {
    const { token } = await service.issue({ id: 1, name: 'mara' });
    expect(isCanonicalCompactJws(token)).toBe(true);
    expect(await service.verify(token)).toMatchObject({ username: 'mara' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const respelled = [...variants(signature).map((variant) => `${header}.${payload}.${variant}`), `${header}.${payload}=.${signature}`].filter(
      (variant) => variant !== token,
    );
    expect(respelled.length).toBeGreaterThanOrEqual(3);
    for (const variant of respelled) {
      expect(isCanonicalCompactJws(variant), variant).toBe(false);
      expect(await service.verify(variant), variant).toBeNull();
    }
  });

  it('refuses a token with a missing or empty segment', () => {
    expect(isCanonicalCompactJws('a.b')).toBe(false);
    expect(isCanonicalCompactJws('a..c')).toBe(false);
  });
});

describe('the session cache', () => {
  const user = { id: 1, name: 'mara', email: null, entitled: false, internal: false, roles: [], disabled: false, valid_from: null, valid_to: null, must_change_password: true };

  /** A repository whose reads wait until release() and return the row as it is at that moment. */
  function slowRepository() {
    let row = { ...user };
    let reads = 0;
    const waiting: (() => void)[] = [];
    const repository = {
      create: async () => undefined,
      findActive: async (id: string) => {
        reads += 1;
        const seen = { id, expiresAt: new Date(Date.now() + 3_600_000), user: { ...row } };
        await new Promise<void>((resolve) => waiting.push(resolve));
        return seen;
      },
    } as unknown as SessionRepository;
    return {
      repository,
      change: (patch: Partial<typeof user>) => (row = { ...row, ...patch }),
      /** Lets the waiting reads finish, once `count` reads have begun. */
      release: async (count: number) => {
        while (reads < count) await new Promise((resolve) => setTimeout(resolve, 1));
        waiting.splice(0).forEach((resolve) => resolve());
      },
      reads: () => reads,
    };
  }

  it('does not keep what a lookup read before a change it heard meanwhile', async () => {
    const store = slowRepository();
    const service = new SessionService(store.repository, 's'.repeat(40), 3600);
    const { token } = await service.issue({ id: 1, name: 'mara' });
    const before = service.resolve(token);
    while (store.reads() < 1) await new Promise((resolve) => setTimeout(resolve, 1));
    store.change({ must_change_password: false });
    service.handleChange('user:1');
    await store.release(1);
    expect((await before)!.user.mustChangePassword).toBe(true);
    const after = service.resolve(token);
    await store.release(2);
    expect((await after)!.user.mustChangePassword).toBe(false);
    expect(store.reads()).toBe(2);
  });

  it('answers from the cache when nothing changed', async () => {
    const store = slowRepository();
    const service = new SessionService(store.repository, 's'.repeat(40), 3600);
    const { token } = await service.issue({ id: 1, name: 'mara' });
    const first = service.resolve(token);
    await store.release(1);
    await first;
    expect((await service.resolve(token))!.user.name).toBe('mara');
    expect(store.reads()).toBe(1);
  });
});

describe('a session seen before', () => {
  const user = { id: 1, name: 'mara', email: null, entitled: false, internal: false, roles: ['owner', 'no-such-role'], disabled: false, valid_from: null, valid_to: null, must_change_password: false };
  function service() {
    let reads = 0;
    const repository = {
      create: async () => undefined,
      touch: async () => undefined,
      findActive: async (id: string) => (reads++, { id, expiresAt: new Date(Date.now() + 3_600_000), user: { ...user } }),
    } as unknown as SessionRepository;
    return { sessions: new SessionService(repository, 's'.repeat(40), 3600), reads: () => reads };
  }

  it('is answered within one promise turn: token and session known, nothing awaited', async () => {
    const { sessions, reads } = service();
    const { token } = await sessions.issue({ id: 1, name: 'mara' });
    await sessions.resolve(token);
    let answered = false;
    void sessions.resolve(token).then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(true);
    expect(reads()).toBe(1);
  });

  it('shares one frozen user between requests until a change is heard', async () => {
    const { sessions, reads } = service();
    const { token } = await sessions.issue({ id: 1, name: 'mara' });
    const first = (await sessions.resolve(token))!.user;
    expect(first).toEqual({ name: 'mara', email: null, entitled: false, internal: false, roles: ['owner'], mustChangePassword: false, validFrom: null, validTo: null });
    expect(Object.isFrozen(first) && Object.isFrozen(first.roles)).toBe(true);
    expect((await sessions.resolve(token))!.user).toBe(first);
    sessions.handleChange('user:1');
    const after = (await sessions.resolve(token))!.user;
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
    expect(reads()).toBe(2);
  });

  it('is answered without a promise by resolveKnown, which leaves to resolve() what it does not know', async () => {
    const { sessions, reads } = service();
    const { token } = await sessions.issue({ id: 1, name: 'mara' });
    expect(sessions.resolveKnown(undefined)).toBeNull();
    expect(sessions.resolveKnown(token)).toBeUndefined();
    const resolved = await sessions.resolve(token);
    expect(sessions.resolveKnown(token)).toEqual(resolved);
    expect(sessions.resolveKnown(token)!.user).toBe(resolved!.user);
    sessions.handleChange('session:' + resolved!.token.jti);
    expect(sessions.resolveKnown(token)).toBeUndefined();
    await sessions.resolve(token);
    sessions.distrustCache();
    expect(sessions.resolveKnown(token)).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('is still refused once its time is over', async () => {
    let time = Date.now();
    const repository = { create: async () => undefined, touch: async () => undefined, findActive: async (id: string) => ({ id, expiresAt: new Date(time + 3_600_000_000), user }) } as unknown as SessionRepository;
    const sessions = new SessionService(repository, 's'.repeat(40), 60, () => new Date(time));
    const { token } = await sessions.issue({ id: 1, name: 'mara' });
    expect(await sessions.resolve(token)).not.toBeNull();
    time += 61_000;
    expect(await sessions.resolve(token)).toBeNull();
    expect(await sessions.verify(token)).toBeNull();
  });
});

describe('the last-seen time of a session', () => {
  it('is written when a session is used, at most once per interval', async () => {
    let time = Date.UTC(2026, 10, 25, 12);
    const touched: Date[] = [];
    const user = { id: 1, name: 'mara', email: null, entitled: false, internal: false, roles: [], disabled: false, valid_from: null, valid_to: null, must_change_password: false };
    const repository = {
      create: async () => undefined,
      findActive: async (id: string) => ({ id, expiresAt: new Date(time + 3_600_000), user }),
      touch: async (_id: string, at: Date) => void touched.push(at),
    } as unknown as SessionRepository;
    const service = new SessionService(repository, 's'.repeat(40), 3600, () => new Date(time));
    const { token } = await service.issue({ id: 1, name: 'mara' }, { host: 'diakonie-forum.example', browser: 'Firefox', platform: 'Linux' });
    const use = async (minutes: number) => {
      time += minutes * 60_000;
      expect(await service.resolve(token)).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await use(1); // the start counts as seen
    expect(touched).toHaveLength(0);
    await use(LAST_SEEN_WRITE_INTERVAL_MS / 60_000);
    expect(touched).toHaveLength(1);
    await use(1);
    await use(1);
    expect(touched).toHaveLength(1);
    await use(LAST_SEEN_WRITE_INTERVAL_MS / 60_000);
    expect(touched.map((at) => at.getTime())).toEqual([Date.UTC(2026, 10, 25, 12, 6), Date.UTC(2026, 10, 25, 12, 13)]);
  });
});
