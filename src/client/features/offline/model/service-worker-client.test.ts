// The page's side of the worker: registration, the first page handed over, a new deployment's worker
// reported only when it replaces one (never on the first visit), and the reload only after it took over.
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_PATH, SW_MESSAGES } from '@shared/pwa';
import { type ContainerLike, type RegistrationLike, type WorkerLike, keepVisitedPage, manifestAddress, takeOver, watchServiceWorker } from './service-worker-client';

class FakeWorker implements WorkerLike {
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  constructor(public state: string) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  installing: WorkerLike | null = null;
  waiting: WorkerLike | null = null;
  private found: (() => void)[] = [];
  constructor(public active: WorkerLike | null) {}
  update = vi.fn(async () => undefined);
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.found.push(listener);
  }
  newWorker(worker: WorkerLike) {
    this.installing = worker;
    for (const listener of this.found) listener();
  }
}

function container(controller: WorkerLike | null, registration: RegistrationLike | Error) {
  const changes: (() => void)[] = [];
  const fake = {
    controller,
    register: vi.fn(async () => {
      if (registration instanceof Error) throw registration;
      return registration;
    }),
    addEventListener: vi.fn((_type: 'controllerchange', listener: () => void) => changes.push(listener)),
    changeController: () => changes.forEach((listener) => listener()),
  };
  return fake satisfies ContainerLike;
}

const PAGE = 'https://morphem-spiel.example/play?lang=de';

describe('watchServiceWorker', () => {
  it('leaves a page alone whose browser answers without a registration (workers blocked by policy)', async () => {
    const blocked = { ...container(null, new FakeRegistration(null)), register: vi.fn(async () => undefined as unknown as RegistrationLike) };
    await expect(watchServiceWorker(blocked, { pageUrl: PAGE, onWaiting: vi.fn() })).resolves.toBeNull();
  });

  it('registers the worker for the whole site, past the HTTP cache', async () => {
    const browser = container(null, new FakeRegistration(null));
    await watchServiceWorker(browser, { pageUrl: PAGE, onWaiting: vi.fn() });
    expect(browser.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  });

  it('hands the first page to the worker once it is active, and reports no update on a first visit', async () => {
    const installing = new FakeWorker('installing');
    const registration = new FakeRegistration(null);
    registration.installing = installing;
    const onWaiting = vi.fn();
    await watchServiceWorker(container(null, registration), { pageUrl: PAGE, onWaiting });
    expect(installing.messages).toEqual([]);
    installing.become('installed');
    installing.become('activated');
    expect(installing.messages).toEqual([{ type: SW_MESSAGES.storePage, url: PAGE }]);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('does not hand over a page the worker already saw (the page is controlled)', async () => {
    const active = new FakeWorker('activated');
    await watchServiceWorker(container(active, new FakeRegistration(active)), { pageUrl: PAGE, onWaiting: vi.fn() });
    expect(active.messages).toEqual([]);
  });

  it('reports a new deployment’s worker once it is installed and waits', async () => {
    const active = new FakeWorker('activated');
    const registration = new FakeRegistration(active);
    const onWaiting = vi.fn();
    await watchServiceWorker(container(active, registration), { pageUrl: PAGE, onWaiting });
    const next = new FakeWorker('installing');
    registration.newWorker(next);
    expect(onWaiting).not.toHaveBeenCalled();
    next.become('installed');
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('reports a worker that was already waiting when the page loaded', async () => {
    const active = new FakeWorker('activated');
    const registration = new FakeRegistration(active);
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const onWaiting = vi.fn();
    await watchServiceWorker(container(active, registration), { pageUrl: PAGE, onWaiting });
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('leaves the page working when the browser refuses the worker', async () => {
    await expect(watchServiceWorker(container(null, new Error('refused')), { pageUrl: PAGE, onWaiting: vi.fn() })).resolves.toBeNull();
  });
});

describe('takeOver', () => {
  it('asks the waiting worker to take over and reloads only once it controls the page', () => {
    const browser = container(new FakeWorker('activated'), new FakeRegistration(null));
    const waiting = new FakeWorker('installed');
    const reload = vi.fn();
    takeOver(browser, waiting, reload);
    expect(waiting.messages).toEqual([{ type: SW_MESSAGES.skipWaiting }]);
    expect(reload).not.toHaveBeenCalled();
    browser.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('manifestAddress', () => {
  it('asks for the manifest in the page’s language', () => {
    expect(manifestAddress('ar')).toBe('/manifest.webmanifest?lang=ar');
  });
});

describe('keepVisitedPage', () => {
  it('hands the active worker the page’s address in the page’s language', () => {
    const worker = new FakeWorker('activated');
    keepVisitedPage({ active: worker }, 'https://morphem-spiel.example/play', 'de');
    keepVisitedPage({ active: worker }, 'https://morphem-spiel.example/play?lang=en&x=1', 'ar');
    expect(worker.messages).toEqual([
      { type: SW_MESSAGES.storePage, url: 'https://morphem-spiel.example/play?lang=de' },
      { type: SW_MESSAGES.storePage, url: 'https://morphem-spiel.example/play?lang=ar&x=1' },
    ]);
  });

  it('does nothing without a worker', () => {
    expect(() => keepVisitedPage(null, 'https://morphem-spiel.example/play', 'de')).not.toThrow();
    expect(() => keepVisitedPage({ active: null }, 'https://morphem-spiel.example/play', 'de')).not.toThrow();
  });
});
