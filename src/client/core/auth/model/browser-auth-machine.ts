// The auth state machine (auth-controller.ts) with the browser's API calls, cookies and clock. It
// loads with the machine, once the session has work (auth-session.ts): the API client and these
// callbacks are no part of a first visit without a session.
import { DEBUG_MODE_DEFAULT } from '@shared/constants';
import { LOGOUT_PENDING_SETTERS, SESSION_MARKER_REMOVALS } from '@shared/session-marker';
import { api } from '@client/lib/api';
import { AuthController } from './auth-controller';

/** The session is over for this browser: the marker goes too, even when the server never heard of it (offline). */
function removeSessionMarker(): void {
  for (const removal of SESSION_MARKER_REMOVALS) document.cookie = removal;
}

export function createAuthMachine(): AuthController {
  return new AuthController(
    {
      async checkAuthStatus() {
        const answer = await api.checkAuthStatus();
        if (answer.status === 401) removeSessionMarker();
        return answer;
      },
      async logout() {
        try {
          return await api.logout();
        } catch (error) {
          // The server did not hear it (offline, or no answer): the next request will tell it.
          for (const setter of LOGOUT_PENDING_SETTERS) document.cookie = setter;
          throw error;
        } finally {
          removeSessionMarker();
        }
      },
    },
    {
      now: () => Date.now(),
      setTimeout: (cb, ms) => window.setTimeout(cb, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (cb, ms) => window.setInterval(cb, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    (message, error) => {
      if (DEBUG_MODE_DEFAULT) console.warn(message, error);
    },
  );
}
