// The morpheme site: the word-part game and a photo gallery.
import { type SiteModule, textPage } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [
    { path: 'play', ...textPage('play', () => import('./play-page')) },
    { path: 'photos', ...textPage('photos', () => import('./photos-page')) },
  ],
  navigation: ['', 'play', 'photos'],
};
