// The site being shown and the registry it comes from, decided once at start-up.
import { createContext, useContext } from 'react';
import type { Site, SiteRegistry } from '../../shared/site-registry';

export interface SiteContextValue {
  registry: SiteRegistry;
  site: Site;
  /** Opened on a local host, where the domain buttons switch sites. */
  local: boolean;
  chooseDomain(domain: string): void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteContext');
  return value;
}
