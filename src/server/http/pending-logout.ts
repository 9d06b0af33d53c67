// A logout the browser could not send (offline, or the server did not answer) comes as a cookie on
// its next request (@shared/session-marker: LOGOUT_PENDING_*). Before any route reads a session,
// the session of that request is ended as POST /api/logout ends it — with every session of its
// sign-in (single sign-on) — and the request goes on as a visitor's; the answer clears the cookies.
// Every other request costs a cookie lookup and no promise (a callback hook, not an async one).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '@server/services/session.service';
import { endSessionOfRequest, hasPendingLogout, readSessionCookie } from './session-cookie';

export interface PendingLogoutDeps {
  sessions: Pick<SessionService, 'verify' | 'revoke'>;
  /** Ends the sign-in the session belongs to and every session it started (docs/decisions/016). */
  endSignIn?: (sessionId: string) => Promise<void>;
}

export function registerPendingLogout(app: FastifyInstance, deps: PendingLogoutDeps): void {
  const carryOut = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verified = await deps.sessions.verify(readSessionCookie(request) ?? '');
    if (verified) {
      await deps.endSignIn?.(verified.jti);
      await deps.sessions.revoke(verified.jti);
      request.log.info({ event: 'session.pending_logout' }, 'a logout made without a connection ended its session');
    }
    endSessionOfRequest(request, reply);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.headers.cookie || !hasPendingLogout(request)) {
      done();
      return;
    }
    carryOut(request, reply).then(() => done(), done);
  });
}
