import { useTranslation } from 'react-i18next';
import type { SiteRegistry } from '../../shared/site-registry';
import { LanguageSelector } from '../features/i18n/components/language-selector';
import { DomainSwitch } from './shell/domain-switch';

export function UnknownDomain({ domain, registry, onChoose }: { domain: string; registry: SiteRegistry; onChoose(domain: string): void }) {
  const { t } = useTranslation();
  return (
    <main className="page narrow">
      <LanguageSelector />
      <h1>{t('domain.unknown', { host: domain })}</h1>
      <DomainSwitch registry={registry} current={null} onChoose={onChoose} />
    </main>
  );
}
