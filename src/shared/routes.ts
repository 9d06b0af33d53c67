// The common routes of every site (SPEC §2) and the member menu rules.
import type { AuthUser } from './api-types';

/** Route paths without a leading slash; '' is the home page. */
export const HOME_ALIASES = ['', 'index.html', 'start'] as const;

/** The members' tools, reachable from the 'various' page on every site. */
export const MEMBER_TOOLS = [
  'various/settings',
  'various/languages',
  'various/time-recording',
  'various/data-types',
  'various/autoclave',
] as const;

/** The common routes anyone may open. */
export const PUBLIC_COMMON_ROUTES = ['login', 'signup', 'unsubscribe', 'forgot-password', 'reset-password', 'log_out', 'imprint'] as const;

/**
 * The common routes for logged-in members: the client guards them (membersOnly), the server
 * renders them per request and never caches them. One list for both (site-routes.test.ts).
 */
export const MEMBER_ROUTES = ['dashboard', 'change-password', 'admin', 'protected', 'intern', 'intern/chat', 'intern/doc', 'various', ...MEMBER_TOOLS] as const;

/** The routes the menu leads to. */
type MenuPath = 'login' | 'dashboard' | 'protected' | 'intern' | 'various' | 'intern/chat' | 'intern/doc' | 'log_out';

export interface MenuItem {
  /** Translation key of the label: the route's title (a literal type, so the client's t checks it). */
  label: `routes.${MenuPath}`;
  path: MenuPath;
  /** Whether the user may use the item; a not-entitled item is shown disabled. */
  entitled: boolean;
}

/** The menu of SPEC §2: only login when logged out; member items when logged in. */
export function buildMenu(user: AuthUser | null): MenuItem[] {
  if (!user) return [{ label: 'routes.login', path: 'login', entitled: true }];
  const items: MenuItem[] = [
    { label: 'routes.dashboard', path: 'dashboard', entitled: true },
    { label: 'routes.protected', path: 'protected', entitled: true },
    { label: 'routes.intern', path: 'intern', entitled: true },
    { label: 'routes.various', path: 'various', entitled: true },
    { label: 'routes.intern/chat', path: 'intern/chat', entitled: false },
  ];
  if (user.entitled) items.push({ label: 'routes.intern/doc', path: 'intern/doc', entitled: true });
  items.push({ label: 'routes.log_out', path: 'log_out', entitled: true });
  return items;
}

/** Normalises a location pathname to a route path without slashes ('' for home). */
export function toRoutePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return (HOME_ALIASES as readonly string[]).includes(trimmed) ? '' : trimmed;
}

/**
 * Where to go back to after a login: a path of this site from ?from= or the navigation state,
 * never another origin ('//evil.example' or '/\\evil.example' would leave the site).
 */
export function safeReturnPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || /^\/[/\\]/.test(candidate)) return fallback;
  return candidate;
}

/** Translation key of a route path's name, used for the document title. */
export function routeTitleKey(routePath: string): string {
  return `routes.${routePath === '' ? 'home' : routePath}`;
}
