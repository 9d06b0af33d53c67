// The members' tools (SPEC §2 'implied pages'), on every site.
import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { MEMBER_TOOLS } from '@shared/routes';

/** The tool's name in its route 'various/<name>', typed, so its description's key is checked. */
function toolName<Name extends string>(tool: `various/${Name}`): Name {
  return tool.slice('various/'.length) as Name;
}

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('various.heading')}</h1>
      <p className="lead">{t('various.intro')}</p>
      <ul className="tool-list">
        {MEMBER_TOOLS.map((tool) => (
          <li key={tool}>
            <PageLink to={`/${tool}`}>{t(`routes.${tool}`)}</PageLink>
            <p className="hint">{t(`various.tools.${toolName(tool)}`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
