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

/**
 * A member the browser knows only by the session marker (@shared/session-marker): an app shell
 * opened offline (docs/decisions/018) has no session in its state, and nothing personal is kept
 * for it. No name, no address; entitled as the settings recorded (SPEC §3). The first check that
 * gets an answer replaces it by the member the server knows, or by no one (a 401).
 */
export function markedMember(entitled: boolean): AuthUser {
  return { name: '', email: null, entitled, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };
}

/** Whether the user is a member known only by the marker: the only user without a name (a login name is never empty). */
export function isMarkedMember(user: AuthUser | null): boolean {
  return user !== null && user.name === '';
}

/** The session a page was rendered with: a user only together with a token, or a member known only by the marker. */
export function renderedSession(initial: { user: AuthUser | null; token: string | null }): Pick<AuthState, 'user' | 'token'> {
  if (isMarkedMember(initial.user)) return { user: initial.user, token: null };
  return { user: initial.token ? initial.user : null, token: initial.user ? initial.token : null };
}
