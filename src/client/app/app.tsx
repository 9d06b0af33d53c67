// Assembles the app for the address it was opened at: providers, view decision and router.
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { SiteRegistry, SiteSet } from '../../shared/site-registry';
import { SITE_MODULES } from '../sites/site-modules';
import { AuthContext } from '../features/auth/auth-context';
import type { AuthController } from '../features/auth/model/auth-controller';
import type { SettingsStore } from '../features/settings/model/settings-store';
import { reloadOnce } from '../features/resilience/asset-reload';
import { PageLoadFailed, browserReloadEnvironment } from '../features/resilience/lazy-page';
import { SettingsContext, useSettings } from '../features/settings/settings-context';
import { SiteContext } from '../lib/site-context';
import { type PageAddress, decideView } from './decide-view';
import { HttpsNotice } from './https-notice';
import { createSiteRouter } from './router';
import { UnknownDomain } from './unknown-domain';

export interface AppProps {
  registry: SiteRegistry;
  address: PageAddress;
  settings: SettingsStore;
  auth: AuthController;
  i18n: I18n;
}

type Router = ReturnType<typeof createSiteRouter>;

/** Loads the route module of the site set and builds its router; a new set builds a new one. */
function useSiteRouter(set: SiteSet | null): Router | 'failed' | null {
  const [loaded, setLoaded] = useState<{ set: SiteSet; router: Router } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!set) return;
    let active = true;
    SITE_MODULES[set]().then(
      ({ site }) => {
        if (active) setLoaded({ set, router: createSiteRouter(site) });
      },
      () => {
        if (!reloadOnce(browserReloadEnvironment())) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [set]);
  if (failed) return 'failed';
  return loaded && loaded.set === set ? loaded.router : null;
}

function SiteView({ registry, address, settings }: Pick<AppProps, 'registry' | 'address' | 'settings'>) {
  const { domainName } = useSettings();
  const view = decideView(registry, address, domainName);
  const chooseDomain = (domain: string) => settings.set({ domainName: domain });
  const router = useSiteRouter(view.kind === 'site' ? view.site.set : null);
  switch (view.kind) {
    case 'nothing':
      return null;
    case 'https-notice':
      return <HttpsNotice protocol={view.protocol} url={view.url} port={view.port} />;
    case 'unknown-domain':
      return <UnknownDomain domain={view.domain} registry={registry} onChoose={chooseDomain} />;
    case 'site':
      return (
        <SiteContext.Provider value={{ registry, site: view.site, local: view.local, chooseDomain }}>
          {router === 'failed' ? <PageLoadFailed /> : router && <RouterProvider router={router} />}
        </SiteContext.Provider>
      );
  }
}

export function App({ registry, address, settings, auth, i18n }: AppProps) {
  const [stableAddress] = useState(address);
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsContext.Provider value={settings}>
        <AuthContext.Provider value={auth}>
          <SiteView registry={registry} address={stableAddress} settings={settings} />
        </AuthContext.Provider>
      </SettingsContext.Provider>
    </I18nextProvider>
  );
}
