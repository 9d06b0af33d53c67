// The morpheme site: the word-part game and a photo gallery.
import { lazyPage } from '../../features/resilience/lazy-page';
import { type SiteModule, contentPage } from '../common/site-module';
import { morphemeContent } from './content';

export const site: SiteModule = {
  home: contentPage(morphemeContent, ''),
  routes: [
    { path: 'play', lazy: lazyPage(() => import('./play-page')) },
    { path: 'photos', lazy: lazyPage(() => import('./photos-page')) },
  ],
};
