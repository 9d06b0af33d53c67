import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../features/auth/auth-context';
import { useSite } from '../../../lib/site-context';

export function Component() {
  const { t } = useTranslation();
  const { site, registry } = useSite();
  const { user } = useAuth();
  const owner = registry.owner;
  const heading = site.title.type === 'slogan' ? t(`slogans.${site.title.key}`) : site.title.type === 'logo' ? site.title.alt : site.domain;
  return (
    <article className="page">
      <h1>{heading}</h1>
      <p className="lead">{t(`home.sets.${site.set}`)}</p>
      <p>
        {t('home.contactPrompt', { name: `${owner.firstName} ${owner.lastName}` })}{' '}
        <a href={`mailto:${owner.mail}`}>{owner.mail}</a>
      </p>
      {!user && (
        <p>
          {t('home.membersPrompt')} <Link to="/login">{t('routes.login')}</Link>
        </p>
      )}
    </article>
  );
}
