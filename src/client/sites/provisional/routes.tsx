// Provisional sites: only the common routes; home says what is being prepared.
import { type SiteModule, textPage } from '@client/sites/common/site-module';

export const site: SiteModule = { home: textPage(''), routes: [], navigation: [] };
