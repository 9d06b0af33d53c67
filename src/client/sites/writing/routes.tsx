// 'Schreiben hilft': essays, a writing exercise and an internal manuscript project.
import { SITE_PAGES, plainContentPages } from '@shared/site-pages';
import { type SiteModule, membersOnly, textPage, textRoutes } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [...textRoutes(plainContentPages('writing')), membersOnly(textRoutes(SITE_PAGES.writing.internal))],
  navigation: ['', 'contentWriting', 'exin1'],
};
