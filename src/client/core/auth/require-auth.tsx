// Member routes react to the session ending while they are open: logged out, to the login and
// back; after a login with an initial password, every member route leads to the password change
// first. (The route loader does the same before a member route opens, on the server too.)
import { useTranslation } from '@client/core/i18n/i18n-context';
import { CHANGE_PASSWORD_PATH } from '@client/core/pages/page-services';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';

export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (loading) return <p role="status">{t('shell.loading')}</p>;
  const here = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!user) return <Navigate to={`/login?from=${here}`} replace />;
  if (user.mustChangePassword && location.pathname.replace(/\/+$/, '') !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={`${CHANGE_PASSWORD_PATH}?from=${here}`} replace />;
  }
  return <Outlet />;
}
