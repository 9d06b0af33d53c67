// Beside the httpOnly session cookie the server sets a marker cookie the page can read, holding
// nothing but '1': it tells the browser that a session may exist, so a visitor who never logged in
// is not asked about one (each such check would answer 401, an error in the browser's console).

export const SESSION_MARKER_SECURE = '__Host-signed-in';
export const SESSION_MARKER_LOCAL = 'signed-in';

/** Whether a Cookie string (document.cookie) carries the marker. */
export function hasSessionMarker(cookies: string): boolean {
  return cookies.split(';').some((cookie) => {
    const name = cookie.trim().split('=')[0];
    return name === SESSION_MARKER_SECURE || name === SESSION_MARKER_LOCAL;
  });
}

/**
 * document.cookie assignments that delete the marker, set by the browser itself when it learns the
 * session is over (a logout, a 401): a logout the server never got (offline) must not leave the
 * marker behind, or an app shell opened offline would take the browser for a member's
 * (docs/decisions/018). The browser ignores the one whose name does not fit the page's scheme.
 */
export const SESSION_MARKER_REMOVALS: readonly string[] = [
  `${SESSION_MARKER_SECURE}=; Max-Age=0; Path=/; Secure; SameSite=Strict`,
  `${SESSION_MARKER_LOCAL}=; Max-Age=0; Path=/; SameSite=Strict`,
];

/**
 * A logout the server never heard (the browser was offline, or the server did not answer): the
 * httpOnly session cookie is out of the page's reach, so the browser leaves this cookie instead,
 * and the server ends the session on the next request that carries it (src/server/http/pending-logout.ts)
 * — before that request sees a session, so a shared computer back online shows no one logged in.
 */
export const LOGOUT_PENDING_SECURE = '__Host-logout-pending';
export const LOGOUT_PENDING_LOCAL = 'logout-pending';
/** A browser's cookies live at most 400 days; the session it stands for ends sooner. */
const LOGOUT_PENDING_SECONDS = 400 * 24 * 3600;

/** document.cookie assignments that leave the pending logout (the browser keeps the one that fits the page's scheme). */
export const LOGOUT_PENDING_SETTERS: readonly string[] = [
  `${LOGOUT_PENDING_SECURE}=1; Max-Age=${LOGOUT_PENDING_SECONDS}; Path=/; Secure; SameSite=Strict`,
  `${LOGOUT_PENDING_LOCAL}=1; Max-Age=${LOGOUT_PENDING_SECONDS}; Path=/; SameSite=Strict`,
];
