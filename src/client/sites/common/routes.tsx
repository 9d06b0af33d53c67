// The common routes of every site (SPEC §2). Each page is its own lazily loaded chunk.
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/require-auth';
import { lazyPage } from '../../features/resilience/lazy-page';

/** The home page under its three names (SPEC §2: /, index.html and start). */
export function homeRoutes(home: LazyRouteFunction<RouteObject>): RouteObject[] {
  return [
    { index: true, lazy: home },
    { path: 'index.html', lazy: home },
    { path: 'start', lazy: home },
  ];
}

/** The common routes; a site's own route with the same path (its own imprint) comes first. */
export const commonRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./pages/login-page')) },
  { path: 'signup', lazy: lazyPage(() => import('../../features/accounts/components/signup-page')) },
  { path: 'unsubscribe', lazy: lazyPage(() => import('../../features/accounts/components/unsubscribe-page')) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', lazy: lazyPage(() => import('./pages/dashboard-page')) },
      { path: 'change-password', lazy: lazyPage(() => import('../../features/accounts/components/change-password-page')) },
      { path: 'admin', lazy: lazyPage(() => import('../../features/accounts/components/admin-page')) },
      { path: 'protected', lazy: lazyPage(() => import('./pages/protected-page')) },
      { path: 'intern', lazy: lazyPage(() => import('./pages/intern-page')) },
      { path: 'intern/chat', lazy: lazyPage(() => import('./pages/chat-page')) },
      { path: 'intern/doc', lazy: lazyPage(() => import('./pages/doc-page')) },
      { path: 'various', lazy: lazyPage(() => import('./pages/various-page')) },
      { path: 'various/settings', lazy: lazyPage(() => import('../../features/settings/components/settings-page')) },
      { path: 'various/languages', lazy: lazyPage(() => import('../../features/languages/components/languages-page')) },
      { path: 'various/time-recording', lazy: lazyPage(() => import('../../features/time-recording/components/time-recording-page')) },
      { path: 'various/data-types', lazy: lazyPage(() => import('../../features/data-types/components/data-types-page')) },
      { path: 'various/autoclave', lazy: lazyPage(() => import('../../features/autoclave/components/autoclave-page')) },
    ],
  },
  { path: 'log_out', lazy: lazyPage(() => import('./pages/log-out-page')) },
  { path: 'imprint', lazy: lazyPage(() => import('./pages/imprint-page')) },
  { path: '*', lazy: lazyPage(() => import('./pages/not-found-page')) },
];
