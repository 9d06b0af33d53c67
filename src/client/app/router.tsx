// One data router per site: the shell layout around the site's routes. Pages load lazily.
import { createBrowserRouter, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SiteSet } from '../../shared/site-registry';
import { commonRoutes } from '../sites/common/routes';
import { Layout } from './shell/layout';

function RouteLoading() {
  const { t } = useTranslation();
  return <p role="status" className="visually-hidden">{t('shell.loading')}</p>;
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className="page narrow" role="alert">
      <h1>{t('shell.assetError')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </main>
  );
}

export function createSiteRouter(_set: SiteSet) {
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      children: commonRoutes,
    },
  ]);
}
