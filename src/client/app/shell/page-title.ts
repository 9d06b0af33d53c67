// The document title (SPEC §2): the translated path name, a separator and the domain name; the
// server writes it into the HTML, the browser keeps it current while navigating.
import type { UIMatch } from 'react-router';
import type { PageView } from '@shared/page-context';
import { routeTitleKey, toRoutePath } from '@shared/routes';
import type { I18n } from '@client/core/i18n/i18n';
import type { MainKey } from '@client/core/i18n/translation-keys';
import { NOT_FOUND_ROUTE_ID } from '@client/core/pages/route-handle';

/** The route path of the page the matches show: '' for home, null for the not-found page. */
export function matchedRoutePath(matches: readonly Pick<UIMatch, 'id' | 'pathname'>[]): string | null {
  const deepest = matches[matches.length - 1];
  return !deepest || deepest.id === NOT_FOUND_ROUTE_ID ? null : toRoutePath(deepest.pathname);
}

const titled = (name: string, domain: string) => `${name} | ${domain}`;

export function pageTitle(i18n: I18n, routePath: string | null, domain: string): string {
  const key = routePath === null ? 'routes.notFound' : routeTitleKey(routePath);
  return titled(i18n.exists(key) ? i18n.t(key) : i18n.t('routes.notFound'), domain);
}

/** The pages that are no route of the site (request-view.tsx) and their names. */
export type RequestViewKind = Exclude<PageView['kind'], 'site'>;
const VIEW_NAME_KEYS: Record<RequestViewKind, MainKey> = { 'https-notice': 'routes.httpsRequired', 'unknown-domain': 'routes.unknownDomain' };

export function requestViewTitle(i18n: I18n, kind: RequestViewKind, domain: string): string {
  return titled(i18n.t(VIEW_NAME_KEYS[kind]), domain);
}
