// The common routes of every site (SPEC §2) but the home and the not-found page (routes.tsx). Each
// page is its own lazily loaded chunk; this table is one too: a first visit to a site's page does
// not load it, the browser's router patches it in when a navigation leads elsewhere (site-routes.tsx).
import type { RouteObject } from 'react-router';
import { contactLoader } from '@client/core/pages/page-services';
import { lazyPage } from '@client/core/resilience/lazy-page';
import { membersOnly, textPage } from './site-module';

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
];
