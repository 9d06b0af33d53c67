// Peace, remembrance and the daily Gospel.
import { plainContentPages } from '@shared/site-pages';
import { type SiteModule, textPage, textRoutes } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [
    ...textRoutes(plainContentPages('peace', ['daily_gospel'])),
    { path: 'daily_gospel', ...textPage('daily_gospel', () => import('./daily-gospel-page')) },
  ],
  navigation: ['', 'peace', 'daily_gospel', 'auschwitz', 'work'],
};
