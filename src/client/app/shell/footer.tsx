// SPEC §2 footer: 'Developed by' and the owner; 'with the support of' and 'Heartfelt Intelligence (HI)'
// are hidden by default and revealed on request.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-context';

export function Footer() {
  const { t } = useTranslation();
  const { registry } = useSite();
  const [extended, setExtended] = useState(false);
  const creditsId = useId();
  const owner = registry.owner;
  return (
    <footer className={extended ? 'site-footer extended' : 'site-footer'}>
      <p>
        {t('shell.footer.developedBy')} <span className="owner-name">{`${owner.firstName} ${owner.lastName}`}</span>
        <button type="button" className="link-button" aria-expanded={extended} aria-controls={creditsId} onClick={() => setExtended(!extended)}>
          {extended ? t('shell.footer.hideCredits') : t('shell.footer.showCredits')}
        </button>
        <Link to="/imprint" className="footer-link">
          {t('routes.imprint')}
        </Link>
      </p>
      <p id={creditsId} hidden={!extended}>
        {t('shell.footer.withSupportOf')} <span lang="en">{t('shell.footer.hi')}</span>
      </p>
    </footer>
  );
}
