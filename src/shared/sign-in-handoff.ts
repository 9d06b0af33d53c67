// The single sign-on's addresses and the one cookie the page reads (docs/decisions/016).

/** Where the browser goes after a password login: the account home learns the sign-in, then the page `from`. */
export const SIGN_IN_PASS_PATH = '/sign-in/pass';
/** Where a visitor without a session goes to be signed in by the account home (or to this site's login form). */
export const SIGN_IN_START_PATH = '/sign-in/start';

/**
 * Set for a minute when the account home had no sign-in to give: the login form is shown as it is,
 * without asking the account home again (readable by the page, holds nothing but '1').
 */
export const SIGN_IN_ASKED_COOKIE = '__Host-sign-in-asked';

export function signInPassUrl(from: string): string {
  return `${SIGN_IN_PASS_PATH}?from=${encodeURIComponent(from)}`;
}

export function signInStartUrl(from: string): string {
  return `${SIGN_IN_START_PATH}?from=${encodeURIComponent(from)}`;
}

/** Whether a Cookie string (document.cookie) says the account home was asked a moment ago. */
export function askedAccountHome(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().split('=')[0] === SIGN_IN_ASKED_COOKIE);
}
