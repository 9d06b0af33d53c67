// The browser's calls to the API (SPEC §7). Cookies travel same-origin; JSON in and out.
import type { ApiErrorBody, AuthStatus, DebugData, LoginRequest } from '../../shared/api-types';

export interface ApiResult<T> {
  status: number;
  body: T | null;
  error: ApiErrorBody['error'] | null;
  retryAfterSeconds: number | null;
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ApiResult<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    ...(method === 'POST' ? { body: body === undefined ? '' : JSON.stringify(body) } : {}),
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
};

export type Api = typeof api;
