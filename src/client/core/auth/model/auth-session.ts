// The session as the app holds it: at first what the server rendered the page with, and the auth
// state machine of SPEC §4 (auth-controller.ts) loaded only once it has work — a session to check,
// a login, a logout. A visitor without a session never downloads the machine.
import type { AuthStatus, AuthUser } from '@shared/api-types';
import type { ExpiredSessionInfo } from '@shared/token';
import type { AuthController, AuthState } from './auth-controller';
import { renderedSession, INITIAL_AUTH_STATE } from './auth-state';

export class AuthSession {
  private state: AuthState;
  private machine: Promise<AuthController> | null = null;
  private readonly listeners = new Set<(state: AuthState) => void>();

  constructor(
    /** Loads and builds the state machine; called once, again only after a failed load. */
    private readonly loadMachine: () => Promise<AuthController>,
    rendered: { user: AuthUser | null; token: string | null },
  ) {
    this.state = { ...INITIAL_AUTH_STATE, ...renderedSession(rendered) };
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: (state: AuthState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the machine ahead of work that will need it (a login form is open); a failure waits for that work. */
  prepare(): void {
    this.started().catch(() => undefined);
  }

  /** After hydration: checks the session with the server (SPEC §4's start-up check). */
  async revalidate(): Promise<void> {
    await (await this.started()).revalidate();
  }

  /** Asks the server whether the session cookie is still valid. */
  async check(): Promise<void> {
    await (await this.started()).check();
  }

  /** The state once a check in progress has answered; at once when the machine has no work. */
  async settled(): Promise<AuthState> {
    if (!this.machine) return this.state;
    try {
      return await (await this.machine).settled();
    } catch {
      return this.state;
    }
  }

  /** A login answered with the session: the state holds it when this resolves. */
  async loginSucceeded(status: AuthStatus): Promise<void> {
    (await this.started()).loginSucceeded(status);
  }

  async logout(expired: ExpiredSessionInfo | null = null): Promise<void> {
    await (await this.started()).logout(expired);
  }

  /** The machine, loaded and given the current state once; its changes become this session's. */
  private started(): Promise<AuthController> {
    this.machine ??= this.loadMachine().then(
      (machine) => {
        machine.hydrate({ user: this.state.user, token: this.state.token });
        machine.subscribe((state) => {
          this.state = state;
          for (const listener of this.listeners) listener(state);
        });
        return machine;
      },
      (error: unknown) => {
        this.machine = null;
        throw error;
      },
    );
    return this.machine;
  }
}
