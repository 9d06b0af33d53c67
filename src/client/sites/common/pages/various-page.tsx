// The members' tools (SPEC §2 'implied pages'), on every site.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_TOOLS } from '../../../../shared/routes';

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('various.heading')}</h1>
      <p className="lead">{t('various.intro')}</p>
      <ul className="tool-list">
        {MEMBER_TOOLS.map((tool) => (
          <li key={tool}>
            <Link to={`/${tool}`}>{t(`routes.${tool}`)}</Link>
            <p className="hint">{t(`various.tools.${tool.replace('various/', '')}`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
