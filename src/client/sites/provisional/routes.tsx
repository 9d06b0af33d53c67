// Provisional sites: only the common routes; home says what is being prepared.
import { type SiteModule, contentPage } from '../common/site-module';

const content = import.meta.glob<string>('../../../../content/provisional/*/*.md', { query: '?raw', import: 'default' });

export const site: SiteModule = { home: contentPage(content, ''), routes: [] };
