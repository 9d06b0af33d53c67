// The construction set (tax domain and local hosts): only the common routes.
import { type SiteModule, contentPage } from '../common/site-module';

const content = import.meta.glob<string>('../../../../content/construction/*/*.md', { query: '?raw', import: 'default' });

export const site: SiteModule = { home: contentPage(content, ''), routes: [] };
