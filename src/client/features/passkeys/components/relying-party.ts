// Where passkeys are made and used (issue 20): the account home is their relying party, so a site
// other than it sends its visitors there by a top-level navigation; a local host is its own. The
// server says which site is the account home; a visitor's page does not name its domain, so links
// there go through this site's /sign-in/account-home, which the server answers with a redirect.
import { useSyncExternalStore } from 'react';
import { useSite } from '@client/core/site/site-context';
import { ACCOUNT_HOME_PATH } from '@shared/sign-in-handoff';

export interface PasskeyPlace {
  /** This page is the relying party: the ceremonies run here. */
  here: boolean;
  /** The account home's domain (shown), known in a member's render; null otherwise and on a local host. */
  home: string | null;
  /** An address of the account home for a path there. */
  at(path: string): string;
}

const unchanging = () => () => undefined;

export function usePasskeyPlace(): PasskeyPlace {
  const { local, isAccountHome, accountHome } = useSite();
  const here = local || isAccountHome === true;
  return {
    here,
    home: local ? null : (accountHome ?? null),
    at: (path) => (here ? path : `${ACCOUNT_HOME_PATH}?to=${encodeURIComponent(path)}`),
  };
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * passkeysSupported() for rendering. The server renders the passkey controls (every browser the
 * product supports has passkeys), so the page a visitor opens and the one the app shows after a
 * click read alike; a browser without them drops the controls right after hydration.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => true);
}
