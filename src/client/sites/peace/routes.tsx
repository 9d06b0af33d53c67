// Peace, remembrance and the daily Gospel.
import { lazyPage } from '../../features/resilience/lazy-page';
import { type SiteModule, contentPage, contentRoutes } from '../common/site-module';
import { plainContentPages } from '../site-pages';
import { peaceContent } from './content';

export const site: SiteModule = {
  home: contentPage(peaceContent, ''),
  routes: [
    ...contentRoutes(peaceContent, plainContentPages('peace', ['daily_gospel'])),
    { path: 'daily_gospel', lazy: lazyPage(() => import('./daily-gospel-page')) },
  ],
};
