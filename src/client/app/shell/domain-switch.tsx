// On local hosts, buttons switch between the domains of the deployment (SPEC §2).
import { useTranslation } from 'react-i18next';
import type { SiteRegistry } from '../../../shared/site-registry';

export function DomainSwitch({ registry, current, onChoose }: { registry: SiteRegistry; current: string | null; onChoose(domain: string): void }) {
  const { t } = useTranslation();
  return (
    <nav className="domain-switch" aria-label={t('domain.switchLabel')}>
      <p className="hint">{t('domain.switchHint')}</p>
      <ul>
        {registry.sites.map((site) => (
          <li key={site.id}>
            <button type="button" aria-pressed={site.domain === current} onClick={() => onChoose(site.domain)}>
              {site.domain}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
