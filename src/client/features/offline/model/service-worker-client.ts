// The page's side of the service worker (docs/decisions/018): registers it, hands it the first
// page (which loaded before the worker existed), and reports a new deployment's worker waiting to
// take over; the page then asks the visitor to reload instead of mixing old and new files.
import { MANIFEST_PATH, SERVICE_WORKER_PATH, SW_MESSAGES } from '@shared/pwa';

/** The parts of the browser's ServiceWorker this uses. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  active: WorkerLike | null;
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ContainerLike {
  controller: WorkerLike | null;
  register(url: string, options: { scope: string; updateViaCache: 'none' }): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void, options?: { once: boolean }): void;
}

export interface WatchOptions {
  /** The address of this page, for the worker to keep if the server marks it public. */
  pageUrl: string;
  /** A new deployment's worker is installed and waits. */
  onWaiting: (worker: WorkerLike) => void;
}

/** Registers the worker and watches for a new one; resolves with the registration (null if refused). */
export async function watchServiceWorker(container: ContainerLike, { pageUrl, onWaiting }: WatchOptions): Promise<RegistrationLike | null> {
  // Without a controller this is the first visit (or a forced reload): nothing replaces a worker.
  const firstVisit = container.controller === null;
  let registration: RegistrationLike | undefined;
  try {
    registration = await container.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  } catch {
    return null;
  }
  // A browser whose policy blocks workers may answer without a registration: the page works on.
  if (!registration) return null;
  const reportIfWaiting = (worker: WorkerLike | null) => {
    if (worker && worker.state === 'installed' && container.controller) onWaiting(worker);
  };
  reportIfWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => reportIfWaiting(installing));
  });
  if (firstVisit) {
    const handOver = (worker: WorkerLike) => worker.postMessage({ type: SW_MESSAGES.storePage, url: pageUrl });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (worker?.state === 'activated') handOver(worker);
    else worker?.addEventListener('statechange', () => worker.state === 'activated' && handOver(worker));
  }
  return registration;
}

/**
 * A page the app opened by its own navigation, which the worker never sees: handed to the worker,
 * which keeps the visitor's render of it if the server marks that public (so it opens offline too).
 * The address names the page's language, as the worker files pages by it.
 */
export function keepVisitedPage(registration: Pick<RegistrationLike, 'active'> | null, href: string, language: string): void {
  const url = new URL(href);
  url.searchParams.set('lang', language);
  registration?.active?.postMessage({ type: SW_MESSAGES.storePage, url: url.href });
}

/** The "reload" button: the waiting worker takes over, then the page loads again with the new files. */
export function takeOver(container: ContainerLike, worker: WorkerLike, reload: () => void): void {
  container.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage({ type: SW_MESSAGES.skipWaiting });
}

/** The manifest in the page's language, so an installed app carries the language it was installed in. */
export function manifestAddress(language: string): string {
  return `${MANIFEST_PATH}?lang=${encodeURIComponent(language)}`;
}
