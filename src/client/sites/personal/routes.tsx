// The personal site: a software developer's CV and consulting profile, and a property for sale.
import { lazyPage } from '../../features/resilience/lazy-page';
import { type SiteModule, contentPage, contentRoutes } from '../common/site-module';
import { plainContentPages } from '../site-pages';

const content = import.meta.glob<string>('../../../../content/personal/*/*.md', { query: '?raw', import: 'default' });

export const site: SiteModule = {
  home: contentPage(content, ''),
  routes: [
    ...contentRoutes(content, plainContentPages('personal', ['property'])),
    { path: 'property', lazy: lazyPage(() => import('../../features/property-listing/components/property-page')) },
  ],
};
