// The personal site: a software developer's CV and consulting profile, and a property for sale.
import { CV_PAGE } from '@shared/cv-pdf';
import { plainContentPages } from '@shared/site-pages';
import { textWithContactLoader } from '@client/core/pages/page-services';
import { type SiteModule, textPage, textRoutes } from '@client/sites/common/site-module';

export const site: SiteModule = {
  home: textPage(''),
  routes: [
    ...textRoutes(plainContentPages('personal', ['property', CV_PAGE])),
    { path: CV_PAGE, ...textPage(CV_PAGE, () => import('./cv-page'), { pageTexts: false }) },
    {
      path: 'property',
      ...textPage('property', () => import('@client/features/property-listing/components/property-page')),
      loader: textWithContactLoader('property'),
    },
  ],
  navigation: ['', 'cv', 'property'],
};
