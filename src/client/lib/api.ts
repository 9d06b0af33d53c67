// The browser's calls to the API (SPEC §7). Cookies travel same-origin; JSON in and out.
import type {
  AccountPatch,
  AdminUser,
  ApiErrorBody,
  AuditEntry,
  AuthStatus,
  DebugData,
  LoginRequest,
  PasswordChangeRequest,
  SignupRequest,
} from '@shared/api-types';

export interface ApiResult<T> {
  status: number;
  body: T | null;
  error: ApiErrorBody['error'] | null;
  retryAfterSeconds: number | null;
}


export interface AdminCreateRequest extends Omit<AccountPatch, 'disabled'> {
  username: string;
  email: string;
  language: string;
}

interface Message {
  message: string;
}

/** One JSON call; features with endpoints of their own build their calls on it. */
export async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<ApiResult<T>> {
  const sendsBody = method !== 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: sendsBody ? { 'content-type': 'application/json' } : {},
    ...(sendsBody ? { body: body === undefined ? '' : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  const isError = !response.ok && typeof parsed === 'object' && parsed !== null && 'error' in parsed;
  return {
    status: response.status,
    body: response.ok ? (parsed as T) : null,
    error: isError ? (parsed as ApiErrorBody).error : null,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

export const api = {
  checkAuthStatus: () => call<AuthStatus>('GET', '/api/check-auth-status'),
  login: (request: LoginRequest) => call<AuthStatus>('POST', '/api/login', request),
  logout: (message?: string) => call<{ message: string }>('POST', '/api/logout', message ? { message } : {}),
  debugData: () => call<DebugData>('POST', '/api/debug-data'),
  signup: (request: SignupRequest) => call<Message>('POST', '/api/signup', request),
  changePassword: (request: PasswordChangeRequest) => call<Message>('POST', '/api/password', request),
  unsubscribe: (token: string) => call<Message>('POST', '/api/unsubscribe', { token }),
  adminUsers: () => call<{ users: AdminUser[] }>('GET', '/api/admin/users'),
  adminCreateUser: (request: AdminCreateRequest) => call<Message>('POST', '/api/admin/users', request),
  adminUpdateUser: (name: string, patch: AccountPatch) => call<Message>('PATCH', `/api/admin/users/${encodeURIComponent(name)}`, patch),
  adminDeleteUser: (name: string) => call<Message>('DELETE', `/api/admin/users/${encodeURIComponent(name)}`, {}),
  adminResendInitialPassword: (name: string) =>
    call<Message & { mail: string }>('POST', `/api/admin/users/${encodeURIComponent(name)}/initial-password`, {}),
  adminAudit: () => call<{ entries: AuditEntry[] }>('GET', '/api/admin/audit'),
};

export type Api = typeof api;
