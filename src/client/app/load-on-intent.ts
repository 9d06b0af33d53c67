// Code a navigation may need, loaded once the visitor points at, touches or focuses a link, so the
// navigation that may follow does not wait for it: the common routes' table, which a first visit to
// a site's own page leaves out (main.tsx, docs/decisions/010). Nothing loads for a visit without intent.

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export function loadOnIntent(target: Document, load: () => Promise<unknown>): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent);
    // A failed load is tried again by the navigation that needs it, which shows the error page.
    load().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { passive: true });
}
