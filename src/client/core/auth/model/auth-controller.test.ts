import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus, AuthUser } from '@shared/api-types';
import { MAX_CONNECT_RETRIES, TOKEN_RECHECK_MS } from '@shared/constants';
import { AuthController, type AuthApi, type AuthClock } from './auth-controller';
import { isMarkedMember, markedMember } from './auth-state';

const START = Date.UTC(2026, 10, 22, 10, 0, 0);
const user: AuthUser = { name: 'mara', email: null, entitled: false, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };

/** A token as the browser gets it: the session JWT without its signature (the signed one is in the httpOnly cookie only). */
function token(iatOffsetSeconds: number, expOffsetSeconds: number, username = 'mara'): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ username, iat: now + iatOffsetSeconds, exp: now + expOffsetSeconds, jti: 'j' })}.`;
}

const clock: AuthClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

function fakeApi(answers: Array<{ status: number; body: AuthStatus | null } | Error>) {
  const api = {
    checkAuthStatus: vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    logout: vi.fn(async () => ({ status: 200 })),
  } satisfies AuthApi;
  return api;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AuthController start-up check', () => {
  it('sets loading while checking, then user and token for a valid session', async () => {
    const valid = token(-10, 3600);
    const api = fakeApi([{ status: 200, body: { user, token: valid } }]);
    const controller = new AuthController(api, clock);
    const seen: boolean[] = [];
    controller.subscribe((state) => seen.push(state.loading));
    await controller.start();
    expect(seen[0]).toBe(true);
    expect(controller.getState()).toMatchObject({ user, token: valid, loading: false, expired: null });
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('clears user, token and expired info on 401 without calling logout', async () => {
    const api = fakeApi([{ status: 401, body: null }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    expect(controller.getState()).toMatchObject({ user: null, token: null, loading: false, expired: null });
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('runs a logout without expired info on any other status', async () => {
    const api = fakeApi([{ status: 400, body: null }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ user: null, token: null, loading: false, expired: null });
  });

  it('forces logout and records expired info when the server sends an expired token', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(-7200, -60) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.runOnlyPendingTimersAsync();
    expect(api.logout).toHaveBeenCalledTimes(1);
    const expired = controller.getState().expired;
    expect(expired).toEqual({ userName: 'mara', iat: START / 1000 - 7200, exp: START / 1000 - 60 });
    expect(controller.getState().user).toBeNull();
  });

  it('forces logout for a token issued in the future', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(600, 3600) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.runOnlyPendingTimersAsync();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(controller.getState().expired?.userName).toBe('mara');
  });

  it('forces logout without expired info for an undecodable token', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: 'garbage' } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.runOnlyPendingTimersAsync();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(controller.getState().expired).toBeNull();
  });
});

describe('AuthController network errors', () => {
  it('retries with back-off and reports the maximum, without a logout', async () => {
    const api = fakeApi([new Error('offline')]);
    const controller = new AuthController(api, clock);
    await controller.start();
    expect(api.logout).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ loading: false, expired: null });
    expect(controller.getState().connection).toEqual({ kind: 'retrying', attempt: 1 });
    for (let attempt = 2; attempt <= MAX_CONNECT_RETRIES; attempt += 1) {
      await vi.advanceTimersToNextTimerAsync();
      expect(controller.getState().connection).toEqual({ kind: 'retrying', attempt });
    }
    await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState().connection).toEqual({ kind: 'failed' });
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(MAX_CONNECT_RETRIES + 1);
  });

  it('doubles the delay between retries and recovers when the server answers', async () => {
    const valid = token(-1, 3600);
    const api = fakeApi([new Error('offline'), new Error('offline'), { status: 200, body: { user, token: valid } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState()).toMatchObject({ user, token: valid, connection: { kind: 'ok' } });
  });
});

describe('AuthController after a server render', () => {
  it('takes the session the page was rendered with, without loading, and checks it in the background', async () => {
    const valid = token(-1, 3600);
    const api = fakeApi([{ status: 401, body: null }]);
    const controller = new AuthController(api, clock);
    controller.hydrate({ user, token: valid });
    expect(controller.getState()).toMatchObject({ user, token: valid, loading: false });
    const seen: boolean[] = [];
    controller.subscribe((state) => seen.push(state.loading));
    const checked = controller.revalidate();
    expect((await controller.settled()).user).toBeNull();
    await checked;
    expect(seen).not.toContain(true);
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(1);
  });

  it('finds a session the server did not see', async () => {
    const valid = token(-1, 3600);
    const controller = new AuthController(fakeApi([{ status: 200, body: { user, token: valid } }]), clock);
    controller.hydrate({ user: null, token: null });
    await controller.revalidate();
    expect(controller.getState()).toMatchObject({ user, token: valid });
  });

  it('ignores a user without a token', () => {
    const controller = new AuthController(fakeApi([{ status: 401, body: null }]), clock);
    controller.hydrate({ user, token: null });
    expect(controller.getState().user).toBeNull();
  });
});

describe('AuthController with the server temporarily unavailable', () => {
  it.each([500, 502, 503, 504])('retries after %i like after a lost connection and recovers', async (status) => {
    const valid = token(-1, 3600);
    const api = fakeApi([{ status, body: null }, { status: 200, body: { user, token: valid } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    expect(controller.getState()).toMatchObject({ user: null, connection: { kind: 'retrying', attempt: 1 } });
    await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState()).toMatchObject({ user, token: valid, connection: { kind: 'ok' } });
  });
});

describe('AuthController keeps a member signed in while the session check gets no verdict (issue 18, item 13)', () => {
  const failures: Array<[string, { status: number; body: null } | Error]> = [
    ['a network error', new Error('offline')],
    ['a 503', { status: 503, body: null }],
    ['a 500', { status: 500, body: null }],
  ];

  it.each(failures)('keeps user and token under retrying after %s, without a logout call', async (_, failure) => {
    const valid = token(-1, 3600);
    const api = fakeApi([failure]);
    const controller = new AuthController(api, clock);
    controller.hydrate({ user, token: valid });
    await controller.revalidate();
    expect(controller.getState()).toMatchObject({ user, token: valid, connection: { kind: 'retrying', attempt: 1 } });
    for (let attempt = 2; attempt <= MAX_CONNECT_RETRIES + 1; attempt += 1) await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState()).toMatchObject({ user, token: valid, connection: { kind: 'failed' } });
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('signs the member out once the server answers 401', async () => {
    const valid = token(-1, 3600);
    const api = fakeApi([new Error('offline'), { status: 503, body: null }, { status: 401, body: null }]);
    const controller = new AuthController(api, clock);
    controller.hydrate({ user, token: valid });
    await controller.revalidate();
    await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState().user).toEqual(user);
    await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState()).toMatchObject({ user: null, token: null, connection: { kind: 'ok' } });
  });

  it('still logs out when the token expires during the outage, recording the expired info', async () => {
    const shortLived = token(-10, 30);
    const api = fakeApi([new Error('offline')]);
    const controller = new AuthController(api, clock);
    controller.hydrate({ user, token: shortLived });
    await controller.revalidate();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(controller.getState()).toMatchObject({ user: null, token: null, expired: { userName: 'mara' } });
  });
});

describe('AuthController with a member known only by the session marker (an app shell offline, decision 018)', () => {
  it('holds the marked member, with nothing personal, while the check gets no verdict, without a logout call', async () => {
    const member = markedMember(true);
    expect(member).toMatchObject({ name: '', email: null, entitled: true, roles: [], mustChangePassword: false });
    expect(isMarkedMember(member)).toBe(true);
    expect(isMarkedMember(user)).toBe(false);
    const api = fakeApi([new Error('offline')]);
    const controller = new AuthController(api, clock);
    controller.hydrate({ user: member, token: null });
    await controller.revalidate();
    expect(controller.getState()).toMatchObject({ user: member, token: null, connection: { kind: 'retrying', attempt: 1 } });
    for (let attempt = 2; attempt <= MAX_CONNECT_RETRIES + 1; attempt += 1) await vi.advanceTimersToNextTimerAsync();
    expect(controller.getState()).toMatchObject({ user: member, connection: { kind: 'failed' } });
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('gives way to the member the server knows, or to no one on a 401', async () => {
    const valid = token(-1, 3600);
    const known = new AuthController(fakeApi([new Error('offline'), { status: 200, body: { user, token: valid } }]), clock);
    known.hydrate({ user: markedMember(false), token: null });
    await known.revalidate();
    await vi.advanceTimersToNextTimerAsync();
    expect(known.getState()).toMatchObject({ user, token: valid, connection: { kind: 'ok' } });

    const ended = new AuthController(fakeApi([{ status: 401, body: null }]), clock);
    ended.hydrate({ user: markedMember(false), token: null });
    await ended.revalidate();
    expect(ended.getState()).toMatchObject({ user: null, token: null });
  });
});

describe('AuthController timers', () => {
  it('logs out one second before the token expires, recording the expired info', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(0, 60) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.advanceTimersByTimeAsync(58_999);
    expect(controller.getState().user).toEqual(user);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ user: null, token: null, expired: { userName: 'mara', exp: START / 1000 + 60 } });
  });

  it('checks at once when the pre-expiry moment has already passed', async () => {
    const nearlyExpired = token(-10, 1);
    vi.setSystemTime(START + 500);
    const api = fakeApi([{ status: 200, body: { user, token: nearlyExpired } }, { status: 401, body: null }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.checkAuthStatus).toHaveBeenCalledTimes(2);
    expect(controller.getState().user).toBeNull();
  });

  it('re-checks the token every five minutes and logs out once it has expired', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(0, 10 * 24 * 3600) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.advanceTimersByTimeAsync(TOKEN_RECHECK_MS);
    expect(controller.getState().user).toEqual(user);
    vi.setSystemTime(START + 11 * 24 * 3600 * 1000);
    await vi.advanceTimersByTimeAsync(TOKEN_RECHECK_MS);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(controller.getState().expired?.userName).toBe('mara');
  });

  it('keeps a token longer than 24.8 days alive instead of logging out at once', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(0, 40 * 24 * 3600) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().user).toEqual(user);
    await vi.advanceTimersByTimeAsync(30 * 24 * 3600 * 1000);
    expect(controller.getState().user).toEqual(user);
    await vi.advanceTimersByTimeAsync(10 * 24 * 3600 * 1000);
    expect(controller.getState().user).toBeNull();
  });
});

describe('AuthController login and logout', () => {
  it('local login sets the user and clears expired info', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(-7200, -60) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    await vi.runOnlyPendingTimersAsync();
    expect(controller.getState().expired).not.toBeNull();
    const fresh = token(0, 3600);
    controller.loginSucceeded({ user, token: fresh });
    expect(controller.getState()).toMatchObject({ user, token: fresh, expired: null });
  });

  it('logout calls the server, then clears state; expired info only when valid', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(0, 3600) } }]);
    const controller = new AuthController(api, clock);
    await controller.start();
    let clearedBeforeServer = false;
    api.logout.mockImplementationOnce(async () => {
      clearedBeforeServer = controller.getState().user === null;
      return { status: 200 };
    });
    await controller.logout({ userName: '', iat: 1, exp: 2 });
    expect(clearedBeforeServer).toBe(false);
    expect(controller.getState()).toMatchObject({ user: null, token: null, loading: false, expired: null });
    await controller.logout({ userName: 'mara', iat: 1, exp: 2 });
    expect(controller.getState().expired).toEqual({ userName: 'mara', iat: 1, exp: 2 });
  });

  it('ignores a status answer asked for before a logout', async () => {
    const valid = token(-1, 3600);
    let answer: (value: { status: number; body: AuthStatus | null }) => void = () => undefined;
    const api = fakeApi([]);
    api.checkAuthStatus.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AuthController(api, clock);
    controller.hydrate({ user, token: valid });
    const checked = controller.revalidate();
    await controller.logout();
    answer({ status: 200, body: { user, token: valid } });
    await checked;
    expect(controller.getState()).toMatchObject({ user: null, token: null });
  });

  it('ignores a status answer asked for before a login', async () => {
    let answer: (value: { status: number; body: AuthStatus | null }) => void = () => undefined;
    const api = fakeApi([]);
    api.checkAuthStatus.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AuthController(api, clock);
    controller.hydrate({ user: null, token: null });
    const checked = controller.revalidate();
    const fresh = token(0, 3600);
    controller.loginSucceeded({ user, token: fresh });
    answer({ status: 401, body: null });
    await checked;
    expect(controller.getState()).toMatchObject({ user, token: fresh });
  });

  it('clears state even when the logout call fails', async () => {
    const api = fakeApi([{ status: 200, body: { user, token: token(0, 3600) } }]);
    api.logout.mockRejectedValueOnce(new Error('offline'));
    const log = vi.fn();
    const controller = new AuthController(api, clock, log);
    await controller.start();
    await controller.logout();
    expect(controller.getState().user).toBeNull();
    expect(log).toHaveBeenCalledWith('logout call failed', expect.any(Error));
  });
});
