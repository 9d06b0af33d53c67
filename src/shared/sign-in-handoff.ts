// The single sign-on's addresses (docs/decisions/016).

/** Where the browser goes after a password login: the account home learns the sign-in, then the page `from`. */
export const SIGN_IN_PASS_PATH = '/sign-in/pass';
/** Where a visitor without a session goes to be signed in by the account home (or to this site's login form). */
export const SIGN_IN_START_PATH = '/sign-in/start';

/** A page of the account home, reached from another site whose visitor's page does not name it (?to=path). */
export const ACCOUNT_HOME_PATH = '/sign-in/account-home';

/**
 * Marks the login page the account home sent back without a sign-in: it is shown as it is, without
 * asking again (a parameter, not a cookie: a visitor gets no cookie; pages ignore it otherwise).
 */
export const SIGN_IN_ASKED_PARAM = 'asked';

/** A login page's address with the mark that the account home was asked. */
export function withAskedMark(path: string): string {
  if (new URLSearchParams(path.split('?')[1] ?? '').has(SIGN_IN_ASKED_PARAM)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${SIGN_IN_ASKED_PARAM}=1`;
}

export function signInPassUrl(from: string): string {
  return `${SIGN_IN_PASS_PATH}?from=${encodeURIComponent(from)}`;
}

/** Asks the account home for a sign-in; the login form it may come back to keeps the page's language. */
export function signInStartUrl(from: string, language?: string | null): string {
  return `${SIGN_IN_START_PATH}?from=${encodeURIComponent(from)}${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
}
