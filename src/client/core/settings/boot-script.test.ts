// The boot script's loader of the app (ENTRY_LOADER): the entry and the route chunks are added only
// once the document is parsed and the browser reports the page painted (decision 024).
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, ENTRY_LOADER } from './boot-script';

interface Added {
  tagName: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

interface PageOptions {
  readyState?: 'loading' | 'interactive';
  visibilityState?: 'visible' | 'hidden';
  entryTypes?: string[] | null;
  attributes?: Record<string, string>;
}

/** Runs the loader against a stand-in document, window and timer queue. */
function loadPage({ readyState = 'loading', visibilityState = 'visible', entryTypes = ['paint', 'largest-contentful-paint'], attributes = { 'data-entry': '/assets/index-a1.js', 'data-preload': '/assets/routes-b2.js /assets/dates-c3.js' } }: PageOptions = {}) {
  const added: Added[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntries(): { name: string }[] }, observer: { disconnect(): void }) => void; type?: string; disconnected: boolean }[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    readyState,
    visibilityState,
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tagName: string): Added => ({ tagName }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes ?? undefined;
    private readonly record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const window = entryTypes === null ? {} : { PerformanceObserver };
  new Function('document', 'window', 'setTimeout', ENTRY_LOADER)(document, window, (run: () => void, ms: number) => timers.push({ run, ms }));
  return {
    added,
    timers,
    observers,
    fire: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
    report: (name: string) => {
      const observer = observers[0]!;
      observer.callback({ getEntries: () => [{ name }] }, { disconnect: () => (observer.disconnected = true) });
    },
  };
}

const APP = [
  { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/routes-b2.js' },
  { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/dates-c3.js' },
  { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index-a1.js' },
];

describe('the loader of the app in the boot script', () => {
  it('is part of the boot script, the one inline script of every page', () => {
    expect(BOOT_SCRIPT.startsWith(ENTRY_LOADER)).toBe(true);
  });

  it('adds the route chunks and the entry once the document is parsed and its largest contentful paint is reported, once', () => {
    const page = loadPage();
    expect(page.observers).toEqual([]);
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual([]);
    expect(page.observers[0]?.type).toBe('largest-contentful-paint');
    page.report('');
    expect(page.added).toEqual(APP);
    expect(page.observers[0]?.disconnected).toBe(true);
    // Whatever comes later (the tab hidden, the fallback timer) adds nothing twice.
    page.fire('visibilitychange');
    page.timers.forEach((timer) => timer.run());
    expect(page.added).toEqual(APP);
  });

  it('waits for the first contentful paint, not the first paint, where the browser reports no largest paint', () => {
    const page = loadPage({ readyState: 'interactive', entryTypes: ['paint'] });
    expect(page.observers[0]?.type).toBe('paint');
    page.report('first-paint');
    expect(page.added).toEqual([]);
    page.report('first-contentful-paint');
    expect(page.added).toEqual(APP);
  });

  it('adds them as soon as the document is parsed in a hidden tab, or where the browser reports no paints', () => {
    const pages: PageOptions[] = [{ visibilityState: 'hidden' }, { entryTypes: [] }, { entryTypes: null }];
    for (const options of pages) {
      const page = loadPage(options);
      expect(page.added).toEqual([]);
      page.fire('DOMContentLoaded');
      expect(page.added).toEqual(APP);
    }
  });

  it('adds them when the tab is hidden before the paint is reported, and after 3 s at the latest', () => {
    const hidden = loadPage({ readyState: 'interactive' });
    hidden.fire('visibilitychange');
    expect(hidden.added).toEqual(APP);
    const late = loadPage({ readyState: 'interactive' });
    expect(late.timers.map((timer) => timer.ms)).toEqual([3000]);
    late.timers[0]!.run();
    expect(late.added).toEqual(APP);
  });

  it('does nothing on a page that names no entry (the development server keeps its own script)', () => {
    const page = loadPage({ attributes: {} });
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual([]);
    expect(page.observers).toEqual([]);
  });
});
