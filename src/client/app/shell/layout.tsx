// The frame of every page (SPEC §2), in order: dark-mode slider, site title, menu, divider, page, footer.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { LanguageSelector } from '@client/core/i18n/components/language-selector';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useSettingsStore } from '@client/core/settings/settings-context';
import { DarkModeSlider } from '@client/core/settings/dark-mode-slider';
import { useSite } from '@client/core/site/site-context';
import { ConnectionBanner } from './connection-banner';
import { UpdateNotice } from '@client/features/offline/components/update-notice';
import { DomainSwitch } from './domain-switch';
import { Footer } from './footer';
import { addressLanguageUpdate } from './language-in-address';
import { useLanguageOfAddress } from '../page-navigation';
import { Menu } from './menu';
import { NavigationStatus } from './navigation-status';
import { matchedRoutePath, pageTitle } from './page-title';
import { SiteNavigation } from './site-navigation';
import { SiteTitle } from './site-title';
import type { SiteNavigationEntry } from '@client/sites/common/site-module';

/** Keeps the document title current while navigating (the server wrote the first one). */
function useDocumentTitle(): void {
  const { i18n } = useTranslation();
  const { site } = useSite();
  const routePath = matchedRoutePath(useMatches());
  useEffect(() => {
    document.title = pageTitle(i18n, routePath, site.domain);
  }, [i18n, i18n.language, routePath, site.domain]);
}

/** Names the interface's language in the address after each navigation (language-in-address.ts). */
function useLanguageInAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const update = addressLanguageUpdate(location.search, i18n, navigating);
    if (!update) return;
    void navigate(
      { pathname: location.pathname, search: update.search, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state, defaultShouldRevalidate: update.reloadText },
    );
  }, [i18n, i18n.language, i18n.requested, location, navigate, navigating]);
}

export function Layout({ navigation }: { navigation: readonly SiteNavigationEntry[] }) {
  const { t } = useTranslation();
  const { site, local, domains, chooseDomain } = useSite();
  const settings = useSettingsStore();
  const { pathname } = useLocation();
  useDocumentTitle();
  useLanguageOfAddress();
  useLanguageInAddress();
  useEffect(() => {
    settings.set({ path: pathname });
  }, [pathname, settings]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="site-header">
        <div className="header-tools">
          <DarkModeSlider />
          <LanguageSelector />
        </div>
        <SiteTitle />
        <Menu />
        <SiteNavigation entries={navigation} />
      </header>
      {local && domains && <DomainSwitch domains={domains} current={site.domain} onChoose={chooseDomain} />}
      <ConnectionBanner />
      <UpdateNotice />
      <NavigationStatus />
      <hr className="divider" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
