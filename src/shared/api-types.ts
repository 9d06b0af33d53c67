// Shapes of the JSON the API answers (SPEC §7), shared by server and client.

export const ROLES = ['admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export interface AuthUser {
  name: string;
  entitled: boolean;
  internal: boolean;
  roles: Role[];
}

/** Body of a successful login and of GET /api/check-auth-status. */
export interface AuthStatus {
  user: AuthUser;
  /** The session JWT, for the client's timers only; the server reads the cookie alone. */
  token: string;
}

export interface LoginRequest {
  username: string;
  email?: string;
  password: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface DebugData {
  debug: true;
  user: { name: string; pass: string };
}
