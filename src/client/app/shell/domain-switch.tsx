// On local hosts, buttons switch between the domains of the deployment (SPEC §2).
import { useTranslation } from '@client/core/i18n/i18n-context';

export function DomainSwitch({ domains, current, onChoose }: { domains: readonly string[]; current: string | null; onChoose(domain: string): void }) {
  const { t } = useTranslation();
  return (
    <nav className="domain-switch" aria-label={t('domain.switchLabel')}>
      <p className="hint">{t('domain.switchHint')}</p>
      <ul>
        {domains.map((domain) => (
          <li key={domain}>
            <button type="button" aria-pressed={domain === current} onClick={() => onChoose(domain)}>
              {domain}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
