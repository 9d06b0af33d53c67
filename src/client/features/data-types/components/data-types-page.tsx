// Replaced by the app's real page as it is built.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <article className="page">
      <h1>{t(`routes.${pathname.slice(1)}`)}</h1>
    </article>
  );
}
