// Lazy route modules with the reload-once guard: a page chunk that fails to load reloads the page
// once; if it fails again the visitor sees a notice with a reload button instead of an empty page.
// A chunk that loads marks the load as healthy, which clears the guard.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { markLoadHealthy, reloadOnce } from './asset-reload';

export function browserReloadEnvironment() {
  let session: Storage | null;
  try {
    session = window.sessionStorage;
  } catch {
    session = null;
  }
  return { session, reload: () => window.location.reload(), schedule: (callback: () => void, ms: number) => void window.setTimeout(callback, ms) };
}

export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <article className="page narrow" role="alert">
      <h1>{t('shell.assetError')}</h1>
      <p>{t('shell.maxRetries')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </article>
  );
}

export function lazyPage(load: () => Promise<{ Component: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await load();
      if (typeof module?.Component !== 'function') throw new Error('The page module has no component');
      markLoadHealthy(browserReloadEnvironment());
      return { Component: module.Component };
    } catch {
      reloadOnce(browserReloadEnvironment());
      return { Component: PageLoadFailed };
    }
  };
}
