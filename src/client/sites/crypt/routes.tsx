// The crypt: a family chronicle whose years are open to members with the internal flag only.
import { type SiteModule, contentPage, contentRoutes, internalOnly } from '../common/site-module';
import { SITE_PAGES } from '../site-pages';

const content = import.meta.glob<string>('../../../../content/crypt/*/*.md', { query: '?raw', import: 'default' });
const { internal } = SITE_PAGES.crypt;

export const site: SiteModule = {
  home: contentPage(content, '', internal),
  routes: [internalOnly(contentRoutes(content, internal, internal))],
};
