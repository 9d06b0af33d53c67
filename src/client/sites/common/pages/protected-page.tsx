import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ITEMS = ['dashboard', 'intern', 'various'] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('protected.heading')}</h1>
      <p className="lead">{t('protected.intro')}</p>
      <ul className="link-list">
        {ITEMS.map((item) => (
          <li key={item}>
            <Link to={`/${item}`}>{t(`routes.${item}`)}</Link> – {t(`protected.items.${item}`)}
          </li>
        ))}
      </ul>
    </article>
  );
}
