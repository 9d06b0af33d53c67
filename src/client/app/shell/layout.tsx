// The frame of every page (SPEC §2), in order: dark-mode slider, site title, menu, divider, page, footer.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { routeTitleKey, toRoutePath } from '../../../shared/routes';
import { LanguageSelector } from '../../features/i18n/components/language-selector';
import { useSettingsStore } from '../../features/settings/settings-context';
import { DarkModeSlider } from '../../features/settings/components/dark-mode-slider';
import { useSite } from '../../lib/site-context';
import { ConnectionBanner } from './connection-banner';
import { DomainSwitch } from './domain-switch';
import { Footer } from './footer';
import { Menu } from './menu';
import { SiteTitle } from './site-title';

function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const { site } = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    const key = routeTitleKey(toRoutePath(pathname));
    const name = i18n.exists(key) ? t(key) : t('routes.notFound');
    document.title = `${name} | ${site.domain}`;
  }, [pathname, site.domain, t, i18n]);
}

export function Layout() {
  const { t } = useTranslation();
  const { registry, site, local, chooseDomain } = useSite();
  const settings = useSettingsStore();
  const { pathname } = useLocation();
  useDocumentTitle();
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
      </header>
      {local && <DomainSwitch registry={registry} current={site.domain} onChoose={chooseDomain} />}
      <ConnectionBanner />
      <hr className="divider" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
