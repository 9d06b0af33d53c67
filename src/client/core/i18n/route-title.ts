// The translated title of a route, routes.<path>. Route paths are data (the sites' navigation, the
// content pages), so the key is checked against the catalogue at run time.
import { routeTitleKey } from '@shared/routes';
import type { Translation } from './i18n-context';
import type { MainKey } from './translation-keys';

/** The route's title; a path the catalogue has no title for shows its key, as any missing text does. */
export function routeTitle({ t, has }: Pick<Translation<MainKey>, 't' | 'has'>, routePath: string): string {
  const key = routeTitleKey(routePath);
  return has(key) ? t(key) : key;
}
