// The time a page shows: the render time on the server and while hydrating (so both render the
// same), then the browser's clock, moving on in steps (a minute unless a page asks for finer).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSite } from './site-context';

const MINUTE = 60_000;

/** The start of the step a time falls in. */
export function stepStart(time: number, stepMs: number): number {
  return Math.floor(time / stepMs) * stepMs;
}

export function useNow(stepMs: number = MINUTE): Date {
  const { renderedAt } = useSite();
  // Wakes at each step's start, so the time shown is never a step behind.
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer = 0;
      const wait = () => {
        const now = Date.now();
        timer = window.setTimeout(() => {
          changed();
          wait();
        }, stepStart(now, stepMs) + stepMs - now);
      };
      wait();
      return () => window.clearTimeout(timer);
    },
    [stepMs],
  );
  const browserTime = useCallback(() => stepStart(Date.now(), stepMs), [stepMs]);
  const now = useSyncExternalStore(subscribe, browserTime, () => renderedAt);
  return useMemo(() => new Date(now), [now]);
}
