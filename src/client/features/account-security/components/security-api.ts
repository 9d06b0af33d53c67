// The browser's calls for password recovery and the session list (issue 20).
import type { AuthStatus } from '@shared/api-types';
import type { PasswordReset, PasswordResetRequest, SessionList } from '@shared/session-api';
import { type ApiResult, call } from '@client/lib/api';

export const securityApi = {
  requestPasswordReset: (request: PasswordResetRequest): Promise<ApiResult<{ message: string }>> => call('POST', '/api/password-reset/request', request),
  checkPasswordReset: (token: string): Promise<ApiResult<{ name: string }>> => call('POST', '/api/password-reset/check', { token }),
  resetPassword: (request: PasswordReset): Promise<ApiResult<AuthStatus>> => call('POST', '/api/password-reset', request),
  sessions: (): Promise<ApiResult<SessionList>> => call('GET', '/api/sessions'),
  endSession: (id: string): Promise<ApiResult<{ ended: number }>> => call('DELETE', `/api/sessions/${encodeURIComponent(id)}`, {}),
  endOtherSessions: (): Promise<ApiResult<{ ended: number }>> => call('POST', '/api/sessions/end-others', {}),
  sessionsOf: (name: string): Promise<ApiResult<SessionList>> => call('GET', `/api/admin/users/${encodeURIComponent(name)}/sessions`),
  endSessionOf: (name: string, id: string): Promise<ApiResult<{ ended: number }>> =>
    call('DELETE', `/api/admin/users/${encodeURIComponent(name)}/sessions/${encodeURIComponent(id)}`, {}),
  endAllSessionsOf: (name: string): Promise<ApiResult<{ ended: number }>> => call('DELETE', `/api/admin/users/${encodeURIComponent(name)}/sessions`, {}),
};
