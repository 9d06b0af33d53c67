import { describe, expect, it } from 'vitest';
import type { UserRow } from '@server/db/schema';
import type { Credentials } from './auth.service';
import { type LoginDeps, LoginService } from './login.service';

const mara = { id: 7, name: 'mara' } as UserRow;

/** A login service over fakes that write down what happens, in order. */
function setUp(options: { admission?: Awaited<ReturnType<LoginDeps['throttle']['admitLogin']>>; valid?: boolean; previous?: string } = {}) {
  const steps: string[] = [];
  const deps: LoginDeps = {
    throttle: {
      admitLogin: async (name, client) => (steps.push(`admit ${name} ${client}`), options.admission ?? { allowed: true, delayMs: 0 }),
      loginFailed: async (name, client) => void steps.push(`failed ${name} ${client}`),
      loginSucceeded: async (name, client) => void steps.push(`succeeded ${name} ${client}`),
    },
    sleep: async (ms) => void steps.push(`wait ${ms}`),
    auth: {
      authenticate: async (credentials: Credentials) => {
        steps.push(`check ${credentials.username}`);
        return options.valid === false ? { ok: false, reason: 'invalid_credentials' } : { ok: true, user: mara };
      },
    },
    sessions: {
      verify: async (token) => (steps.push(`verify ${token}`), token === options.previous ? { jti: 'old-jti', username: 'x', iat: 0, exp: 0 } : null),
      revoke: async (jti) => void steps.push(`revoke ${jti}`),
      issue: async (user) => (steps.push(`issue ${user.name}`), { token: 'new-token', id: 'new-jti', iat: 0, exp: 0 }),
    },
    users: { recordLogin: async (id) => void steps.push(`record ${id}`) },
    now: () => new Date(0),
  };
  return { service: new LoginService(deps), steps };
}

const credentials = { username: 'mara', password: 'Personal-secret-1' };

describe('LoginService', () => {
  it('logs in: counts the success, ends the session the browser had, issues a new one', async () => {
    const { service, steps } = setUp({ previous: 'planted' });
    expect(await service.login(credentials, '10.0.0.1', 'planted')).toEqual({ kind: 'logged-in', user: mara, token: 'new-token' });
    expect(steps).toEqual(['admit mara 10.0.0.1', 'check mara', 'succeeded mara 10.0.0.1', 'verify planted', 'revoke old-jti', 'issue mara', 'record 7']);
  });

  it('checks no password when the throttle refuses, and says how long to wait', async () => {
    const { service, steps } = setUp({ admission: { allowed: false, retryAfterSeconds: 42 } });
    expect(await service.login(credentials, '10.0.0.1', null)).toEqual({ kind: 'throttled', retryAfterSeconds: 42 });
    expect(steps).toEqual(['admit mara 10.0.0.1']);
  });

  it('waits before checking a name under attack', async () => {
    const { service, steps } = setUp({ admission: { allowed: true, delayMs: 500 } });
    await service.login(credentials, '10.0.0.1', null);
    expect(steps.slice(0, 3)).toEqual(['admit mara 10.0.0.1', 'wait 500', 'check mara']);
  });

  it('counts a refused password and issues nothing', async () => {
    const { service, steps } = setUp({ valid: false });
    expect(await service.login(credentials, '10.0.0.1', 'some-cookie')).toEqual({ kind: 'refused', reason: 'invalid_credentials' });
    expect(steps).toEqual(['admit mara 10.0.0.1', 'check mara', 'failed mara 10.0.0.1']);
  });
});
