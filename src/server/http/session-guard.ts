// Resolves the session of a request from its cookie, or answers 401 (403 while a new password is due).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedSession, SessionService } from '@server/services/session.service';
import { sendError } from './errors';
import { readSessionCookie } from './session-cookie';

export async function requireSession(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { allowPasswordChange?: boolean } = {},
): Promise<ResolvedSession | null> {
  const session = await sessions.resolve(readSessionCookie(request));
  if (!session) {
    sendError(reply, 401, 'not_authenticated', 'No valid session.');
    return null;
  }
  if (session.user.mustChangePassword && !options.allowPasswordChange) {
    sendError(reply, 403, 'password_change_required', 'Choose a new password first.');
    return null;
  }
  return session;
}
