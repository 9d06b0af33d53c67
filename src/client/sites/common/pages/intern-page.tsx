import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../features/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <article className="page">
      <h1>{t('intern.heading')}</h1>
      <p className="lead">{t('intern.intro')}</p>
      <ul className="link-list">
        <li>{user?.entitled ? <Link to="/intern/doc">{t('intern.docLink')}</Link> : t('intern.docLocked')}</li>
        <li>{t('intern.chatLocked')}</li>
      </ul>
    </article>
  );
}
