import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <article className="page">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundAt', { what: t('errors.page'), what2: pathname, what3: window.location.host })}</p>
      <p>
        <Link to="/">{t('errors.backHome')}</Link>
      </p>
    </article>
  );
}
