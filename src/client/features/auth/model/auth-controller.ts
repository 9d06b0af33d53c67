// The auth state machine of SPEC §4, with its clock and API injected so every transition is testable.
import type { AuthStatus, AuthUser } from '../../../../shared/api-types';
import {
  CONNECT_RETRY_BASE_MS,
  MAX_CONNECT_RETRIES,
  MAX_TIMER_DELAY_MS,
  PRE_EXPIRY_LOGOUT_MS,
  TOKEN_RECHECK_MS,
} from '../../../../shared/constants';
import { type ExpiredSessionInfo, type TokenPayload, checkToken, decodeTokenPayload, isValidExpiredInfo } from '../../../../shared/token';

export type ConnectionState = { kind: 'ok' } | { kind: 'retrying'; attempt: number } | { kind: 'failed' };

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  loading: boolean;
  expired: ExpiredSessionInfo | null;
  connection: ConnectionState;
}

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

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  token: null,
  loading: false,
  expired: null,
  connection: { kind: 'ok' },
};

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

  /** Start-up: check the session with loading set. */
  async start(): Promise<void> {
    this.update({ loading: true });
    await this.check();
  }

  /** Asks the server whether the session cookie is still valid. */
  async check(): Promise<void> {
    let answer: { status: number; body: AuthStatus | null };
    try {
      answer = await this.api.checkAuthStatus();
    } catch (error) {
      this.debugLog('auth status check failed', error);
      await this.logout();
      this.scheduleRetry();
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
    this.accept(status, null);
  }

  /** Calls the server, then clears user, token and loading; expired info only if a valid record is given. */
  async logout(expired: ExpiredSessionInfo | null = null): Promise<void> {
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
