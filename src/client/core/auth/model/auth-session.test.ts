import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus, AuthUser } from '@shared/api-types';
import type { AuthController, AuthState } from './auth-controller';
import { AuthSession } from './auth-session';

const user: AuthUser = { name: 'mara', email: null, entitled: false, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };

/** A stand-in for the state machine that records what the session asks of it. */
function fakeMachine() {
  let state: AuthState | null = null;
  const listeners = new Set<(state: AuthState) => void>();
  const emit = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  const machine = {
    hydrate: vi.fn((initial: { user: AuthUser | null; token: string | null }) => {
      state = { user: initial.user, token: initial.token, loading: false, expired: null, connection: { kind: 'ok' } };
    }),
    subscribe: (listener: (state: AuthState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revalidate: vi.fn(async () => emit({ ...state!, user: null, token: null })),
    check: vi.fn(async () => undefined),
    settled: vi.fn(async () => state!),
    loginSucceeded: vi.fn((status: AuthStatus) => emit({ ...state!, user: status.user, token: status.token })),
    logout: vi.fn(async () => emit({ ...state!, user: null, token: null })),
  };
  return machine;
}

describe('AuthSession', () => {
  it('holds the rendered session without loading the state machine', async () => {
    const load = vi.fn(async () => fakeMachine() as unknown as AuthController);
    const session = new AuthSession(load, { user, token: 'a.b.c' });
    expect(session.getState()).toMatchObject({ user, token: 'a.b.c', loading: false, expired: null });
    expect(await session.settled()).toMatchObject({ user });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a user only together with a token', () => {
    const session = new AuthSession(async () => fakeMachine() as unknown as AuthController, { user, token: null });
    expect(session.getState().user).toBeNull();
  });

  it('loads the machine once, hands it the rendered session and passes its changes on', async () => {
    const machine = fakeMachine();
    const load = vi.fn(async () => machine as unknown as AuthController);
    const session = new AuthSession(load, { user, token: 'a.b.c' });
    const seen: Array<AuthState['user']> = [];
    session.subscribe((state) => seen.push(state.user));
    await session.revalidate();
    await session.check();
    expect(load).toHaveBeenCalledTimes(1);
    expect(machine.hydrate).toHaveBeenCalledWith({ user, token: 'a.b.c' });
    expect(seen).toEqual([null]);
    expect(session.getState().user).toBeNull();
  });

  it('holds the new session when loginSucceeded resolves', async () => {
    const session = new AuthSession(async () => fakeMachine() as unknown as AuthController, { user: null, token: null });
    await session.loginSucceeded({ user, token: 'x.y.z' });
    expect(session.getState()).toMatchObject({ user, token: 'x.y.z' });
    await session.logout();
    expect(session.getState().user).toBeNull();
  });

  it('loads the machine ahead of a login when asked to', async () => {
    const load = vi.fn(async () => fakeMachine() as unknown as AuthController);
    const session = new AuthSession(load, { user: null, token: null });
    session.prepare();
    session.prepare();
    await session.loginSucceeded({ user, token: 'x.y.z' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const machine = fakeMachine();
    const load = vi.fn<() => Promise<AuthController>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(machine as unknown as AuthController);
    const session = new AuthSession(load, { user, token: 'a.b.c' });
    await expect(session.check()).rejects.toThrow('offline');
    expect(await session.settled()).toMatchObject({ user });
    await session.check();
    expect(machine.check).toHaveBeenCalledTimes(1);
  });
});
