// SPEC §2 footer: 'Developed by' and the owner; 'with the support of' and 'Heartfelt Intelligence (HI)'
// are hidden by default and revealed on request.
import { PageLink } from '@client/core/pages/page-link';
import { useId, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { useSite } from '@client/core/site/site-context';

export function Footer() {
  const { t } = useTranslation();
  const { ownerName } = useSite();
  const [extended, setExtended] = useState(false);
  const creditsId = useId();
  return (
    <footer className={extended ? 'site-footer extended' : 'site-footer'}>
      <p>
        {t('shell.footer.developedBy')} <span className="owner-name">{ownerName}</span>
        <button type="button" className="link-button" aria-expanded={extended} aria-controls={creditsId} onClick={() => setExtended(!extended)}>
          {extended ? t('shell.footer.hideCredits') : t('shell.footer.showCredits')}
        </button>
        <PageLink to="/imprint" className="footer-link">
          {t('routes.imprint')}
        </PageLink>
      </p>
      <p id={creditsId} hidden={!extended}>
        {t('shell.footer.withSupportOf')} <span lang="en">{t('shell.footer.hi')}</span>
      </p>
    </footer>
  );
}
