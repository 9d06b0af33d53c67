// The internal area: its text from the server, then what the account may open here.
import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { useAuth } from '@client/core/auth/auth-context';
import { ContentPage } from '@client/core/content/components/content-page';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <ContentPage>
      <ul className="link-list">
        <li>{user?.entitled ? <PageLink to="/intern/doc">{t('intern.docLink')}</PageLink> : t('intern.docLocked')}</li>
        <li>{t('intern.chatLocked')}</li>
      </ul>
    </ContentPage>
  );
}
