// Member routes: while the start-up check runs show 'Loading...'; logged out, go to login and come back.
// After a login with an initial password every member route leads to the password change first.
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';

export const CHANGE_PASSWORD_PATH = '/change-password';

export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (loading) return <p role="status">{t('shell.loading')}</p>;
  const here = `${location.pathname}${location.search}`;
  if (!user) return <Navigate to="/login" replace state={{ from: here }} />;
  if (user.mustChangePassword && location.pathname.replace(/\/+$/, '') !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace state={{ from: here }} />;
  }
  return <Outlet />;
}
