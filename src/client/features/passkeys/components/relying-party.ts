// Where passkeys are made and used (issue 20): the account home is their relying party, so a site
// other than it sends its visitors there by a top-level navigation; a local host is its own.
import { useSyncExternalStore } from 'react';
import { useSite } from '@client/core/site/site-context';

export interface PasskeyPlace {
  /** This page is the relying party: the ceremonies run here. */
  here: boolean;
  /** The account home's domain (shown), null on a local host. */
  home: string | null;
  /** An address of the account home (same port as this page), for a path there. */
  at(path: string): string;
}

export function usePasskeyPlace(): PasskeyPlace {
  const { local, accountHome } = useSite();
  const home = local ? null : (accountHome ?? null);
  const here = home === null || (typeof window !== 'undefined' && window.location.hostname === home);
  return {
    here,
    home,
    at: (path) => (home === null || typeof window === 'undefined' ? path : `https://${home}${window.location.port ? `:${window.location.port}` : ''}${path}`),
  };
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const unchanging = () => () => undefined;

/** passkeysSupported() for rendering: false on the server and while hydrating, so both render alike. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => false);
}
