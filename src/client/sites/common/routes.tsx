// The common routes of every site (SPEC §2). Each page is its own lazily loaded chunk.
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/require-auth';

const home = () => import('./pages/home-page');

export const commonRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: 'index.html', lazy: home },
  { path: 'start', lazy: home },
  { path: 'login', lazy: () => import('./pages/login-page') },
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', lazy: () => import('./pages/dashboard-page') },
      { path: 'protected', lazy: () => import('./pages/protected-page') },
      { path: 'intern', lazy: () => import('./pages/intern-page') },
      { path: 'intern/chat', lazy: () => import('./pages/chat-page') },
      { path: 'intern/doc', lazy: () => import('./pages/doc-page') },
      { path: 'various', lazy: () => import('./pages/various-page') },
    ],
  },
  { path: 'log_out', lazy: () => import('./pages/log-out-page') },
  { path: 'imprint', lazy: () => import('./pages/imprint-page') },
  { path: '*', lazy: () => import('./pages/not-found-page') },
];
