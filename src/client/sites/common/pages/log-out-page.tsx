import { PageLink } from '@client/core/pages/page-link';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { useAuth, useAuthController } from '@client/core/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const controller = useAuthController();
  const { user, loading } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (loading || !user || started.current) return;
    started.current = true;
    void controller.logout();
  }, [controller, user, loading]);
  const done = !loading && !user;
  return (
    <article className="page">
      <h1>{t('logout.heading')}</h1>
      <p role="status">{done ? t('logout.done') : t('logout.inProgress')}</p>
      {done && <PageLink to="/login">{t('logout.loginAgain')}</PageLink>}
    </article>
  );
}
