// The session state the app renders from, shared by the state machine (auth-controller.ts) and the
// session that holds it until the machine is needed (auth-session.ts).
import type { AuthUser } from '@shared/api-types';
import type { ExpiredSessionInfo } from '@shared/token';

export type ConnectionState = { kind: 'ok' } | { kind: 'retrying'; attempt: number } | { kind: 'failed' };

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  loading: boolean;
  expired: ExpiredSessionInfo | null;
  connection: ConnectionState;
}

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  token: null,
  loading: false,
  expired: null,
  connection: { kind: 'ok' },
};

/** The session a page was rendered with: a user only together with a token. */
export function renderedSession(initial: { user: AuthUser | null; token: string | null }): Pick<AuthState, 'user' | 'token'> {
  return { user: initial.token ? initial.user : null, token: initial.user ? initial.token : null };
}
