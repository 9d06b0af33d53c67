// The common routes of every site (SPEC §2). Each page is its own lazily loaded chunk.
import type { RouteObject } from 'react-router';
import { contactLoader, notFoundLoader } from '@client/core/pages/page-services';
import { NOT_FOUND_ROUTE_ID } from '@client/core/pages/route-handle';
import { lazyPage } from '@client/core/resilience/lazy-page';
import { type PageRoute, membersOnly, textPage } from './site-module';

/** The home page under its three names (SPEC §2: /, index.html and start). */
export function homeRoutes(home: PageRoute): RouteObject[] {
  return [
    { index: true, ...home },
    { path: 'index.html', ...home },
    { path: 'start', ...home },
  ];
}

/** The common routes; a site's own route with the same path (its own imprint) comes first. */
export const commonRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./pages/login-page')) },
  { path: 'signup', lazy: lazyPage(() => import('@client/features/accounts/components/signup-page')) },
  { path: 'unsubscribe', lazy: lazyPage(() => import('@client/features/accounts/components/unsubscribe-page')) },
  { path: 'forgot-password', lazy: lazyPage(() => import('@client/features/account-security/components/forgot-password-page')) },
  { path: 'reset-password', lazy: lazyPage(() => import('@client/features/account-security/components/reset-password-page')) },
  membersOnly([
    { path: 'dashboard', lazy: lazyPage(() => import('./pages/dashboard-page')) },
    { path: 'change-password', lazy: lazyPage(() => import('@client/features/accounts/components/change-password-page')) },
    { path: 'admin', lazy: lazyPage(() => import('./pages/admin-page')) },
    { path: 'protected', ...textPage('protected') },
    { path: 'intern', ...textPage('intern', () => import('./pages/intern-page')) },
    { path: 'intern/chat', lazy: lazyPage(() => import('./pages/chat-page')) },
    { path: 'intern/doc', ...textPage('intern/doc') },
    { path: 'various', lazy: lazyPage(() => import('./pages/various-page')) },
    { path: 'various/settings', lazy: lazyPage(() => import('@client/features/settings/components/settings-page')) },
    { path: 'various/languages', lazy: lazyPage(() => import('@client/features/languages/components/languages-page')) },
    { path: 'various/time-recording', lazy: lazyPage(() => import('@client/features/time-recording/components/time-recording-page')) },
    { path: 'various/data-types', lazy: lazyPage(() => import('@client/features/data-types/components/data-types-page')) },
    { path: 'various/autoclave', lazy: lazyPage(() => import('@client/features/autoclave/components/autoclave-page')) },
  ]),
  { path: 'log_out', lazy: lazyPage(() => import('./pages/log-out-page')) },
  { path: 'imprint', loader: contactLoader, lazy: lazyPage(() => import('./pages/imprint-page')) },
  { id: NOT_FOUND_ROUTE_ID, path: '*', loader: notFoundLoader, lazy: lazyPage(() => import('./pages/not-found-page')) },
];
