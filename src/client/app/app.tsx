// Assembles the app for the address it was opened at: providers, view decision and router.
import { useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { SiteRegistry } from '../../shared/site-registry';
import { AuthContext } from '../features/auth/auth-context';
import type { AuthController } from '../features/auth/model/auth-controller';
import type { SettingsStore } from '../features/settings/model/settings-store';
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

function SiteView({ registry, address, settings }: Pick<AppProps, 'registry' | 'address' | 'settings'>) {
  const { domainName } = useSettings();
  const view = decideView(registry, address, domainName);
  const chooseDomain = (domain: string) => settings.set({ domainName: domain });
  const siteId = view.kind === 'site' ? view.site.id : null;
  const router = useMemo(() => (view.kind === 'site' ? createSiteRouter(view.site.set) : null), [siteId]); // eslint-disable-line react-hooks/exhaustive-deps
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
          {router && <RouterProvider router={router} />}
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
