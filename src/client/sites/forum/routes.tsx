// The diaconal forum: food distribution, café, yearly archive, media and its own imprint.
import { FORUM_YEARS, plainContentPages } from '@shared/site-pages';
import { type SiteModule, textPage, textRoutes } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [...textRoutes(plainContentPages('forum', ['media'])), { path: 'media', ...textPage('media', () => import('./media-page')) }],
  navigation: ['', 'news', 'cafe', 'contact', 'media', { label: 'shell.archive', pages: FORUM_YEARS }],
};
