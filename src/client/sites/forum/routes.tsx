// The diaconal forum: food distribution, café, yearly archive, media and its own imprint.
import { lazyPage } from '../../features/resilience/lazy-page';
import { type SiteModule, contentPage, contentRoutes } from '../common/site-module';
import { plainContentPages } from '../site-pages';
import { forumContent } from './content';

export const site: SiteModule = {
  home: contentPage(forumContent, ''),
  routes: [
    ...contentRoutes(forumContent, plainContentPages('forum', ['media'])),
    { path: 'media', lazy: lazyPage(() => import('./media-page')) },
  ],
};
