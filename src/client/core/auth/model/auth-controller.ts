// The auth state machine of SPEC §4, with its clock and API injected so every transition is testable.
import type { AuthStatus, AuthUser } from '@shared/api-types';
import {
  CONNECT_RETRY_BASE_MS,
  MAX_CONNECT_RETRIES,
  MAX_TIMER_DELAY_MS,
  PRE_EXPIRY_LOGOUT_MS,
  TOKEN_RECHECK_MS,
} from '@shared/constants';
import { type ExpiredSessionInfo, type TokenPayload, checkToken, decodeTokenPayload, isValidExpiredInfo } from '@shared/token';
import { type AuthState, INITIAL_AUTH_STATE, renderedSession } from './auth-state';

export type { AuthState, ConnectionState } from './auth-state';
export { INITIAL_AUTH_STATE } from './auth-state';

export interface AuthApi {
  checkAuthStatus(): Promise<{ status: number; body: AuthStatus | null }>;
  logout(): Promise<unknown>;
}

export interface AuthClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * A server error (5xx: the database away, a proxy without its upstream) says nothing about the
 * session: retried like a lost connection, with the session kept.
 */
function isServerError(status: number): boolean {
  return status >= 500 && status <= 599;
}

function expiredInfoOf(payload: TokenPayload | null): ExpiredSessionInfo | null {
  if (!payload) return null;
  const info = { userName: payload.username, iat: payload.iat, exp: payload.exp };
  return isValidExpiredInfo(info) ? info : null;
}

export class AuthController {
  private state: AuthState = INITIAL_AUTH_STATE;
  private readonly listeners = new Set<(state: AuthState) => void>();
  private expiryTimer: unknown = null;
  private recheckTimer: unknown = null;
  private retryTimer: unknown = null;
  private pendingCheck: Promise<void> | null = null;
  /** Counts logins and logouts: a status answer asked for before one of them is out of date. */
  private sessionChanges = 0;

  constructor(
    private readonly api: AuthApi,
    private readonly clock: AuthClock,
    private readonly debugLog: (message: string, error: unknown) => void = () => undefined,
  ) {}

  getState = (): AuthState => this.state;

  subscribe = (listener: (state: AuthState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Start-up without a server render: check the session with loading set (SPEC §4). */
  async start(): Promise<void> {
    this.update({ loading: true });
    await this.check();
  }

  /**
   * Server rendering: take the session the server rendered the page with, so the first render in
   * the browser equals the server's. Timers start with revalidate(), after hydration.
   */
  hydrate(initial: { user: AuthUser | null; token: string | null }): void {
    this.state = { ...this.state, ...renderedSession(initial), loading: false };
  }

  /**
   * After hydration: the start-up check of SPEC §4 without 'Loading...', since the server has
   * checked already; it also finds a session the server did not see (a cross-site navigation
   * carries no SameSite=Strict cookie).
   */
  async revalidate(): Promise<void> {
    await this.check();
  }

  /** Asks the server whether the session cookie is still valid. */
  check(): Promise<void> {
    const running = this.runCheck().finally(() => {
      if (this.pendingCheck === running) this.pendingCheck = null;
    });
    this.pendingCheck = running;
    return running;
  }

  /** Resolves once a check in progress has answered (at once when none runs). */
  async settled(): Promise<AuthState> {
    await this.pendingCheck;
    return this.state;
  }

  private async runCheck(): Promise<void> {
    let answer: { status: number; body: AuthStatus | null };
    const asked = this.sessionChanges;
    try {
      answer = await this.api.checkAuthStatus();
      if (asked !== this.sessionChanges) return;
    } catch (error) {
      if (asked !== this.sessionChanges) return;
      this.debugLog('auth status check failed', error);
      this.keepSessionAndRetry();
      return;
    }
    if (isServerError(answer.status)) {
      this.debugLog('auth status check: server error', answer.status);
      this.keepSessionAndRetry();
      return;
    }
    this.clearRetry();
    if (answer.status === 200 && answer.body) {
      this.accept(answer.body, this.state.expired);
    } else if (answer.status === 401) {
      this.stopTimers();
      this.update({ user: null, token: null, expired: null, loading: false });
    } else {
      await this.logout();
    }
  }

  /** Local login: sets the user and clears expired info. */
  loginSucceeded(status: AuthStatus): void {
    this.sessionChanges += 1;
    this.accept(status, null);
  }

  /** Calls the server, then clears user, token and loading; expired info only if a valid record is given. */
  async logout(expired: ExpiredSessionInfo | null = null): Promise<void> {
    this.sessionChanges += 1;
    this.stopTimers();
    try {
      await this.api.logout();
    } catch (error) {
      this.debugLog('logout call failed', error);
    }
    this.update({ user: null, token: null, loading: false, expired: isValidExpiredInfo(expired) ? expired : null });
  }

  dispose(): void {
    this.stopTimers();
    this.clearRetry();
    this.listeners.clear();
  }

  private accept(status: AuthStatus, expired: ExpiredSessionInfo | null): void {
    const check = checkToken(status.token, this.clock.now());
    if (!check.valid) {
      void this.logout(check.reason === 'undecodable' ? null : expiredInfoOf(check.payload));
      return;
    }
    this.update({ user: status.user, token: status.token, loading: false, expired, connection: { kind: 'ok' } });
    this.armTimers(check.payload);
  }

  private armTimers(payload: TokenPayload): void {
    this.stopTimers();
    const logoutAt = payload.exp * 1000 - PRE_EXPIRY_LOGOUT_MS;
    if (logoutAt <= this.clock.now()) {
      void this.check();
      return;
    }
    this.armExpiryTimer(logoutAt, payload);
    this.recheckTimer = this.clock.setInterval(() => {
      const check = checkToken(this.state.token, this.clock.now());
      if (!check.valid) void this.logout(expiredInfoOf(decodeTokenPayload(this.state.token)));
    }, TOKEN_RECHECK_MS);
  }

  /** setTimeout fires at once above 2^31-1 ms, so long waits are chained. */
  private armExpiryTimer(logoutAt: number, payload: TokenPayload): void {
    const remaining = logoutAt - this.clock.now();
    if (remaining <= 0) {
      void this.logout(expiredInfoOf(payload));
      return;
    }
    this.expiryTimer = this.clock.setTimeout(() => this.armExpiryTimer(logoutAt, payload), Math.min(remaining, MAX_TIMER_DELAY_MS));
  }

  /**
   * A check that got no verdict (network error, 5xx) keeps the member on the page under 'Retry
   * Connect…' instead of SPEC §4's forced logout: only the server's 401 or the token's own expiry
   * (its timers keep running) end the session in the browser. Issue 18, item 13.
   */
  private keepSessionAndRetry(): void {
    if (this.state.loading) this.update({ loading: false });
    this.watchHeldToken();
    this.scheduleRetry();
  }

  /** The token a page was rendered with has no timers until a check accepts it: the outage must not outlive it. */
  private watchHeldToken(): void {
    if (!this.state.token || this.expiryTimer !== null) return;
    const check = checkToken(this.state.token, this.clock.now());
    if (!check.valid) {
      void this.logout(check.reason === 'undecodable' ? null : expiredInfoOf(check.payload));
    } else if (check.payload.exp * 1000 - PRE_EXPIRY_LOGOUT_MS <= this.clock.now()) {
      // Not armTimers: its check at the last moment would fail again and come back here.
      void this.logout(expiredInfoOf(check.payload));
    } else {
      this.armTimers(check.payload);
    }
  }

  private scheduleRetry(): void {
    const previous = this.state.connection;
    const attempt = previous.kind === 'retrying' ? previous.attempt + 1 : 1;
    if (attempt > MAX_CONNECT_RETRIES) {
      this.update({ connection: { kind: 'failed' } });
      return;
    }
    this.update({ connection: { kind: 'retrying', attempt } });
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.check();
    }, CONNECT_RETRY_BASE_MS * 2 ** (attempt - 1));
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.state.connection.kind !== 'ok') this.update({ connection: { kind: 'ok' } });
  }

  private stopTimers(): void {
    if (this.expiryTimer !== null) this.clock.clearTimeout(this.expiryTimer);
    if (this.recheckTimer !== null) this.clock.clearInterval(this.recheckTimer);
    this.expiryTimer = null;
    this.recheckTimer = null;
  }

  private update(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
