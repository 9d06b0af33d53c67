// The construction set (tax domain and local hosts): only the common routes.
import { type SiteModule, textPage } from '@client/sites/common/site-module';

export const site: SiteModule = { home: textPage(''), routes: [], navigation: [] };
