// A domain chosen on a local host that the deployment does not serve (SPEC §2): the message and
// the buttons of the domains it does serve.
import { LanguageSelector } from '@client/core/i18n/components/language-selector';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { DomainSwitch } from './shell/domain-switch';

export function UnknownDomain({ domain, domains, onChoose }: { domain: string; domains: readonly string[]; onChoose(domain: string): void }) {
  const { t } = useTranslation();
  return (
    <main className="page narrow">
      <LanguageSelector />
      <h1>{t('domain.unknown', { host: domain })}</h1>
      <DomainSwitch domains={domains} current={null} onChoose={onChoose} />
    </main>
  );
}
