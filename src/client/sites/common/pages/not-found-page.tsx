import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useSite } from '@client/core/site/site-context';
import { useLocation } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { pathname } = useLocation();
  return (
    <article className="page">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundAt', { what: t('errors.page'), what2: pathname, what3: site.domain })}</p>
      <p>
        <PageLink to="/">{t('errors.backHome')}</PageLink>
      </p>
    </article>
  );
}
