// Pages for users with the internal flag only (SPEC §6): others are told they are not entitled.
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuth } from './auth-context';

export function RequireInternal() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (!user?.internal) {
    return (
      <article className="page">
        <h1>{t('intern.heading')}</h1>
        <p className="notice">{t('content.internalOnly')}</p>
      </article>
    );
  }
  return <Outlet />;
}
