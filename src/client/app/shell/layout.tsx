// The frame of every page (SPEC §2), in order: dark-mode slider, site title, menu, divider, page, footer.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { isLanguageCode } from '@shared/languages';
import { LanguageSelector } from '@client/core/i18n/components/language-selector';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useSettingsStore } from '@client/core/settings/settings-context';
import { DarkModeSlider } from '@client/core/settings/dark-mode-slider';
import { useSite } from '@client/core/site/site-context';
import { ConnectionBanner } from './connection-banner';
import { UpdateNotice } from '@client/features/offline/components/update-notice';
import { DomainSwitch } from './domain-switch';
import { Footer } from './footer';
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

/**
 * The address names the page's language (?lang=), so any link can be shared as it is seen. An
 * address that names no language (or none of ours) shows its page in the interface's language
 * already — the server rendered it so, or the browser loaded it in the language asked for last —
 * so naming it loads nothing again (no second /api/page on a first visit), unless a language
 * switch is under way: then the text follows as before.
 */
function useLanguageInAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    // A navigation under way names its language itself when it lands. A flag's commits the
    // interface language a moment before its address: naming it then would load the text twice.
    if (navigating) return;
    const search = new URLSearchParams(location.search);
    const named = search.get('lang');
    if (named === i18n.language) return;
    search.set('lang', i18n.language);
    const textInLanguage = !isLanguageCode(named) && i18n.requested === i18n.language;
    void navigate(
      { pathname: location.pathname, search: `?${search}`, hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state, defaultShouldRevalidate: !textInLanguage },
    );
  }, [i18n.language, i18n.requested, location, navigate, navigating]);
}

export function Layout({ navigation }: { navigation: readonly SiteNavigationEntry[] }) {
  const { t } = useTranslation();
  const { site, local, domains, chooseDomain } = useSite();
  const settings = useSettingsStore();
  const { pathname } = useLocation();
  useDocumentTitle();
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
