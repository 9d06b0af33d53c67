// Lazy route modules with the reload-once guard: a page chunk that fails to load reloads the page
// once; if it fails again the visitor sees a notice with a reload button instead of an empty page.
// The app clears the guard once a load has rendered (SPEC §4: cleared on the next load).
import { type ComponentType, useEffect, useState } from 'react';
import type { PageNamespace } from '@client/core/i18n/use-namespace';
import type { RouteHandle } from '@client/core/pages/route-handle';
import { PAGE_TEXTS } from '@client/core/i18n/i18n';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { reloadOnce } from './asset-reload';

export function browserReloadEnvironment() {
  let session: Storage | null = null;
  try {
    if (typeof window !== 'undefined') session = window.sessionStorage;
  } catch {
    // Storage refused: no reload guard, so no automatic reload either.
  }
  return { session, reload: () => window.location.reload(), schedule: (callback: () => void, ms: number) => void window.setTimeout(callback, ms) };
}

function PageLoadFailed() {
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

/**
 * Shown where a page's code failed to load: once mounted (so the address already names the page
 * that failed) it reloads once; if that happened already, it asks for a manual reload.
 */
function ReloadOnce() {
  const { t } = useTranslation();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    // The reload is a side effect that only an effect may cause; when the guard refuses it, the notice shows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!reloadOnce(browserReloadEnvironment())) setGaveUp(true);
  }, []);
  return gaveUp ? <PageLoadFailed /> : <p role="status">{t('shell.loading')}</p>;
}

/** A page module: its component, and the translation namespaces it needs before rendering. */
export interface PageModule {
  Component: ComponentType;
  namespaces?: PageNamespace[];
}

/** A dynamic import of a page module; the route-module-ids Vite plugin adds the module's source path. */
export type PageModuleLoader = (() => Promise<PageModule>) & { moduleId?: string };

/**
 * The lazy part of a route: the page's component, and in its handle what the renderers preload —
 * its namespaces and, unless it shows the shell's texts alone (the plain content page), the page
 * texts of the main catalogue.
 */
export function lazyPage(load: PageModuleLoader, { pageTexts = true } = {}): () => Promise<{ Component: ComponentType; handle: RouteHandle }> {
  return async () => {
    try {
      const module = await load();
      if (typeof module?.Component !== 'function') throw new Error('The page module has no component');
      const namespaces = [...(pageTexts ? [PAGE_TEXTS] : []), ...(module.namespaces ?? [])];
      return { Component: module.Component, handle: { moduleId: load.moduleId, namespaces } };
    } catch {
      return { Component: ReloadOnce, handle: {} };
    }
  };
}
