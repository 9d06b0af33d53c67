// One login, step by step (SPEC §5, §7): the throttle admits the attempt (or says how long to
// wait, slowing a name under attack), the credentials are checked, the counters learn the result,
// a session the browser already had is ended (a planted cookie is never promoted) and a new one is
// issued. The route only turns the outcome into HTTP.
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import type { AuthService, Credentials, LoginFailure } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import type { SessionOrigin, SessionService } from './session.service';

export type LoginOutcome =
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'refused'; reason: LoginFailure }
  | { kind: 'logged-in'; user: UserRow; token: string };

export interface LoginDeps {
  auth: Pick<AuthService, 'authenticate'>;
  sessions: Pick<SessionService, 'issue' | 'verify' | 'revoke'>;
  users: Pick<UserRepository, 'recordLogin'>;
  throttle: Pick<LoginThrottle, 'admitLogin' | 'loginFailed' | 'loginSucceeded'>;
  /** Waits before a password check of a name under attack (a test records it instead). */
  sleep: (ms: number) => Promise<void>;
  now?: () => Date;
}

export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  /** client: the address the attempt comes from; previousToken: the session cookie it carries; origin: the site and browser family. */
  async login(credentials: Credentials, client: string, previousToken: string | null, origin?: SessionOrigin): Promise<LoginOutcome> {
    const { auth, sessions, users, throttle } = this.deps;
    const admission = await throttle.admitLogin(credentials.username, client);
    if (!admission.allowed) return { kind: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
    if (admission.delayMs > 0) await this.deps.sleep(admission.delayMs);
    const result = await auth.authenticate(credentials);
    if (!result.ok) {
      await throttle.loginFailed(credentials.username, client);
      return { kind: 'refused', reason: result.reason };
    }
    await throttle.loginSucceeded(credentials.username, client);
    const previous = previousToken ? await sessions.verify(previousToken) : null;
    if (previous) await sessions.revoke(previous.jti);
    const issued = await sessions.issue(result.user, origin);
    await users.recordLogin(result.user.id, (this.deps.now ?? (() => new Date()))());
    return { kind: 'logged-in', user: result.user, token: issued.token };
  }
}
