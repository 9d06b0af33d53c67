// Where passkeys are made and used (issue 20): the account home is their relying party, so a site
// other than it sends its visitors there by a top-level navigation; a local host is its own.
import { useSyncExternalStore } from 'react';
import { useSite } from '@client/core/site/site-context';

export interface PasskeyPlace {
  /** This page is the relying party: the ceremonies run here. */
  here: boolean;
  /** The account home's domain (shown), null on a local host. */
  home: string | null;
  /** An address of the account home (on this page's port), for a path there. */
  at(path: string): string;
}

const unchanging = () => () => undefined;

/** This page's host and port, read in the browser after hydration (the server renders without them). */
function useLocationHost(): { hostname: string; port: string } | null {
  const host = useSyncExternalStore(
    unchanging,
    () => `${window.location.hostname} ${window.location.port}`,
    () => null,
  );
  if (host === null) return null;
  const [hostname = '', port = ''] = host.split(' ');
  return { hostname, port };
}

export function usePasskeyPlace(): PasskeyPlace {
  const { local, accountHome } = useSite();
  const location = useLocationHost();
  const home = local ? null : (accountHome ?? null);
  const here = home === null || location?.hostname === home;
  return {
    here,
    home,
    at: (path) => (home === null ? path : `https://${home}${location?.port ? `:${location.port}` : ''}${path}`),
  };
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** passkeysSupported() for rendering: false on the server and while hydrating, so both render alike. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => false);
}
