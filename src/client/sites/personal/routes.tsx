// The personal site: a software developer's CV and consulting profile.
import { type SiteModule, contentPage, contentRoutes } from '../common/site-module';
import { plainContentPages } from '../site-pages';

const content = import.meta.glob<string>('../../../../content/personal/*/*.md', { query: '?raw', import: 'default' });

export const site: SiteModule = {
  home: contentPage(content, ''),
  routes: contentRoutes(content, plainContentPages('personal')),
};
