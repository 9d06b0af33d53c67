// SPEC §2 menu: login when logged out; member items when logged in; the current path marked
// visited; a not-entitled item is shown disabled and navigates only if the user is entitled.
import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLocation, useNavigate } from 'react-router';
import { buildMenu, toRoutePath } from '@shared/routes';
import { useAuth } from '@client/core/auth/auth-context';
import { isMarkedMember } from '@client/core/auth/model/auth-state';

export function Menu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const current = toRoutePath(location.pathname);
  return (
    <nav className="main-menu" aria-label={t('shell.mainMenu')}>
      <ul>
        {buildMenu(user).map((item) => {
          const visited = item.path === current;
          const label = t(item.label);
          // An id per item, so that the last one clicked is recorded (lastClickedId, SPEC §3).
          const id = `menu-${item.path.replaceAll('/', '-')}`;
          return (
            <li key={item.path}>
              {item.entitled ? (
                <PageLink id={id} to={`/${item.path}`} className={visited ? 'menu-button visited' : 'menu-button'} aria-current={visited ? 'page' : undefined}>
                  {label}
                </PageLink>
              ) : (
                <button
                  id={id}
                  type="button"
                  className="menu-button"
                  aria-disabled="true"
                  title={t('shell.notEntitled')}
                  onClick={() => {
                    if (item.entitled) void navigate(`/${item.path}`);
                  }}
                >
                  {label} <span className="visually-hidden">({t('shell.notEntitled')})</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {/* A member known only by the session marker (an app shell offline) has no name to show. */}
      {user && !isMarkedMember(user) && (
        <p className="user-name" data-testid="user-name">
          {t('shell.loggedInAs', { name: user.name })}
        </p>
      )}
    </nav>
  );
}
