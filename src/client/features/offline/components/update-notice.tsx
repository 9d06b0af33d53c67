// The service worker of the site (production builds only) and its "new version" notice: a polite
// live region, empty until a new deployment's worker waits; its button lets that worker take over
// and reloads the page. Also keeps the manifest link in the page's language, and hands the worker
// the public pages the app opens by its own navigation.
import { type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { handlesOf } from '@client/core/pages/route-handle';
import { type ContainerLike, type RegistrationLike, type WorkerLike, keepVisitedPage, manifestAddress, watchServiceWorker } from '../model/service-worker-client';

/** The notice's text and button; they and their texts load only when there is a new version to tell of. */
const UpdateMessage = lazy(async () => ({ default: (await import('./update-message')).UpdateMessage }));

function serviceWorkers(): ContainerLike | null {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? (navigator.serviceWorker as unknown as ContainerLike) : null;
}

/**
 * Hands the worker each public page the app opens by its own navigation (the first page reached it
 * as a page load, or by the first visit's hand-over); never a member's page.
 */
function useKeepVisitedPages(registration: RefObject<RegistrationLike | null>, language: string): void {
  const { pathname } = useLocation();
  const membersOnly = handlesOf(useMatches()).some((handle) => handle.membersOnly);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const page = `${pathname} ${language}`;
    const first = last.current === null;
    if (last.current === page) return;
    last.current = page;
    if (!first && !membersOnly) keepVisitedPage(registration.current, window.location.href, language);
  }, [pathname, language, membersOnly, registration]);
}

/** container: the browser's service workers, unless a test hands in its own. */
export function UpdateNotice({ container = serviceWorkers() }: { container?: ContainerLike | null }) {
  const [waiting, setWaiting] = useState<WorkerLike | null>(null);
  const registered = useRef<RegistrationLike | null>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;
  useKeepVisitedPages(registered, language);

  useEffect(() => {
    if (!container) return;
    let current = true;
    void watchServiceWorker(container, { pageUrl: window.location.href, onWaiting: (worker) => current && setWaiting(worker) }).then((registration) => {
      if (!registration || !current) return;
      registered.current = registration;
      // A visit that stays long in one tab still learns of a new deployment when it comes back.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
    });
    return () => {
      current = false;
    };
  }, [container]);

  useEffect(() => {
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestAddress(language));
  }, [language]);

  return (
    <div role="status" aria-live="polite">
      {waiting && container ? (
        <Suspense fallback={null}>
          <UpdateMessage container={container} waiting={waiting} />
        </Suspense>
      ) : null}
    </div>
  );
}
