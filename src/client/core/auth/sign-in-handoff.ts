// The page's part of the single sign-on (docs/decisions/016): after a password login the browser
// passes through the account home; a visitor who reaches the login form inside the app (a menu
// link, a member page's redirect) is first sent to ask the account home, as a full page load of
// the login page is by the server. Local hosts and plain http keep their own login (development).
import { useEffect } from 'react';
import { signInPassUrl, signInStartUrl } from '@shared/sign-in-handoff';

/** Whether this page takes part: a public host over HTTPS. */
export function takesPartInSignOn(local: boolean): boolean {
  return !local && typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** After a password login: on to the account home, which sends the browser back to `from`. */
export function passAccountHome(from: string): void {
  window.location.assign(signInPassUrl(from));
}

/** Whether the document itself was loaded for this path (then the server has asked already). */
function loadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry !== undefined && new URL(entry.name).pathname === window.location.pathname;
}

/**
 * On the login form reached inside the app without a session: ask the account home first. Not while
 * the browser is offline (a member's tool opened in the app shell after a logout, docs/decisions/018):
 * the account home cannot answer, and the login form stays, as the page the address asked for.
 */
export function useAskAccountHome(from: string, local: boolean, signedIn: boolean, checking: boolean): void {
  useEffect(() => {
    if (signedIn || checking || !takesPartInSignOn(local) || loadedHere() || !navigator.onLine) return;
    window.location.replace(signInStartUrl(from, new URLSearchParams(window.location.search).get('lang')));
  }, [from, local, signedIn, checking]);
}
