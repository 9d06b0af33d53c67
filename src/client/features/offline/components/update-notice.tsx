// The service worker of the site (production builds only) and its "new version" notice: a polite
// live region, empty until a new deployment's worker waits; its button lets that worker take over
// and reloads the page. Also keeps the manifest link in the page's language.
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useNamespace } from '@client/core/i18n/use-namespace';
import { type ContainerLike, type WorkerLike, manifestAddress, takeOver, watchServiceWorker } from '../model/service-worker-client';
import { OFFLINE_TEXTS } from './offline-texts';

function serviceWorkers(): ContainerLike | null {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? (navigator.serviceWorker as unknown as ContainerLike) : null;
}

/** The notice's text and button; its texts load only when there is a new version to tell of. */
function UpdateMessage({ onReload }: { onReload: () => void }) {
  const { t, ready } = useNamespace(OFFLINE_TEXTS);
  if (!ready) return null;
  return (
    <p className="connection-banner update-notice">
      {t('update.text')}{' '}
      <button type="button" onClick={onReload}>
        {t('update.reload')}
      </button>
    </p>
  );
}

export function UpdateNotice() {
  const [waiting, setWaiting] = useState<WorkerLike | null>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const container = serviceWorkers();
    if (!container) return;
    let current = true;
    void watchServiceWorker(container, { pageUrl: window.location.href, onWaiting: (worker) => current && setWaiting(worker) }).then((registration) => {
      if (!registration || !current) return;
      // A visit that stays long in one tab still learns of a new deployment when it comes back.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestAddress(language));
  }, [language]);

  const container = serviceWorkers();
  return (
    <div role="status" aria-live="polite">
      {waiting && container ? <UpdateMessage onReload={() => takeOver(container, waiting, () => window.location.reload())} /> : null}
    </div>
  );
}
