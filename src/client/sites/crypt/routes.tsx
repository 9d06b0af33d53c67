// The crypt: a family chronicle whose years are open to members with the internal flag only.
import { SITE_PAGES } from '@shared/site-pages';
import { type SiteModule, membersOnly, textPage, textRoutes } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [membersOnly(textRoutes(SITE_PAGES.crypt.internal))],
  navigation: [],
};
