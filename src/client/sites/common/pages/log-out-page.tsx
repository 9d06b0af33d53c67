import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth, useAuthController } from '../../../features/auth/auth-context';

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
      {done && <Link to="/login">{t('logout.loginAgain')}</Link>}
    </article>
  );
}
