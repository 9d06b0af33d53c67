// 'Schreiben hilft': essays, a writing exercise and an internal manuscript project.
import { type SiteModule, contentPage, contentRoutes, internalOnly } from '../common/site-module';
import { SITE_PAGES, plainContentPages } from '../site-pages';

const content = import.meta.glob<string>('../../../../content/writing/*/*.md', { query: '?raw', import: 'default' });
const { internal } = SITE_PAGES.writing;

export const site: SiteModule = {
  home: contentPage(content, '', internal),
  routes: [...contentRoutes(content, plainContentPages('writing'), internal), internalOnly(contentRoutes(content, internal, internal))],
};
