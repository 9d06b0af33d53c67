// One lazily loaded route module per site set: a visitor downloads only the site they are on.
import type { SiteSet } from '@shared/site-registry';
import type { SiteModule } from './common/site-module';

export const SITE_MODULES: Record<SiteSet, () => Promise<{ site: SiteModule }>> = {
  personal: () => import('./personal/routes'),
  crypt: () => import('./crypt/routes'),
  forum: () => import('./forum/routes'),
  writing: () => import('./writing/routes'),
  morpheme: () => import('./morpheme/routes'),
  peace: () => import('./peace/routes'),
  provisional: () => import('./provisional/routes'),
  construction: () => import('./construction/routes'),
};
