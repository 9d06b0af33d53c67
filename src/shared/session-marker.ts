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
