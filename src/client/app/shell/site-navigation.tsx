// The navigation of a site's public pages (declared beside its routes), below the menu of SPEC §2:
// translated names, the current page marked as the menu marks it, a group for the forum's archive.
import { useLocation } from 'react-router';
import { toRoutePath } from '@shared/routes';
import { localeOf } from '@client/core/i18n/i18n';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { routeTitle } from '@client/core/i18n/route-title';
import { PageLink } from '@client/core/pages/page-link';
import type { SiteNavigationEntry } from '@client/sites/common/site-module';
import { numberFormat } from '@client/core/i18n/intl-formatters';

/** An entry of the navigation; archive entries are years (route paths such as '2024'). */
function PageItem({ page, current, label }: { page: string; current: string; label: string }) {
  const here = page === current;
  return (
    <li>
      <PageLink to={`/${page}`} className={here ? 'site-nav-link visited' : 'site-nav-link'} aria-current={here ? 'page' : undefined}>
        {label}
      </PageLink>
    </li>
  );
}

export function SiteNavigation({ entries }: { entries: readonly SiteNavigationEntry[] }) {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const current = toRoutePath(useLocation().pathname);
  if (entries.length < 2) return null;
  const yearFormat = numberFormat(localeOf(i18n.language), { useGrouping: false });
  return (
    <nav className="site-navigation" aria-label={t('shell.siteNavigation')}>
      <ul>
        {entries.map((entry) =>
          typeof entry === 'string' ? (
            <PageItem key={entry} page={entry} current={current} label={routeTitle(translation, entry)} />
          ) : (
            <li key={entry.label} className="site-nav-group">
              <span className="site-nav-group-label">{t(entry.label)}</span>
              <ul>
                {entry.pages.map((page) => (
                  <PageItem key={page} page={page} current={current} label={yearFormat.format(Number(page))} />
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
