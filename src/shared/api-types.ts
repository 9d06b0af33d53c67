// Shapes of the JSON the API answers (SPEC §7), shared by server and client.
import type { LanguageCode } from './languages';

export const ROLES = ['admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export interface AuthUser {
  name: string;
  /** The account's email address; null for a shared first-level account. */
  email: string | null;
  entitled: boolean;
  internal: boolean;
  roles: Role[];
  /** Set after login with an initial password: the member area opens once a new one is chosen. */
  mustChangePassword: boolean;
  /** Validity of the account (ISO 8601), or null when open-ended. */
  validFrom: string | null;
  validTo: string | null;
}

/** Body of a successful login and of GET /api/check-auth-status. */
export interface AuthStatus {
  user: AuthUser;
  /**
   * The session JWT without its signature ('header.payload.'), for the client's timers only: it
   * cannot be replayed as the cookie, which alone carries the signed token (withoutSignature).
   */
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

export interface SignupRequest {
  username: string;
  email: string;
  language: LanguageCode;
}

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** Changes an administrator may make to an account (PATCH /api/admin/users/:name). */
export interface AccountPatch {
  entitled?: boolean;
  internal?: boolean;
  roles?: Role[];
  validFrom?: string | null;
  validTo?: string | null;
  disabled?: boolean;
}

export interface AdminUser {
  name: string;
  email: string | null;
  entitled: boolean;
  internal: boolean;
  roles: Role[];
  disabled: boolean;
  mustChangePassword: boolean;
  validFrom: string | null;
  validTo: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  mail: { status: string; error: string | null; at: string } | null;
}

export interface AuditEntry {
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
  at: string;
}
